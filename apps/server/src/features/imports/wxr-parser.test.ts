import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ImportMessages } from '@atrium/contract/imports';
import { readWxr, type WxrItem, type WxrSite, WxrError } from './wxr-parser.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'atrium-wxr-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let files = 0;
function file(text: string): string {
  const name = path.join(folder, `export-${files++}.xml`);
  writeFileSync(name, text);
  return name;
}

async function read(text: string) {
  const sites: WxrSite[] = [];
  const items: WxrItem[] = [];
  await readWxr(file(text), { site: (site) => void sites.push(site), item: (item) => void items.push(item) });
  return { site: sites[0], items };
}

const head = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
	<title><![CDATA[Harbour &amp; Garden]]></title>
	<link>http://wordpress.test</link>
	<wp:wxr_version>1.2</wp:wxr_version>
	<wp:base_site_url>http://wordpress.test</wp:base_site_url>
	<wp:base_blog_url>http://wordpress.test</wp:base_blog_url>
	<wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[margaret]]></wp:author_login><wp:author_display_name><![CDATA[Margaret Okafor]]></wp:author_display_name></wp:author>
	<wp:category><wp:term_id>2</wp:term_id><wp:category_nicename><![CDATA[news]]></wp:category_nicename><wp:category_parent><![CDATA[]]></wp:category_parent><wp:cat_name><![CDATA[News]]></wp:cat_name></wp:category>
	<wp:tag><wp:term_id>3</wp:term_id><wp:tag_slug><![CDATA[soil]]></wp:tag_slug><wp:tag_name><![CDATA[Soil]]></wp:tag_name></wp:tag>
`;

const item = `
	<item>
		<title><![CDATA[Spring planting]]></title>
		<link>http://wordpress.test/2024/03/spring-planting/</link>
		<dc:creator><![CDATA[margaret]]></dc:creator>
		<guid isPermaLink="false">http://wordpress.test/?p=12</guid>
		<content:encoded><![CDATA[<!-- wp:paragraph --><p>Seeds &amp; soil</p><!-- /wp:paragraph -->]]></content:encoded>
		<excerpt:encoded><![CDATA[Short]]></excerpt:encoded>
		<wp:post_id>12</wp:post_id>
		<wp:post_date><![CDATA[2024-03-12 10:15:00]]></wp:post_date>
		<wp:post_date_gmt><![CDATA[2024-03-12 09:15:00]]></wp:post_date_gmt>
		<wp:post_name><![CDATA[spring-planting]]></wp:post_name>
		<wp:status><![CDATA[publish]]></wp:status>
		<wp:post_parent>0</wp:post_parent>
		<wp:post_type><![CDATA[post]]></wp:post_type>
		<category domain="category" nicename="news"><![CDATA[News]]></category>
		<wp:postmeta><wp:meta_key><![CDATA[_thumbnail_id]]></wp:meta_key><wp:meta_value><![CDATA[5]]></wp:meta_value></wp:postmeta>
		<wp:comment><wp:comment_id>1</wp:comment_id><wp:comment_content><![CDATA[Lovely]]></wp:comment_content></wp:comment>
	</item>`;

describe('reading a WordPress export', () => {
  it('hands on the site and each item with its fields, categories, meta and comments', async () => {
    const { site, items } = await read(`${head}${item}\n</channel>\n</rss>\n`);
    expect(site).toMatchObject({
      title: 'Harbour &amp; Garden',
      baseSiteUrl: 'http://wordpress.test',
      authors: { margaret: 'Margaret Okafor' },
      categories: [{ slug: 'news', name: 'News' }],
      tags: 1,
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      title: 'Spring planting',
      wpId: 12,
      guid: 'http://wordpress.test/?p=12',
      postName: 'spring-planting',
      status: 'publish',
      postType: 'post',
      creator: 'margaret',
      content: '<!-- wp:paragraph --><p>Seeds &amp; soil</p><!-- /wp:paragraph -->',
      categories: [{ domain: 'category', slug: 'news', name: 'News' }],
      meta: { _thumbnail_id: '5' },
      comments: 1,
    });
  });

  it('fails a file cut short with the parser’s message', async () => {
    const text = `${head}${item}`.slice(0, -200);
    await expect(read(text)).rejects.toThrow(WxrError);
    await expect(read(text)).rejects.toThrow(/\d+:\d+/);
  });

  it('refuses a DOCTYPE before any entity could expand (billion laughs, external entities)', async () => {
    const laughs = `<?xml version="1.0"?>\n<!DOCTYPE rss [\n<!ENTITY lol "lol">\n<!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">\n]>\n<rss><channel><title>&lol1;</title></channel></rss>`;
    await expect(read(laughs)).rejects.toThrow(ImportMessages.doctype);
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE rss [<!ENTITY passwd SYSTEM "file:///etc/passwd">]>\n<rss><channel><title>&passwd;</title></channel></rss>`;
    await expect(read(xxe)).rejects.toThrow(ImportMessages.doctype);
  });

  it('refuses an entity it does not know (no DTD can define one)', async () => {
    await expect(read(`${head}<item><title>&passwd;</title></item></channel></rss>`)).rejects.toThrow(WxrError);
  });

  it('refuses XML that is not a WordPress export', async () => {
    await expect(read('<?xml version="1.0"?><html><body/></html>')).rejects.toThrow(ImportMessages.notWxr);
    await expect(read('<?xml version="1.0"?><rss><channel><title>x</title></channel></rss>')).rejects.toThrow(
      ImportMessages.notWxr,
    );
    await expect(read('not xml at all')).rejects.toThrow(WxrError);
  });
});
