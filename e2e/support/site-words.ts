import { englishSiteCatalogue, siteCatalogueFor } from '@atrium/contract/site-catalogue';
import { DOMParser } from 'linkedom';

/** Stands for a function's argument, so the words around it can be found (decision 095). */
const ARGUMENT = '\u0001';

/**
 * Every text of a catalogue by its dotted key ('sections.slider.next'). A function gives the fixed
 * words around its argument ('Share on ' of `share.on`), each a text of its own.
 */
function textsOf(value: unknown, key = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[key, value]];
  if (typeof value === 'function') {
    let made: unknown;
    try {
      made = (value as (...args: unknown[]) => unknown)(ARGUMENT, ARGUMENT);
    } catch {
      return [];
    }
    return typeof made === 'string'
      ? made.split(ARGUMENT).map((part, i): [string, string] => [`${key}(${i})`, part.trim()])
      : [];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([inner, text]) => textsOf(text, key ? `${key}.${inner}` : inner));
  }
  return [];
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The English catalogue's texts a page in language `code` shows where that language's catalogue
 * says something else: in its text, its attributes (aria-label, title, alt, placeholder, the
 * islands' data-* JSON) and its head. What is marked as written in another language (a text
 * falling back to the default language's, the policies' English) is left out: saying so is the
 * fallback's rule (decision 090). A text of two words or more is found inside a longer one; a
 * single word, and the head's title and meta tags, only as a whole, since content may use it in passing.
 */
export function englishLeftIn(html: string, code: string): string[] {
  const theirs = new Map(textsOf(siteCatalogueFor(code).texts));
  // A word the language's catalogue itself says somewhere is that language's too (French's name
  // for a podcast is "Podcast", which English's feed title also holds).
  const ownWords = new Set(theirs.values());
  const english = textsOf(englishSiteCatalogue).filter(
    ([key, text]) => text.length > 1 && /\p{L}/u.test(text) && theirs.get(key) !== text && !ownWords.has(text),
  );
  const document = new DOMParser().parseFromString(html, 'text/html');
  const root = document.documentElement;
  for (const marked of [...document.querySelectorAll('[lang]')]) {
    const lang = marked.getAttribute('lang') ?? '';
    if (marked !== root && !lang.toLowerCase().startsWith(code.toLowerCase())) marked.remove();
  }
  // Scripts and styles say nothing; the keywords are the item's categories' names, an editor's.
  for (const mute of [
    ...document.querySelectorAll('script:not([type="application/json"]), style, meta[name="keywords"]'),
  ]) {
    mute.remove();
  }
  // What the page says; `whole`: only as a whole (the head's title and meta tags are often an
  // editor's text, which no `lang` can mark and which may quote the site's words in passing).
  const seen: Array<{ text: string; whole: boolean; where: string }> = [];
  for (const element of [root, ...document.querySelectorAll('*')]) {
    const tag = element.tagName.toLowerCase();
    const whole = ['meta', 'title'].includes(tag);
    for (const attribute of [...element.attributes]) {
      if (!['href', 'src', 'srcset', 'class', 'id', 'action', 'style'].includes(attribute.name)) {
        seen.push({ text: attribute.value.trim(), whole, where: `<${tag} ${attribute.name}>` });
      }
    }
    for (const node of [...element.childNodes]) {
      if (node.nodeType === 3) seen.push({ text: (node.textContent ?? '').trim(), whole, where: `<${tag}>` });
    }
  }
  const left: string[] = [];
  for (const [key, text] of english) {
    const place = seen.find((one) => one.text === text || (!one.whole && words(text) > 1 && one.text.includes(text)));
    if (place) left.push(`${key}: ${text} (in ${place.where} "${place.text.slice(0, 80)}")`);
  }
  return [...new Set(left)];
}
