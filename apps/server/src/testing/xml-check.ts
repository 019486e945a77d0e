/**
 * Throws unless `xml` is a well-formed XML 1.0 document of the kind the site writes (a
 * declaration, elements, attributes, text; no comments, CDATA or DTD): one root, every tag
 * closed in order, quoted attributes, no raw '<' or stray '&' in text or values, only the five
 * predefined or numeric entities, and only characters XML allows. Strict where feed readers are.
 */
export function assertWellFormedXml(xml: string): void {
  const fail = (message: string, at: number): never => {
    throw new Error(`not well-formed XML at ${at}: ${message}: ${JSON.stringify(xml.slice(at, at + 60))}`);
  };
  const name = '[A-Za-z_][\\w.:-]*';
  const entity = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9A-Fa-f]+);/;
  const checkText = (text: string, at: number) => {
    // eslint-disable-next-line no-control-regex -- the characters XML forbids are what it looks for
    if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/.test(text)) fail('a character XML forbids', at);
    for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) {
      if (!entity.test(text.slice(i))) fail('a bare &', at + i);
    }
    if (text.includes('<')) fail('a bare <', at);
  };

  let position = 0;
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/.exec(xml);
  if (declaration) position = declaration[0].length;
  const open: string[] = [];
  let roots = 0;
  const tag = new RegExp(`<(/?)(${name})((?:\\s+${name}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`, 'y');
  while (position < xml.length) {
    const next = xml.indexOf('<', position);
    const text = xml.slice(position, next === -1 ? xml.length : next);
    if (open.length === 0 && text.trim()) fail('text outside the root element', position);
    checkText(text, position);
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(xml);
    if (!match) return fail('a malformed tag', next);
    const [whole, closing, tagName, attributes, selfClosing] = match;
    for (const value of attributes!.matchAll(/=\s*(?:"([^"]*)"|'([^']*)')/g)) checkText(value[1] ?? value[2]!, next);
    if (closing) {
      if (open.pop() !== tagName) fail(`a closing </${tagName}> that closes nothing open`, next);
    } else {
      if (open.length === 0 && ++roots > 1) fail('a second root element', next);
      if (!selfClosing) open.push(tagName!);
    }
    position = next + whole.length;
  }
  if (open.length > 0) fail(`<${open.at(-1)}> never closed`, xml.length);
  if (roots !== 1) fail('no root element', 0);
}
