import type { Locator, Page } from '@playwright/test';
import { expect, publishedLearn, test } from './support/site.ts';

/**
 * Decision 080, the visual review of issue 41: no page is wider than the screen at 320, 390, 768
 * or 1440 px; a tablet (768 px) gets two columns where a laptop has several, not a stretched
 * phone; a phone's footer fits one screen.
 */

type Win = { innerWidth: number; document: { documentElement: { scrollWidth: number; scrollHeight: number } } };

async function mainPages(page: Page): Promise<string[]> {
  const [blog] = await publishedLearn(page, 'learn-blogs');
  const [video] = await publishedLearn(page, 'learn-videos');
  const [podcast] = await publishedLearn(page, 'learn-podcasts');
  return [
    '/',
    '/about-us',
    '/initiatives',
    '/learn',
    '/faqs',
    '/contact-us',
    `/blogs/${blog!.slug}`,
    `/videos/${video!.slug}`,
    `/podcasts/${podcast!.slug}`,
    '/search',
    '/search?q=health',
    '/search?q=health&type=video',
    '/search?q=zzzxq%20data',
    '/newsletters',
    '/privacy-policy',
    '/no-such-page',
  ];
}

/** How many columns a set of boxes stands in: their distinct left edges. */
async function columns(items: Locator): Promise<number> {
  const lefts = await items.evaluateAll((boxes) =>
    boxes.map((box) =>
      Math.round((box as unknown as { getBoundingClientRect(): { left: number } }).getBoundingClientRect().left),
    ),
  );
  return new Set(lefts).size;
}

for (const width of [320, 390, 768, 1440]) {
  test(`at ${width} px no page is wider than the screen`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const wider: string[] = [];
    for (const path of await mainPages(page)) {
      await page.goto(path);
      const { scrollWidth, innerWidth } = await page.evaluate(() => {
        const win = globalThis as unknown as Win;
        return { scrollWidth: win.document.documentElement.scrollWidth, innerWidth: win.innerWidth };
      });
      if (scrollWidth > innerWidth) wider.push(`${path}: ${scrollWidth} px`);
    }
    expect(wider).toEqual([]);
  });
}

test('a phone’s footer, at 390×844, is at most one screen tall', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/contact-us']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    const box = (await footer.boundingBox())!;
    expect(box.height, path).toBeLessThanOrEqual(844);
    // Everything is still there: the menu, the legal links, the signup and the partners.
    await expect(footer.getByRole('navigation', { name: 'Explore' }).getByRole('link')).toHaveCount(6);
    await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveCount(2);
    await expect(footer.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  }
});

test('a tablet, at 768 px, has two columns where a laptop has several', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });

  await page.goto('/about-us');
  const height = await page.evaluate(() => (globalThis as unknown as Win).document.documentElement.scrollHeight);
  // It was 5,823 px, a phone's layout stretched (issue 41).
  expect(height).toBeLessThan(4500);
  const founder = page.locator('.founder__inner > *');
  expect(await columns(founder)).toBe(2);
  for (const row of await page.locator('.mvg-row').all()) expect(await columns(row.locator('> *'))).toBe(2);
  expect(await columns(page.locator('.member-list > li'))).toBe(2);

  const footer = page.getByRole('contentinfo');
  expect(await columns(footer.locator('.site-footer__about, .site-footer__signup'))).toBe(2);
  expect(await columns(footer.getByRole('navigation'))).toBe(2);

  await page.goto('/');
  expect(await columns(page.locator('.featured-grid > *'))).toBe(2);
  expect(await columns(page.locator('.people-grid > *'))).toBeGreaterThanOrEqual(2);

  await page.goto('/learn');
  expect(await columns(page.locator('#all-learn-data-fold .learn-grid > li'))).toBe(2);

  await page.goto('/contact-us');
  expect(await columns(page.locator('.contact__grid > *'))).toBe(2);
  expect(await columns(page.locator('.page-banner__inner > *'))).toBe(2);
});
