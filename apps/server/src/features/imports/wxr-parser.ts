import { createReadStream } from 'node:fs';
import { ImportMessages } from '@atrium/contract/imports';
import { SaxesParser } from 'saxes';

/**
 * Reads a WordPress export (WXR 1.1 or 1.2, decision 079) as a stream: the file is never held
 * whole, and each item is handed on as soon as its element ends. saxes checks that the file is
 * well-formed and knows only XML's five entities and character references: it never reads a DTD,
 * so no external entity is fetched and no entity expands (billion laughs). A DOCTYPE is refused
 * outright: WordPress never writes one, and only an attack would.
 *
 * WordPress's exporter always writes its namespaces under the same prefixes (wp:, content:,
 * excerpt:, dc:), so elements are matched by their written names.
 */

/** A field longer than this is cut and its item marked `tooLarge` (a learn item's text holds 200,000 characters). */
const MAX_FIELD_CHARS = 4 * 1024 * 1024;

export type WxrSite = {
  title: string;
  link: string;
  baseSiteUrl: string;
  baseBlogUrl: string;
  /** Author login → display name. */
  authors: Record<string, string>;
  categories: Array<{ slug: string; name: string }>;
  tags: number;
};

export type WxrItem = {
  title: string;
  link: string;
  guid: string;
  creator: string;
  content: string;
  excerpt: string;
  wpId: number;
  postDate: string;
  postDateGmt: string;
  postModifiedGmt: string;
  postName: string;
  status: string;
  postType: string;
  postParent: number;
  attachmentUrl: string;
  /** Set when the post is password-protected. */
  password: string;
  categories: Array<{ domain: string; slug: string; name: string }>;
  /** The post meta WordPress exported, by key (the last value of a repeated key). */
  meta: Record<string, string>;
  comments: number;
  /** A field was longer than MAX_FIELD_CHARS. */
  tooLarge: boolean;
};

/** The file is not a WordPress export, or is not well-formed XML: the parser's message. */
export class WxrError extends Error {}

const ITEM_FIELDS: Record<string, keyof WxrItem> = {
  title: 'title',
  link: 'link',
  guid: 'guid',
  'dc:creator': 'creator',
  'content:encoded': 'content',
  'excerpt:encoded': 'excerpt',
  'wp:post_id': 'wpId',
  'wp:post_date': 'postDate',
  'wp:post_date_gmt': 'postDateGmt',
  'wp:post_modified_gmt': 'postModifiedGmt',
  'wp:post_name': 'postName',
  'wp:status': 'status',
  'wp:post_type': 'postType',
  'wp:post_parent': 'postParent',
  'wp:attachment_url': 'attachmentUrl',
  'wp:post_password': 'password',
};

const CHANNEL_FIELDS: Record<string, 'title' | 'link' | 'baseSiteUrl' | 'baseBlogUrl'> = {
  title: 'title',
  link: 'link',
  'wp:base_site_url': 'baseSiteUrl',
  'wp:base_blog_url': 'baseBlogUrl',
};

/** Elements under <channel> whose children are captured as fields. */
const RECORDS = new Set(['item', 'wp:author', 'wp:category', 'wp:tag']);

function emptyItem(): WxrItem {
  return {
    title: '',
    link: '',
    guid: '',
    creator: '',
    content: '',
    excerpt: '',
    wpId: 0,
    postDate: '',
    postDateGmt: '',
    postModifiedGmt: '',
    postName: '',
    status: '',
    postType: '',
    postParent: 0,
    attachmentUrl: '',
    password: '',
    categories: [],
    meta: {},
    comments: 0,
    tooLarge: false,
  };
}

export type WxrHandlers = {
  /** The site's facts, once the channel's head has been read (before the first item). */
  site(site: WxrSite): Promise<void> | void;
  /** Each item, in the file's order. */
  item(item: WxrItem): Promise<void> | void;
};

/**
 * Reads the export at `file`, calling the handlers as it goes; the item handler is awaited (one
 * chunk of the file at a time), so a slow consumer slows the reading rather than filling memory.
 * Throws WxrError with the parser's message for a file that is not well-formed, or not an export.
 */
