import { learnItemPath } from '@atrium/contract/pages';
import { expect, metaContent, publishedLearn, test } from './support/site.ts';

/**
 * Posters of videos and podcasts (issue 22 item 5, decision 041): every demo video and podcast
 * card shows the site's own poster, the related column and og:image use it, and no public page
 * asks a third party (YouTube's or Vimeo's thumbnail hosts) for a picture.
 */
test('video and podcast cards, the related column and og:image show stored posters; no third-party picture', async ({
  page,
  baseURL,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && !request.url().startsWith(baseURL!)) outside.push(request.url());
  });

  await page.goto('/learn?mediaType=video,podcast');
  const cards = page.locator('.learn-card .card-video');
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  // Not one blank tile: each has its poster, a stored image.
  await expect(cards.locator('img[src^="/media/images/"]')).toHaveCount(shown);

  const [video] = await publishedLearn(page, 'learn-videos');
  await page.goto(learnItemPath('video', video!.slug));
  const related = page.locator('img.related__image');
  expect(await related.count()).toBeGreaterThan(0);
  for (const image of await related.all()) expect(await image.getAttribute('src')).toMatch(/^\/media\/images\//);
  expect(await metaContent(page, 'og:image')).toMatch(/\/media\/images\/.+\.webp$/);

  await page.goto('/');
  expect(await page.content()).not.toMatch(/ytimg\.com|img\.youtube\.com|vimeocdn\.com/);
  expect(outside).toEqual([]);
});
