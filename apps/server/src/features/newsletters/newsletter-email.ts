import { learnItemPath } from '@atrium/contract/pages';
import { mailCatalogue, type MailCatalogue } from '@atrium/contract/mail-catalogues';
import { stripMarkup } from '@atrium/contract/text';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../../foundations/mail/mail-layout.ts';
import { sanitizeRichText } from '../../foundations/rich-text/sanitize.ts';
import type { NewsletterLearnRow } from './newsletters.repository.ts';
import type { NewsletterSite } from './newsletter-site.ts';

/**
 * The newsletter email (decision 052): one template for the preview, the test copy and every
 * real send (decision 053). Tables for layout, inline styles, a 600px column that narrows on a
 * phone, `color-scheme` and a dark-mode media query, the preheader as hidden text, learn items
 * as cards with their pictures, and a plain-text part with the same content. No tracking pixel,
 * no rewritten link: every address is the item's own.
 */

export type NewsletterEmailInput = {
  newsletter: { subject: string; preheader: string; intro: string };
  /**
   * The items in the order they appear (itemsFor). `pictureAlt`: the media library's alt text of
   * the picture in the mail's language; `pictureAltLang`: the language it is in when it is the
   * default language's, for want of one in the mail's (decision 100's `lang` on an image).
   */
  items: Array<NewsletterLearnRow & { pictureAlt?: string; pictureAltLang?: string }>;
  site: NewsletterSite;
  /** The recipient's own one-click unsubscribe address (a test copy: any harmless one). */
  unsubscribeUrl: string;
  /** The newsletter's public page, when it has one (sent and not private). */
  archiveUrl?: string;
  /**
   * The language it is written in (decision 091): its tag and direction, the template's words
   * from the mails' catalogue, and where the site's pages are in it. None: English at the root.
   */
  language?: NewsletterLanguage;
};

type NewsletterLanguage = { lang: string; dir: 'ltr' | 'rtl'; texts: MailCatalogue; path: (path: string) => string };

const ENGLISH: NewsletterLanguage = { lang: 'en', dir: 'ltr', texts: mailCatalogue('en', 'en'), path: (path) => path };

/** The template's words in a language, as decision 052's NewsletterMailTexts names them. */
function wordsOf(t: MailCatalogue) {
  return {
    read: (type: string) =>
      type === 'video' ? t.newsletterWatch : type === 'podcast' ? t.newsletterListen : t.newsletterRead,
    typeLabel: {
      blog: t.newsletterBlog,
      article: t.newsletterArticle,
      video: t.newsletterVideo,
      podcast: t.newsletterPodcast,
    } as Record<string, string>,
    viewOnline: t.newsletterViewOnline,
    unsubscribe: t.newsletterUnsubscribe,
    whyYouGetThis: t.newsletterWhy,
    noTracking: t.newsletterNoTracking,
    noItems: t.newsletterNoItems,
  };
}
type Words = ReturnType<typeof wordsOf>;

export type NewsletterEmail = { subject: string; preheader: string; html: string; text: string };

const SUMMARY_LENGTH = 220;
const FONT = "Arial,'Helvetica Neue',Helvetica,sans-serif";
const DISPLAY = "Georgia,'Times New Roman',serif";
/** Characters after the preheader so that inboxes show no body text after it. */
const PREHEADER_FILL = '&#847;&zwnj;&nbsp;'.repeat(60);

/** A postal address's lines, as the settings' field holds them (one per line, or all on one). */
const addressLines = (address: string) =>
  address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** An address of the site made absolute; absolute http(s) and mailto addresses are kept. */
function absoluteUrl(href: string, base: string): string {
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (href.startsWith('/')) return base + href;
  return href;
}