export async function readWxr(file: string, handlers: WxrHandlers): Promise<void> {
  const parser = new SaxesParser({ position: true });
  const stack: string[] = [];
  const site: WxrSite = { title: '', link: '', baseSiteUrl: '', baseBlogUrl: '', authors: {}, categories: [], tags: 0 };
  let siteSent = false;
  let sawChannel = false;
  let item: WxrItem | null = null;
  let record: Record<string, string> | null = null;
  let metaKey = '';
  let metaValue = '';
  let field: string | null = null;
  let buffer = '';
  let cut = false;
  const ready: WxrItem[] = [];
  const pendingSite: WxrSite[] = [];

  parser.on('doctype', () => {
    throw new WxrError(`${parser.line}:${parser.column}: ${ImportMessages.doctype}`);
  });
  parser.on('error', (error) => {
    throw error instanceof WxrError ? error : new WxrError(error.message);
  });

  const inChannel = () => stack.length >= 2 && stack[0] === 'rss' && stack[1] === 'channel';
  const parentName = () => stack[stack.length - 2];

  parser.on('opentag', (tag) => {
    stack.push(tag.name);
    if (stack.length === 1 && tag.name !== 'rss') throw new WxrError(ImportMessages.notWxr);
    if (stack.length === 2 && tag.name === 'channel') sawChannel = true;
    if (!inChannel()) return;
    const depth = stack.length;
    if (depth === 3) {
      if (tag.name === 'item') {
        if (!siteSent) {
          siteSent = true;
          pendingSite.push(site);
        }
        item = emptyItem();
      } else if (RECORDS.has(tag.name)) record = {};
      else if (tag.name in CHANNEL_FIELDS) capture(tag.name);
      return;
    }
    const parent = parentName();
    if (depth === 4 && parent === 'item' && item) {
      if (tag.name in ITEM_FIELDS) capture(tag.name);
      else if (tag.name === 'category') {
        const attributes = tag.attributes as Record<string, string>;
        item.categories.push({ domain: attributes.domain ?? '', slug: attributes.nicename ?? '', name: '' });
        capture('category');
      } else if (tag.name === 'wp:comment') item.comments += 1;
      else if (tag.name === 'wp:postmeta') {
        metaKey = '';
        metaValue = '';
      }
    } else if (depth === 4 && record) capture(tag.name);
    else if (depth === 5 && parent === 'wp:postmeta' && (tag.name === 'wp:meta_key' || tag.name === 'wp:meta_value'))
      capture(tag.name);
  });

  function capture(name: string) {
    field = name;
    buffer = '';
    cut = false;
  }

  function append(text: string) {
    if (field === null || cut) return;
    if (buffer.length + text.length > MAX_FIELD_CHARS) {
      buffer += text.slice(0, MAX_FIELD_CHARS - buffer.length);
      cut = true;
      if (item) item.tooLarge = true;
      return;
    }
    buffer += text;
  }
  parser.on('text', append);
  parser.on('cdata', append);

  parser.on('closetag', (tag) => {
    const name = tag.name;
    const depth = stack.length;
    if (field !== null && name === field) {
      finishField(name, depth);
      field = null;
    }
    if (depth === 3 && inChannel()) {
      if (name === 'item' && item) {
        ready.push(item);
        item = null;
      } else if (name === 'wp:author' && record) {
        const login = record['wp:author_login'] ?? '';
        if (login) site.authors[login] = (record['wp:author_display_name'] ?? '').trim() || login;
        record = null;
      } else if (name === 'wp:category' && record) {
        const slug = (record['wp:category_nicename'] ?? '').trim();
        if (slug) site.categories.push({ slug, name: (record['wp:cat_name'] ?? '').trim() || slug });
        record = null;
      } else if (name === 'wp:tag') {
        site.tags += 1;
        record = null;
      }
    } else if (depth === 4 && name === 'wp:postmeta' && item && metaKey) item.meta[metaKey] = metaValue;
    stack.pop();
  });

  function finishField(name: string, depth: number) {
    const text = buffer;
    if (depth === 3 && name in CHANNEL_FIELDS) {
      site[CHANNEL_FIELDS[name]!] = text.trim();
    } else if (depth === 4 && item && name === 'category') {
      item.categories[item.categories.length - 1]!.name = text.trim();
    } else if (depth === 4 && item && name in ITEM_FIELDS) {
      const key = ITEM_FIELDS[name]!;
      if (key === 'wpId' || key === 'postParent') item[key] = Number.parseInt(text.trim(), 10) || 0;
      else (item as Record<string, unknown>)[key] = key === 'content' || key === 'excerpt' ? text : text.trim();
    } else if (depth === 4 && record) {
      record[name] = text;
    } else if (depth === 5 && name === 'wp:meta_key') metaKey = text.trim();
    else if (depth === 5 && name === 'wp:meta_value') metaValue = text;
  }

  async function drain() {
    while (pendingSite.length) await handlers.site(pendingSite.shift()!);
    while (ready.length) await handlers.item(ready.shift()!);
  }

  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  try {
    for await (const chunk of stream) {
      parser.write(chunk as string);
      await drain();
    }
    parser.close();
  } catch (error) {
    stream.destroy();
    if (error instanceof WxrError) throw error;
    throw new WxrError((error as Error).message);
  }
  if (!sawChannel || !site.baseSiteUrl) throw new WxrError(ImportMessages.notWxr);
  if (!siteSent) pendingSite.push(site);
  await drain();
}
