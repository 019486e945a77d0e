import { LearnKeys, type LearnType, LearnTexts } from '@atrium/contract/learn';
import { LearnPageTypes } from '@atrium/contract/pages';
import { SiteProfile, SiteTexts } from '@atrium/contract/site';
import { stripMarkup } from '@atrium/contract/text';
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expectCut } from './support/site-folds.ts';
import { expect, jsonLd, metaContent, publishedLearn, siteAdminToken, test } from './support/site.ts';

type Item = { id: number; slug: string; title: string; subtitle: string; authorName: string; created_at: string };

const schemaTypes: Record<LearnType, string> = {
  blog: 'BlogPosting',
  article: 'Article',
  video: 'VideoObject',
  podcast: 'PodcastEpisode',
};

const longUs = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

async function read<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The newest published item of a type that has related items. */
async function itemWithRelated(page: Page, type: LearnType): Promise<{ item: Item; related: Item[] }> {
  const items = await read<Item[]>(page, `/api/${LearnKeys[type]}/?status=1&sort_by=-created_at&limit=20`);
  for (const item of items) {
    const related = await read<Item[]>(page, `/api/${LearnKeys[type]}/slug/${item.slug}/related/`);
    if (related.length > 0) return { item, related };
  }
  throw new Error(`The demo has no ${type} with related items.`);
}

