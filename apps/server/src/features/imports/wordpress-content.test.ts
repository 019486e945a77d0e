import { describe, expect, it } from 'vitest';
import {
  addressesIn,
  attachmentIdsIn,
  builtAround,
  classicParagraphs,
  type ContentContext,
  toRichText,
  uploadKey,
  wpDay,
  wpInstant,
} from './wordpress-content.ts';

const site = 'http://wordpress.test';
const uploads = `${site}/wp-content/uploads`;

/** Every upload of the site maps to one stored image, by its key (sizes and edits folded). */
function context(overrides: Partial<ContentContext> = {}): ContentContext {
  return {
    media: (url) => {
      if (!url.startsWith(uploads)) return undefined;
      const key = uploadKey(url.slice(uploads.length + 1));
      if (key.endsWith('.mp3')) return { path: '/media/audio/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.mp3', kind: 'audio' };
      return { path: `/media/images/${'b'.repeat(32)}.jpg`, kind: 'image', alt: `alt of ${key}` };
    },
    attachmentUrl: (id) => (id === 7 ? `${uploads}/2024/03/seven.jpg` : undefined),
    siteOrigins: new Set([site, 'https://wordpress.test']),
    ...overrides,
  };
}

describe('a WordPress body as rich text', () => {
  it('drops the block editor comments and points images, size variants included, at the stored file', () => {
    const html = toRichText(
      [
        '<!-- wp:paragraph -->\n<p>Hello <strong>garden</strong>.</p>\n<!-- /wp:paragraph -->',
        '<!-- wp:image {"id":5,"sizeSlug":"large"} -->',
        `<figure class="wp-block-image size-large"><img src="${uploads}/2024/03/beds-1024x576.jpg" alt="" class="wp-image-5"/><figcaption class="wp-element-caption">Raised beds</figcaption></figure>`,
        '<!-- /wp:image -->',
      ].join('\n'),
      context(),
    );
    expect(html).not.toContain('wp:');
    expect(html).not.toContain('class=');
    expect(html).toContain(`<img src="/media/images/${'b'.repeat(32)}.jpg" alt="alt of 2024/03/beds.jpg" />`);
    expect(html).toContain('<figcaption>Raised beds</figcaption>');
    expect(html).toContain('<p>Hello <strong>garden</strong>.</p>');
  });

  it('makes the classic editor’s paragraphs and its [caption] shortcode a figure', () => {
    const html = toRichText(
      `First line\nsecond line\n\n[caption id="attachment_5" align="aligncenter" width="300"]<img class="size-medium wp-image-5" src="${uploads}/2024/03/beds-300x200.jpg" alt="Beds" width="300" height="200" /> The beds in May[/caption]\n\nLast.`,
      context(),
    );
    expect(html).toContain('<p>First line<br />\nsecond line</p>');
    expect(html).toMatch(
      /<figure><img src="\/media\/images\/b{32}\.jpg" alt="Beds" width="300" height="200" \/><figcaption>The beds in May<\/figcaption><\/figure>/,
    );
    expect(html).toContain('<p>Last.</p>');
  });

  it('turns an embed into the player the sanitiser keeps, and leaves out the one the item is built around', () => {
    const embed =
      '<!-- wp:embed {"url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ","type":"video","providerNameSlug":"youtube"} -->\n' +
      '<figure class="wp-block-embed is-type-video is-provider-youtube"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n</div></figure>\n<!-- /wp:embed -->';
    const body = `${embed}\n\n<!-- wp:paragraph -->\n<p>Our film.</p>\n<!-- /wp:paragraph -->`;
    expect(toRichText(body, context())).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    const without = toRichText(body, context({ leaveOut: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }));
    expect(without).not.toContain('iframe');
    expect(without).toContain('<p>Our film.</p>');
  });

  it('makes an audio player a link to the stored file, and a link into the old site a path the redirects answer', () => {
    const html = toRichText(
      `<figure class="wp-block-audio"><audio controls src="${uploads}/2024/04/episode.mp3"></audio></figure>\n<p>See <a href="${site}/2024/03/spring/">spring</a> and <a href="https://example.org/x">elsewhere</a>.</p>`,
      context(),
    );
    expect(html).toContain('<a href="/media/audio/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.mp3">episode.mp3</a>');
    expect(html).toContain('<a href="/2024/03/spring/">spring</a>');
    expect(html).toContain('<a href="https://example.org/x">elsewhere</a>');
  });

  it('never lets a script, a handler or a foreign iframe through', () => {
    const html = toRichText(
      '<p onclick="x()">Hi<script>alert(1)</script></p><iframe src="https://evil.example/x"></iframe><img src="javascript:alert(1)">',
      context(),
    );
    expect(html).not.toMatch(/script|onclick|evil|javascript/);
  });

  it('lays a block gallery’s pictures out one after another, its caption below (no figure in a figure)', () => {
    const image = (name: string) =>
      `<!-- wp:image {"id":1} -->\n<figure class="wp-block-image size-large"><img src="${uploads}/2024/04/${name}-1024x683.jpg" alt="" class="wp-image-1"/></figure>\n<!-- /wp:image -->`;
    const html = toRichText(
      `<!-- wp:gallery {"linkTo":"none"} -->\n<figure class="wp-block-gallery has-nested-images">${image('a')}\n\n${image('b')}<figcaption class="blocks-gallery-caption wp-element-caption">Both</figcaption></figure>\n<!-- /wp:gallery -->`,
      context(),
    );
    expect(html).not.toMatch(/<figure>\s*<figure>/);
    expect(html.match(/<figure><img/g)).toHaveLength(2);
    expect(html).toMatch(/<\/figure>\n<p>Both<\/p>$/);
  });

  it('expands a [gallery] from its attachments', () => {
    expect(attachmentIdsIn('[gallery ids="7,8"] <img class="wp-image-9">')).toEqual([9, 7, 8]);
    expect(toRichText('[gallery ids="7"]', context())).toContain(`<img src="/media/images/${'b'.repeat(32)}.jpg"`);
    expect(addressesIn('[gallery ids="7"]', context())).toEqual([`${uploads}/2024/03/seven.jpg`]);
  });
});

