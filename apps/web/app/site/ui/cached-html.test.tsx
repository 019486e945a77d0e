import { defaultSiteSettings } from '@atrium/contract/site-settings';
import type { LearnFeedItem } from '@atrium/contract/learn';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '~/site/layout/site-footer';
import { SiteHeader } from '~/site/layout/site-header';
import { LearnCard } from '~/site/sections/learn/learn-card';
import { SiteSettingsProvider } from '~/site/site-settings';
import { forgetCachedHtml, RenderHtmlProvider } from '~/site/ui/cached-html';
import { MediaAltsProvider } from '~/site/ui/media-alts';

const image = `/media/images/${'a'.repeat(32)}.jpg`;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const item = deepFreeze({
  content_type: 'blog',
  content_type_icon: null,
  data: {
    id: 1,
    slug: 'a-blog',
    title: 'A <em>blog</em>',
    description: '<p>First sentence. Second sentence.</p>',
    image,
    authorName: 'Ada',
    authorImage: null,
    created_at: '2026-11-20T10:00:00.000Z',
    categoryNames: ['Health'],
  },
}) as unknown as LearnFeedItem;

let rendered = 0;
function renderPiece(element: Parameters<typeof renderToString>[0]): string {
  rendered += 1;
  return renderToString(element);
}

/** A public page's pieces as the server entry renders them, with or without keeping their HTML. */
function page(keep: boolean, alts: Record<string, string>, path = '/learn') {
  const tree = (
    <SiteSettingsProvider value={deepFreeze(defaultSiteSettings('UTC'))}>
      <MediaAltsProvider value={alts}>
        <SiteHeader path={path} />
        <LearnCard item={item} cut={120} sizes="100vw" />
        <SiteFooter partners={[]} />
      </MediaAltsProvider>
    </SiteSettingsProvider>
  );
  return renderToString(keep ? <RenderHtmlProvider value={renderPiece}>{tree}</RenderHtmlProvider> : tree);
}

describe('pieces of HTML kept across public pages (decision 056)', () => {
  it('are the HTML rendered in place, and follow what they show', () => {
    forgetCachedHtml();
    expect(page(true, {})).toBe(page(false, {}));
    expect(rendered).toBe(3);
    // Kept now: the same again, and another alt text or current menu entry is another piece.
    expect(page(true, {})).toBe(page(false, {}));
    expect(rendered).toBe(3);
    expect(page(true, { [image]: 'A written alt' })).toBe(page(false, { [image]: 'A written alt' }));
    expect(page(true, { [image]: 'A written alt' })).toContain('alt="A written alt"');
    expect(page(true, {}, '/about-us')).toBe(page(false, {}, '/about-us'));
    expect(page(true, {}, '/about-us')).toContain('href="/about-us" aria-current="page"');
    forgetCachedHtml();
    rendered = 0;
    page(true, {});
    expect(rendered).toBe(3);
  });
});