for (const type of ['blog', 'article', 'video', 'podcast'] as const) {
  test(`${type === 'article' ? 'an' : 'a'} ${type} page: breadcrumbs, title, tag, author, date, share links, body, related items, meta and JSON-LD`, async ({
    page,
    baseURL,
  }) => {
    const { item, related } = await itemWithRelated(page, type);
    const meta = await read<{ metaTitle: string; metaDescription: string }>(page, `/api/pages/${item.slug}/`);
    const path = `/${LearnPageTypes[type]}/${item.slug}`;
    const label = LearnTexts[type].singular;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/learn');
    // The last step is the page itself, named by its title (issue 24), not "Blog Detail".
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(stripMarkup(item.title));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(stripMarkup(item.title));
    if (item.subtitle) await expect(page.locator('.learn-detail__subtitle')).toHaveText(item.subtitle);
    await expect(page.locator('.learn-detail .type-tag')).toHaveText(label);
    if (item.authorName) await expect(page.locator('.learn-detail .author__name')).toHaveText(item.authorName);
    await expect(page.locator('.learn-detail__byline time')).toHaveText(longUs(item.created_at));
    await expect(page.locator('.learn-detail__body')).not.toBeEmpty();
    // An article's logo is said to be its partner initiative's, in words; its alt is the one written
    // for it in the media library (the partner's name), else says whose logo it is (decision 100).
    const logo = (item as { articleLogo?: string | null }).articleLogo;
    await expect(page.getByRole('figure', { name: SiteTexts.partnerInitiative })).toHaveCount(logo ? 1 : 0);
    if (logo) {
      const { alts } = await read<{ alts: Record<string, string> }>(
        page,
        `/api/media/alts/?paths=${encodeURIComponent(logo)}`,
      );
      const alt = alts[logo] || `${SiteTexts.partnerInitiative} logo`;
      await expect(
        page.getByRole('figure', { name: SiteTexts.partnerInitiative }).getByRole('img', { name: alt, exact: true }),
      ).toBeVisible();
    }

    const url = encodeURIComponent(`${baseURL}${path}`);
    const share = page.locator('.share');
    await expect(share.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    await expect(share.getByRole('link', { name: /Share on X/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://x\\.com/intent/post\\?url=${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(share.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
    await expect(share.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      SiteProfile.social.find((s) => s.network === 'instagram')!.url,
    );
    const channel = share.getByRole('link', { name: /channel/ });
    if (type === 'video' || type === 'podcast')
      await expect(channel).toHaveAttribute('href', SiteProfile.videoChannel.url);
    else await expect(channel).toHaveCount(0);

    const relatedLinks = page.locator('.related__link');
    await expect(relatedLinks).toHaveCount(related.length);
    const shownTitles = await page.locator('.related__title').allTextContents();
    shownTitles.forEach((shown, i) => expectCut(shown, stripMarkup(related[i]!.title), 40));
    await expect(relatedLinks.first()).toHaveAttribute('href', `/${LearnPageTypes[type]}/${related[0]!.slug}`);

    await expect(page).toHaveTitle(`${meta.metaTitle} | Atrium`);
    expect(await metaContent(page, 'description')).toBe(meta.metaDescription);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    expect(await metaContent(page, 'og:image')).toMatch(/^https?:\/\//);
    if (type === 'video' || type === 'podcast') {
      expect(await metaContent(page, 'og:video')).toMatch(
        /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//,
      );
      expect(await metaContent(page, 'og:video:width')).toBe('400');
      expect(await metaContent(page, 'og:video:height')).toBe('300');
    }
    const blocks = await jsonLd(page);
    const content = blocks.find((block) => block['@type'] === schemaTypes[type]);
    expect(content, JSON.stringify(blocks)).toMatchObject({ url: `${baseURL}${path}`, name: stripMarkup(item.title) });
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect((trail!.itemListElement as Array<{ name: string }>).map((step) => step.name)).toEqual([
      'Home',
      'Learn',
      stripMarkup(item.title),
    ]);
  });
}

test('the related items are a vertical slider on a wide screen, a list on a phone', async ({ page }) => {
  const { item, related } = await itemWithRelated(page, 'blog');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/blogs/${item.slug}`);
  const section = page.locator('section.related');
  await expect(section).toHaveClass(/is-slider/);
  const next = page.getByRole('button', { name: 'Next related items' });
  const previous = page.getByRole('button', { name: 'Previous related items' });
  await expect(previous).toBeDisabled();
  if (related.length > 4) {
    await expect(next).toBeEnabled();
    await next.click();
    await expect(previous).toBeEnabled();
    await expect(page.locator('.related__item').first()).toHaveJSProperty('inert', true);
  } else {
    // All in view: no arrows to offer, and no empty band under the last item.
    await expect(next).toBeHidden();
    const viewport = await page.locator('.related__viewport').boundingBox();
    const last = await page.locator('.related__item').last().boundingBox();
    expect(viewport!.y + viewport!.height - (last!.y + last!.height)).toBeLessThan(24);
  }
  await expectNoA11yViolations(page, 'blog page');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section).not.toHaveClass(/is-slider/);
  await expect(next).toBeHidden();
  await expect(page.locator('.related__item').first()).toHaveJSProperty('inert', false);
  await expect(page.locator('.related__link').last()).toBeVisible();
  await expectNoA11yViolations(page, 'blog page on a phone');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a video page reads: the poster leading to the video, the text and the related list', async ({ page }) => {
    const { item, related } = await itemWithRelated(page, 'video');
    await page.goto(`/videos/${item.slug}`);
    // No player is framed before play (decision 080): the poster links to the video at its host.
    await expect(page.locator('.learn-detail__media iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Play video: / })).toHaveAttribute('href', /^https:\/\/(www\.)?youtu/);
    await expect(page.locator('.learn-detail__body')).toBeVisible();
    await expect(page.locator('.related__link')).toHaveCount(related.length);
    await expect(page.locator('.related__link').last()).toBeVisible();
  });
});

test('an unknown slug answers the 404 page; a renamed item’s old address answers 301 to its new one', async ({
  page,
  request,
}) => {
  const missing = await page.goto('/podcasts/no-such-podcast-here');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // Another type's slug is not this type's page.
  const { item } = await itemWithRelated(page, 'blog');
  expect((await request.get(`/videos/${item.slug}`, { maxRedirects: 0 })).status()).toBe(404);
  // A slug longer than any the API takes is a page that does not exist, not a server failure.
  expect((await request.get(`/blogs/${'b'.repeat(300)}`)).status()).toBe(404);

  const token = await siteAdminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const stamp = Date.now();
  const created = await request.post('/api/learn-videos/', {
    headers,
    data: {
      selectedPage: 'learn',
      title: `Renamed video ${stamp}`,
      description: '<p>A video whose address changes.</p>',
      created_at: '2025-03-01',
      VideoType: 0,
      VideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      status: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const video = ((await created.json()) as { data: Item }).data;
  try {
    const renamed = `renamed-video-now-${stamp}`;
    const patch = await request.patch(`/api/pages/${video.slug}/`, {
      headers,
      data: {
        customUrl: renamed,
        metaTitle: 'Renamed',
        metaDescription: 'Renamed video',
        metaOGTitle: 'Renamed',
        metaOGDescription: 'Renamed video',
        metaKeywords: 'video',
        pageType: 'videos',
      },
    });
    expect(patch.status(), await patch.text()).toBe(200);
    const old = await request.get(`/videos/${video.slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/videos/${renamed}`);
    await page.goto(`/videos/${video.slug}`);
    await expect(page).toHaveURL(new RegExp(`/videos/${renamed}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Renamed video ${stamp}`);
  } finally {
    await request.delete(`/api/learn-videos/${video.id}/`, { headers });
  }
});

test('a podcast page: the episode to listen to, then the description, then the transcript (decision 080)', async ({
  page,
}) => {
  const item = (await publishedLearn<Item & { podCastTranscript: string }>(page, 'learn-podcasts')).find((one) =>
    one.title.startsWith('Field Notes 24:'),
  );
  await page.goto(`/podcasts/${item!.slug}`);
  const main = page.locator('.learn-detail__main');
  const label = main.locator('.podcast-audio__label');
  // The demo's episode is its transcript spoken, a minute long, not a few seconds of chimes.
  await expect(label).toHaveText(/^Listen to this episode \(1 min\)$/);
  const order = await main
    .locator('.podcast-audio, .learn-detail__body, .podcast-transcript')
    .evaluateAll((parts) => parts.map((part) => part.className.split(' ')[0]));
  expect(order).toEqual(['podcast-audio', 'learn-detail__body', 'podcast-transcript']);
  await expect(main.getByRole('heading', { level: 2, name: SiteTexts.transcript })).toBeVisible();
  await expect(main.locator('.podcast-transcript p')).toHaveCount(item!.podCastTranscript.split('\n\n').length);
});