function plain(html: string): string {
  return stripMarkup(html).replace(/\s+/g, ' ').trim();
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** A card's short text: the subtitle, else the start of the description. */
export function itemSummary(item: Pick<NewsletterLearnRow, 'subtitle' | 'description'>): string {
  return shorten(plain(item.subtitle) || plain(item.description), SUMMARY_LENGTH);
}

function itemUrl(
  item: Pick<NewsletterLearnRow, 'type' | 'slug'>,
  base: string,
  path: NewsletterLanguage['path'] = ENGLISH.path,
): string {
  return base + path(learnItemPath(item.type, encodeURIComponent(item.slug)));
}

/** The preheader inboxes show: the newsletter's, else the start of its introduction. */
function preheaderOf(newsletter: NewsletterEmailInput['newsletter']): string {
  return newsletter.preheader.trim() || shorten(plain(newsletter.intro), 140);
}

/**
 * The introduction for a mail client: sanitised again (what the editor makes, nothing else),
 * every element given its inline style, addresses made absolute, and an embedded player turned
 * into a link (no client plays an iframe).
 */
function emailIntroHtml(html: string, site: NewsletterSite, dir: 'ltr' | 'rtl'): string {
  const c = site.colors;
  // Right to left, a list's indent, a quote's rule and a table heading's alignment are on the right.
  const start = dir === 'rtl' ? 'right' : 'left';
  const indent = dir === 'rtl' ? '0 24px 0 0' : '0 0 0 24px';
  const text = `margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:1.6;color:${c.text}`;
  const heading = (size: number) =>
    `margin:24px 0 12px;font-family:${DISPLAY};font-size:${size}px;line-height:1.3;font-weight:bold;color:${c.ink}`;
  const styles: Record<string, string> = {
    h1: heading(24),
    h2: heading(22),
    h3: heading(19),
    h4: heading(17),
    h5: heading(16),
    h6: heading(16),
    p: text,
    ul: `${text};padding:${indent}`,
    ol: `${text};padding:${indent}`,
    li: `margin:0 0 6px;font-family:${FONT};font-size:16px;line-height:1.6;color:${c.text}`,
    blockquote: `margin:0 0 16px;padding:${dir === 'rtl' ? '4px 16px 4px 0' : '4px 0 4px 16px'};border-${start}:4px solid ${c.accent};font-family:${FONT};font-size:16px;line-height:1.6;color:${c.text}`,
    a: `color:${c.brand};text-decoration:underline`,
    img: 'display:block;max-width:100%;height:auto;border:0;margin:0 0 8px',
    figure: 'margin:0 0 16px',
    figcaption: `font-family:${FONT};font-size:14px;line-height:1.5;color:${c.muted}`,
    hr: `border:0;border-top:1px solid ${c.line};margin:24px 0`,
    table: `border-collapse:collapse;margin:0 0 16px;font-family:${FONT};font-size:15px;color:${c.text}`,
    th: `border:1px solid ${c.line};padding:6px 8px;text-align:${start}`,
    td: `border:1px solid ${c.line};padding:6px 8px`,
  };
  const styled =
    (extra: (attribs: sanitizeHtml.Attributes) => sanitizeHtml.Attributes = (a) => a) =>
    (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => ({
      tagName,
      attribs: { ...extra(attribs), ...(styles[tagName] ? { style: styles[tagName] } : {}) },
    });
  const transformTags: Record<string, sanitizeHtml.Transformer> = {};
  for (const tag of Object.keys(styles)) transformTags[tag] = styled();
  transformTags.a = styled((attribs) => ({ ...attribs, href: absoluteUrl(attribs.href ?? '', site.url) }));
  transformTags.img = styled((attribs) => ({
    ...attribs,
    src: absoluteUrl(attribs.src ?? '', site.url),
    alt: attribs.alt ?? '',
  }));
  // Outlook for Windows knows no HTML5 elements: a captioned image is a block and a paragraph.
  transformTags.figure = (_tagName, attribs) => ({ tagName: 'div', attribs: { ...attribs, style: styles.figure! } });
  transformTags.figcaption = (_tagName, attribs) => ({
    tagName: 'p',
    attribs: { ...attribs, style: styles.figcaption! },
  });
  transformTags.iframe = (_tagName, attribs) => ({
    tagName: 'a',
    attribs: { href: attribs.src ?? site.url, style: styles.a! },
    text: attribs.title?.trim() || 'Watch the video',
  });
  return sanitizeHtml(sanitizeRichText(html), {
    allowedTags: [...(sanitizeHtml.defaults.allowedTags as string[]), 'img', 'a'],
    allowedAttributes: {
      '*': ['style'],
      a: ['href', 'style', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'style'],
      th: ['colspan', 'rowspan', 'style'],
      td: ['colspan', 'rowspan', 'style'],
      ol: ['start', 'style'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags,
  });
}

/** Rich text as plain text: blocks on their own lines, list items with a dash, links with their address. */
export function introText(html: string, base: string): string {
  const clean = sanitizeRichText(html)
    .replace(/<iframe[^>]*src="([^"]*)"[^>]*>[\s\S]*?<\/iframe>/gi, (_m, src: string) => ` ${src} `)
    .replace(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => {
      const url = absoluteUrl(href.replace(/&amp;/g, '&'), base);
      const words = plain(label);
      return words && words !== url ? `${label} (${url})` : url;
    })
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|blockquote|figure|ul|ol|table|tr)>/gi, '\n\n')
    .replace(/<hr[^>]*>/gi, '\n---\n\n');
  return clean
    .split(/\n/)
    .map((line) => (line.startsWith('- ') ? `- ${plain(line.slice(2))}` : plain(line)))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function card(
  item: NewsletterEmailInput['items'][number],
  site: NewsletterSite,
  words: Words,
  path: NewsletterLanguage['path'],
): string {
  const c = site.colors;
  const url = escapeHtml(itemUrl(item, site.url, path));
  const title = escapeHtml(plain(item.title));
  const label = escapeHtml(words.typeLabel[item.type] ?? item.type);
  const summary = itemSummary(item);
  const picture = item.picture
    ? `<tr><td class="card-picture" style="padding:0"><a href="${url}" style="text-decoration:none"><img src="${escapeHtml(
        absoluteUrl(item.picture, site.url),
      )}" width="536" alt="${escapeHtml(item.pictureAlt ?? '')}"${
        item.pictureAltLang ? ` lang="${escapeHtml(item.pictureAltLang)}"` : ''
      } style="display:block;width:100%;max-width:536px;height:auto;border:0;border-radius:8px 8px 0 0"></a></td></tr>`
    : '';
  return `<tr><td class="px" style="padding:0 32px 24px">
<table role="presentation" class="card" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid ${c.line};border-radius:8px;background:${c.paper};border-collapse:separate">
${picture}<tr><td style="padding:20px 20px 22px">
<p class="muted" style="margin:0 0 6px;font-family:${FONT};font-size:14px;line-height:1.4;font-weight:bold;letter-spacing:0.04em;text-transform:uppercase;color:${c.muted}">${label}</p>
<h2 style="margin:0 0 8px;font-family:${DISPLAY};font-size:20px;line-height:1.3;font-weight:bold"><a class="title-link" href="${url}" style="color:${c.ink};text-decoration:none">${title}</a></h2>
${summary ? `<p class="text" style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:1.55;color:${c.text}">${escapeHtml(summary)}</p>` : ''}
<p style="margin:0"><a class="link" href="${url}" aria-label="${escapeHtml(words.read(item.type))}: ${title}" style="font-family:${FONT};font-size:16px;font-weight:bold;color:${c.brand};text-decoration:underline">${escapeHtml(
    words.read(item.type),
  )}</a></p>
</td></tr></table>
</td></tr>`;
}

function head(subject: string, site: NewsletterSite): string {
  const c = site.colors;
  return `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(subject)}</title>
<!--[if mso]><style>table,td,h1,h2,p,a{font-family:Arial,sans-serif !important}</style><![endif]-->
<style>
:root{color-scheme:light dark;supported-color-schemes:light dark}
body{margin:0;padding:0;width:100%;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%}
img{border:0;line-height:100%;text-decoration:none}
a[x-apple-data-detectors]{color:inherit !important;text-decoration:none !important}
@media (max-width:620px){
.container{width:100% !important}
.px{padding-left:16px !important;padding-right:16px !important}
.headline{font-size:24px !important}
}
@media (prefers-color-scheme:dark){
.bg{background:#0b1522 !important}
.sheet,.card{background:#142235 !important}
.card,.divider{border-color:#2a3b52 !important}
.text,.text p,.text li{color:#e3e9f0 !important}
.muted{color:#b6c3d1 !important}
.headline,.title-link{color:#ffffff !important}
.link,.text a{color:${c.accent} !important}
}
[data-ogsc] .bg{background:#0b1522 !important}
[data-ogsc] .sheet,[data-ogsc] .card{background:#142235 !important}
[data-ogsc] .text,[data-ogsc] .text p{color:#e3e9f0 !important}
[data-ogsc] .headline,[data-ogsc] .title-link{color:#ffffff !important}
[data-ogsc] .link{color:${c.accent} !important}
</style>
</head>`;
}

/** The newsletter email, as HTML and plain text, from its content, its items and the organisation. */
export function renderNewsletterEmail(input: NewsletterEmailInput): NewsletterEmail {
  const { newsletter, items, site, unsubscribeUrl, archiveUrl, language = ENGLISH } = input;
  const words = wordsOf(language.texts);
  const c = site.colors;
  const subject = newsletter.subject.trim();
  const preheader = preheaderOf(newsletter);
  const intro = emailIntroHtml(newsletter.intro, site, language.dir);
  const brand = site.logoUrl
    ? `<img src="${escapeHtml(site.logoUrl)}" height="40" alt="${escapeHtml(site.name)}" style="display:block;height:40px;width:auto;border:0">`
    : `<span style="font-family:${DISPLAY};font-size:22px;line-height:1.2;font-weight:bold;color:#ffffff">${escapeHtml(site.name)}</span>`;
  const small = `margin:0 0 8px;font-family:${FONT};font-size:14px;line-height:1.5;color:${c.muted}`;
  // An address line keeps its own order in a right-to-left mail ('100 East Main Street', not '… 100').
  const isolated = (line: string) =>
    language.dir === 'rtl' ? `<span dir="auto">${escapeHtml(line)}</span>` : escapeHtml(line);
  const smallLink = `color:${c.brand};text-decoration:underline`;

  const html = `<!doctype html>
<html lang="${escapeHtml(language.lang)}" dir="${language.dir}" xmlns="http://www.w3.org/1999/xhtml">
${head(subject, site)}
<body class="bg" style="margin:0;padding:0;background:${c.wash}">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${c.wash};opacity:0">${escapeHtml(preheader)}${PREHEADER_FILL}</div>
<table role="presentation" class="bg" lang="${escapeHtml(language.lang)}" dir="${language.dir}" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${c.wash}">
<tr><td align="center" style="padding:24px 8px">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" class="container sheet" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:600px;background:${c.paper};border-radius:10px;overflow:hidden">
<tr><td class="px" style="padding:22px 32px;background:${c.brand};border-bottom:4px solid ${c.accent}"><a href="${escapeHtml(site.url)}/" style="text-decoration:none">${brand}</a></td></tr>
<tr><td class="px" style="padding:32px 32px 8px">
<h1 class="headline" style="margin:0 0 16px;font-family:${DISPLAY};font-size:28px;line-height:1.25;font-weight:bold;color:${c.ink}">${escapeHtml(subject)}</h1>
${intro ? `<div class="text">${intro}</div>` : ''}
</td></tr>
${items.length ? items.map((item) => card(item, site, words, language.path)).join('\n') : `<tr><td class="px text" style="padding:0 32px 24px;font-family:${FONT};font-size:16px;line-height:1.6;color:${c.text}">${escapeHtml(words.noItems)}</td></tr>`}
<tr><td class="px divider" style="padding:8px 32px 32px;border-top:1px solid ${c.line}">
<p class="muted" style="${small};margin-top:20px">${escapeHtml(words.whyYouGetThis(site.name))}</p>
<p class="muted" style="${small}"><a class="link" href="${escapeHtml(unsubscribeUrl)}" style="${smallLink}">${escapeHtml(words.unsubscribe)}</a>${
    archiveUrl
      ? ` &middot; <a class="link" href="${escapeHtml(archiveUrl)}" style="${smallLink}">${escapeHtml(words.viewOnline)}</a>`
      : ''
  } &middot; <a class="link" href="${escapeHtml(site.url)}/" style="${smallLink}">${escapeHtml(site.name)}</a></p>
<p class="muted" style="${small}">${escapeHtml(words.noTracking)}</p>
${site.postalAddress ? `<p class="muted" style="${small}">${escapeHtml(site.name)}<br>${addressLines(site.postalAddress).map(isolated).join('<br>')}</p>` : ''}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;

  const lines: string[] = [subject, '='.repeat(Math.min(subject.length, 72)), ''];
  const introPlain = introText(newsletter.intro, site.url);
  if (introPlain) lines.push(introPlain, '');
  if (items.length === 0) lines.push(words.noItems, '');
  for (const item of items) {
    const summary = itemSummary(item);
    lines.push(
      `${(words.typeLabel[item.type] ?? item.type).toLocaleUpperCase(language.lang)}: ${plain(item.title)}`,
      ...(summary ? [summary] : []),
      `${words.read(item.type)}: ${itemUrl(item, site.url, language.path)}`,
      '',
    );
  }
  lines.push(
    '--',
    words.whyYouGetThis(site.name),
    `${words.unsubscribe}: ${unsubscribeUrl}`,
    ...(archiveUrl ? [`${words.viewOnline}: ${archiveUrl}`] : []),
    `${site.name}: ${site.url}/`,
    words.noTracking,
    ...(site.postalAddress ? ['', site.name, ...addressLines(site.postalAddress)] : []),
  );
  return { subject, preheader, html, text: lines.join('\n') + '\n' };
}
