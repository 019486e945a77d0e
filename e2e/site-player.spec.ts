import { SiteTexts } from '@atrium/contract/site';
import { stripMarkup } from '@atrium/contract/text';
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { stubVideoHosts } from './support/learn-screens.ts';
import { expect, publishedLearn, test } from './support/site.ts';

/**
 * Decision 080: a video or podcast page shows the video's poster as a facade and asks nothing of
 * YouTube, Vimeo or any other host until the visitor presses play; then the player is framed,
 * asked to play, and given the focus.
 */

// The players pressed here come from the stand-in, never from the hosts (the machine may be offline).
test.beforeEach(({ page }) => stubVideoHosts(page));

/** Every request the page makes to a host other than the site's, from now on. */
function outsideRequests(page: Page, siteURL: string): string[] {
  const origin = new URL(siteURL).origin;
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) seen.push(url);
  });
  return seen;
}

type Linked = { slug: string; title: string; poster: string | null };

/** The newest published item of the type with a poster (the demo's all have one; other specs add some without). */
async function withPoster<T extends Linked>(page: Page, key: 'learn-videos' | 'learn-podcasts'): Promise<T> {
  const item = (await publishedLearn<T>(page, key)).find((one) => one.poster);
  if (!item) throw new Error(`No ${key} with a poster.`);
  return item;
}

for (const [type, path, key] of [
  ['video', 'videos', 'learn-videos'],
  ['podcast', 'podcasts', 'learn-podcasts'],
] as const) {
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    test(`a ${type} page at ${width} px: no outside request before play; the poster is a button that frames the player, playing`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height });
      const item = await withPoster(page, key);
      const title = stripMarkup(item.title);
      const outside = outsideRequests(page, baseURL!);
      await page.goto(`/${path}/${item.slug}`);
      await page.waitForLoadState('networkidle');
      expect(outside, 'requests to other hosts before play').toEqual([]);

      const media = page.locator('.learn-detail__media');
      await expect(media.locator('iframe')).toHaveCount(0);
      const play = media.getByRole('button', {
        name: `${SiteTexts.playVideo(title)}. ${SiteTexts.playsFrom('YouTube')}`,
      });
      await expect(play).toBeVisible();
      await expect(play).toBeInViewport();
      // The poster is the site's own picture, filling the frame.
      const poster = media.locator('img');
      await expect(poster).toHaveAttribute('src', /^\/media\//);
      const [frameBox, posterBox] = [await media.boundingBox(), await poster.boundingBox()];
      expect(Math.round(posterBox!.width)).toBe(Math.round(frameBox!.width));
      if (width === 1440) await expectNoA11yViolations(page, `${type} page with its facade`);

      await play.focus();
      await page.keyboard.press('Enter');
      const frame = media.locator('iframe');
      await expect(frame).toHaveAttribute(
        'src',
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
      );
      await expect(frame).toHaveAttribute('title', title);
      await expect(frame).toHaveAttribute('allow', /\bautoplay\b/);
      await expect(frame).toBeFocused();
      await expect
        .poll(() => outside.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/')))
        .toBe(true);
      expect(outside.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
      // The player takes the poster's place, at the frame's size.
      const playerBox = await frame.boundingBox();
      expect(Math.round(playerBox!.width)).toBe(Math.round(frameBox!.width));
      expect(Math.round(playerBox!.height)).toBe(Math.round(frameBox!.height));
    });
  }
}

test('a click with the mouse starts the player too', async ({ page }) => {
  const item = await withPoster(page, 'learn-videos');
  await page.goto(`/videos/${item.slug}`);
  await page.getByRole('button', { name: /^Play video: / }).click();
  await expect(page.locator('.learn-detail__media iframe')).toHaveAttribute('src', /autoplay=1/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the poster is a link to the video at its host, and nothing is asked of the host on load', async ({
    page,
    baseURL,
  }) => {
    const item = await withPoster<Linked & { VideoUrl: string }>(page, 'learn-videos');
    const outside = outsideRequests(page, baseURL!);
    await page.goto(`/videos/${item.slug}`);
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
    await expect(page.locator('.learn-detail__media iframe')).toHaveCount(0);
    await expect(
      page.getByRole('link', {
        name: `${SiteTexts.playVideo(stripMarkup(item.title))}. ${SiteTexts.playsFrom('YouTube')}`,
      }),
    ).toHaveAttribute('href', item.VideoUrl);
  });
});
