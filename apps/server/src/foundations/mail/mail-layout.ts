export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** A block of a mail: a paragraph, a button, a table of fields, or small print. Text is escaped here. */
export type MailBlock =
  | { p: string }
  | { button: string; href: string }
  | { fields: Array<[string, string]> }
  | { small: string; href?: string };

const font = 'font-family:Arial,Helvetica,sans-serif;color:#1d2330';

/** The language a mail is written in: its tag and its direction (decision 091). English, left to right, unless told. */
export type MailLanguage = { lang: string; dir: 'ltr' | 'rtl' };

/**
 * The one look of Atrium's mails, as HTML and as plain text, from the same blocks. A mail in a
 * language written right to left says so on the document and on its table (mail clients that
 * drop the html element keep the table's), and aligns its labels to the right.
 */
export function renderMail(
  title: string,
  blocks: MailBlock[],
  language: MailLanguage = { lang: 'en', dir: 'ltr' },
): { text: string; html: string } {
  const rtl = language.dir === 'rtl';
  const text: string[] = [];
  const html: string[] = [];
  for (const block of blocks) {
    if ('p' in block) {
      text.push(block.p, '');
      html.push(`<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.p)}</p>`);
    } else if ('button' in block) {
      text.push(`${block.button}: ${block.href}`, '');
      html.push(
        `<p style="margin:0 0 24px"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(block.button)}</a></p>`,
      );
    } else if ('fields' in block) {
      for (const [label, value] of block.fields) text.push(`${label}: ${value}`);
      text.push('');
      const rows = block.fields
        .map(
          ([label, value]) =>
            `<tr><th align="${rtl ? 'right' : 'left'}" valign="top" style="padding:${rtl ? '4px 0 4px 12px' : '4px 12px 4px 0'};white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      html.push(`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows}</table>`);
    } else {
      text.push(block.href ? `${block.small} ${block.href}` : block.small, '');
      const link = block.href
        ? ` <a href="${escapeHtml(block.href)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(block.href)}</a>`
        : '';
      html.push(
        `<p style="margin:0 0 8px;line-height:1.5;font-size:13px;color:#5b6472">${escapeHtml(block.small)}${link}</p>`,
      );
    }
  }
  return {
    text: text.join('\n').trimEnd() + '\n',
    html: `<!doctype html>
<html lang="${escapeHtml(language.lang)}"${rtl ? ' dir="rtl"' : ''}>
<body style="margin:0;padding:24px;background:#f5f6f8;${font}">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0"${rtl ? ' dir="rtl"' : ''} style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px${rtl ? ';text-align:right' : ''}">
    <tr><td style="padding:32px">
      <h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
      ${html.join('\n      ')}
    </td></tr>
  </table>
</body>
</html>`,
  };
}