describe('what a post is built around', () => {
  const youtube = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  it('is a video when a YouTube or Vimeo embed comes first, or the post’s format says so', () => {
    expect(builtAround(`${youtube}\n\nWords after.`, undefined)).toEqual({ kind: 'video', url: youtube });
    expect(builtAround(`Words first.\n\n${youtube}`, undefined)).toBeUndefined();
    expect(builtAround(`Words first.\n\n${youtube}`, 'post-format-video')).toEqual({ kind: 'video', url: youtube });
  });
  it('is a podcast when an audio file comes first', () => {
    expect(builtAround(`[audio mp3="${uploads}/2024/04/e.mp3"][/audio]\n\nShow notes.`, undefined)).toEqual({
      kind: 'podcast',
      url: `${uploads}/2024/04/e.mp3`,
    });
    expect(builtAround('<p>Only words.</p>', 'post-format-audio')).toBeUndefined();
  });
});

describe('keys and dates', () => {
  it('finds every size and edit of an upload under one key', () => {
    expect(uploadKey('2024/03/Beds-1024x576.jpg')).toBe('2024/03/beds.jpg');
    expect(uploadKey('2024/03/beds-scaled.jpg')).toBe('2024/03/beds.jpg');
    expect(uploadKey('2024/03/beds-scaled-300x200.jpg')).toBe('2024/03/beds.jpg');
    expect(uploadKey('2024/03/caf%C3%A9.jpg')).toBe('2024/03/café.jpg');
    expect(uploadKey('2024/03/1920x1080.jpg')).toBe('2024/03/1920x1080.jpg');
  });
  it('reads WordPress dates, and its zero date as none', () => {
    expect(wpInstant('2024-03-12 09:15:00')).toBe('2024-03-12T09:15:00.000Z');
    expect(wpInstant('0000-00-00 00:00:00')).toBeNull();
    expect(wpDay('2024-03-12 23:15:00')).toBe('2024-03-12');
  });
  it('keeps a block that already is one when making classic paragraphs', () => {
    expect(classicParagraphs('<h2>Title</h2>\n\nText')).toBe('<h2>Title</h2>\n<p>Text</p>');
  });
});
