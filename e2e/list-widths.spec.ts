import type { Page } from '@playwright/test';
import { adminApiWithToken, uniqueTag } from './support/list-screen.ts';
import { expect, test } from './support/site.ts';

/**
 * Decision 084: every list screen of the back office reads at every width. On the demo site (every
 * list has rows; the test adds a redirect), each screen is opened once, from the navigation as a
 * person would (no reload), and the window resized: the page is never wider than the window (no
 * sideways scrolling), and from 1280 px up a row's title takes at least 40% of it.
 */
const screens = [
  'blogs',
  'articles',
  'videos',
  'podcasts',
  'hero-slider',
  'faq',
  'individuals',
  'industries',
  'mission-vision-goal',
  'categories',
  'mailing-lists',
  'requested-appointments',
  'contact-us',
  'redirects',
  'pages',
];
const widths = [390, 768, 1024, 1280, 1440];
/** Every screen and width is measured, whatever one of them gives. */
const soft = expect.configure({ soft: true });

/** The first row's title cell's share of its row, and how much wider than the window the document is. */
async function measure(page: Page) {
  const title = page.locator('li [data-role="title"]').first();
  const [cell, row] = await Promise.all([title.boundingBox(), title.locator('xpath=..').boundingBox()]);
  const overflow = await page.evaluate(() => {
    const { document, innerWidth } = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number } };
      innerWidth: number;
    };
    return document.documentElement.scrollWidth - innerWidth;
  });
  return { share: cell && row ? cell.width / row.width : null, overflow };
}

test('every list screen: no sideways scrolling, and the title at least 40% of a row from 1280 px', async ({
  page,
  admin,
  signIn,
}) => {
  test.setTimeout(90_000);
  const api = adminApiWithToken(page.request, await signIn(admin));
  const tag = uniqueTag();
  const redirect = await api.call<{ id: number }>('POST', '/api/redirects/', { from: `/old-${tag}`, to: '/' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/${screens[0]}`);
  for (const screen of screens) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('navigation', { name: 'Main navigation' }).locator(`a[href="/admin/${screen}"]`).click();
    await page.waitForURL(`**/admin/${screen}`);
    await page.locator('li [data-role="title"]').first().waitFor();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      // The shell and the lists lay out again after a resize (the navigation folds away on a phone).
      await soft
        .poll(async () => (await measure(page)).overflow, { message: `${screen} at ${width} px scrolls sideways` })
        .toBeLessThanOrEqual(0);
      if (width >= 1280) {
        await soft
          .poll(async () => (await measure(page)).share, { message: `${screen}'s title at ${width} px` })
          .toBeGreaterThanOrEqual(0.4);
      }
    }
  }
  await api.call('DELETE', `/api/redirects/${redirect.id}/`);
});
