import { defaultSiteSettings } from '@atrium/contract/site-settings';
import type { LearnFeedItem } from '@atrium/contract/learn';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '~/site/layout/site-footer';
import { SiteHeader } from '~/site/layout/site-header';
import { heroSlider } from '~/site/sections/hero-slider/hero-slider';
import { featuredInitiatives } from '~/site/sections/learn/featured-initiatives';
import { LearnCard } from '~/site/sections/learn/learn-card';
import { recentContent } from '~/site/sections/learn/recent-content';
import { missionTabs } from '~/site/sections/mission/mission-tabs';
import type { Section } from '~/site/sections/section';
import { advisoryBoard } from '~/site/sections/people/advisory-board';
import { advisoryList } from '~/site/sections/people/advisory-list';
import { SiteSettingsProvider } from '~/site/site-settings';
import { forgetCachedHtml, renderWithPieces, setCachedHtmlBytes } from '~/site/ui/cached-html';
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

/** Pieces rendered (a render inside the page's render), not the pages themselves. */
let rendered = 0;
let depth = 0;
function renderPiece(element: Parameters<typeof renderToString>[0]): string {
  if (depth > 0) rendered += 1;
  depth += 1;
  try {
    return renderToString(element);
  } finally {
    depth -= 1;
  }
}

/** A tree as the server entry renders a page: its kept pieces' bytes written in where React left their marks. */
function withPieces(tree: ReactElement): string {
  return renderWithPieces(tree, renderPiece).toString();
}

/** A public page's pieces as the server entry renders them, with or without keeping their HTML. */
function page(keep: boolean, alts: Record<string, string>, path = '/learn') {
  const tree = (
    <SiteSettingsProvider value={deepFreeze(defaultSiteSettings('UTC'))}>
      <MediaAltsProvider value={{ alts, untranslated: [] }}>
        <SiteHeader path={path} />
        <LearnCard item={item} cut={120} sizes="100vw" />
        <SiteFooter partners={[]} />
      </MediaAltsProvider>
    </SiteSettingsProvider>
  );
  return keep ? withPieces(tree) : renderToString(tree);
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

  it("are written into the page's bytes as they were rendered, whatever the characters (decision 093)", () => {
    forgetCachedHtml();
    const quoted = deepFreeze({
      ...item,
      data: { ...item.data, id: 3, title: 'It’s “quoted”', description: '<p>Café — naïve ✓ 😀 and more…</p>' },
    }) as unknown as LearnFeedItem;
    const tree = (
      <SiteSettingsProvider value={deepFreeze(defaultSiteSettings('UTC'))}>
        <MediaAltsProvider value={{ alts: {}, untranslated: [] }}>
          <p>Before ’</p>
          <LearnCard item={quoted} cut={120} sizes="100vw" />
          <LearnCard item={item} cut={120} sizes="100vw" />
          <LearnCard item={quoted} cut={120} sizes="100vw" />
          <p>After</p>
        </MediaAltsProvider>
      </SiteSettingsProvider>
    );
    const inPlace = Buffer.from(`<!DOCTYPE html>${renderToString(tree)}`);
    rendered = 0;
    expect(renderWithPieces(tree, renderPiece, '<!DOCTYPE html>')).toEqual(inPlace);
    expect(rendered).toBe(2);
    // Kept: the same bytes again, nothing rendered apart.
    expect(renderWithPieces(tree, renderPiece, '<!DOCTYPE html>')).toEqual(inPlace);
    expect(rendered).toBe(2);
    expect(inPlace.toString()).toContain('It’s “quoted”');
    expect(inPlace.toString()).not.toContain('<!--piece:');
  });

  it('hold no more than the share of PAGE_CACHE_MB the server gives them (decision 075)', () => {
    forgetCachedHtml();
    try {
      // A share too small for any piece: each render makes its pieces again, and the HTML is the same.
      setCachedHtmlBytes(64);
      rendered = 0;
      expect(page(true, {})).toBe(page(false, {}));
      page(true, {});
      expect(rendered).toBe(6);
      // Room again: kept from the next render on.
      setCachedHtmlBytes(8 * 1024 * 1024);
      rendered = 0;
      page(true, {});
      page(true, {});
      expect(rendered).toBe(3);
    } finally {
      setCachedHtmlBytes(8 * 1024 * 1024);
      forgetCachedHtml();
    }
  });
});

const slide = (id: number) => ({
  id,
  title: `Slide <em>${id}</em>`,
  briefDescription: '<p>About it.</p>',
  cta_status: 1,
  cta_url: '/learn',
  heroSlider: { type: 0, image, video: { type: null, url: null, file: null } },
});
const person = (id: number) => ({
  id,
  title: `Member ${id}`,
  subtitle: 'Adviser',
  description: '<p>Bio.</p>',
  IndividualImage: image,
});
const part = (id: number) => ({ id, title: `Part ${id}`, description: '<p>Text.</p>', mvgImage: image });

/** Home's sections and about us's member list (decision 063), each given frozen data as the site's read cache hands it. */
const homeSections: Array<[Section<unknown>, unknown]> = [
  [heroSlider, deepFreeze([slide(1), slide(2)])],
  [advisoryBoard, deepFreeze({ category: null, people: [person(1), person(2)] })],
  [advisoryList, deepFreeze({ category: null, people: [person(1), person(2)] })],
  [recentContent, deepFreeze({ category: null, items: [item, { ...item, data: { ...item.data, id: 2 } }] })],
  [featuredInitiatives, deepFreeze({ category: null, items: [item] })],
  [missionTabs, deepFreeze({ main: null, parts: [part(1), part(2)] })],
];

function home(keep: boolean, alts: Record<string, string>) {
  const tree = (
    <SiteSettingsProvider value={deepFreeze(defaultSiteSettings('UTC'))}>
      <MediaAltsProvider value={{ alts, untranslated: [] }}>
        {homeSections.map(([section, data], i) => {
          const View = section.View;
          return <View key={i} id={`s${i}`} data={data} page="home" href="/" isFirst={i === 0} />;
        })}
      </MediaAltsProvider>
    </SiteSettingsProvider>
  );
  return keep ? withPieces(tree) : renderToString(tree);
}

describe("home's pieces (decision 063)", () => {
  it('are the HTML rendered in place, made once, and follow the alt texts', () => {
    forgetCachedHtml();
    rendered = 0;
    const inPlace = home(false, {});
    expect(home(true, {})).toBe(inPlace);
    const made = rendered;
    // 1 kept slide (not the lead one), 2 cards and 2 member slides, 1 recent item, 1 featured card, 2 panels, 2 slider controls.
    expect(made).toBeGreaterThanOrEqual(10);
    expect(home(true, {})).toBe(inPlace);
    expect(rendered).toBe(made);
    expect(home(true, { [image]: 'Written' })).toBe(home(false, { [image]: 'Written' }));
    expect(inPlace).toContain('data-fallback="image"');
  });
});
