import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expect, openAppointmentPopup, publishedLearn, test } from './support/site.ts';

/**
 * Decision 080: a visitor whose system asks for a dark scheme gets one, with WCAG AA contrast
 * (axe's rules, colour contrast among them) on the main pages, at a phone's width and a laptop's.
 */

/** The relative luminance of a computed rgb() colour (0 black, 1 white). */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

type Styled = { backgroundColor: string; color: string };
type Browser = { getComputedStyle(element: unknown): Styled; document: { body: unknown } };

async function pageColours(page: Page): Promise<Styled> {
  return page.evaluate(() => {
    const browser = globalThis as unknown as Browser;
    const { backgroundColor, color } = browser.getComputedStyle(browser.document.body);
    return { backgroundColor, color };
  });
}

async function mainPages(page: Page): Promise<string[]> {
  const [blog] = await publishedLearn(page, 'learn-blogs');
  const [podcast] = await publishedLearn(page, 'learn-podcasts');
  return [
    '/',
    '/about-us',
    '/initiatives',
    '/learn',
    '/faqs',
    '/contact-us',
    `/blogs/${blog!.slug}`,
    `/podcasts/${podcast!.slug}`,
    '/search?q=health',
    '/privacy-policy',
  ];
}

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`dark scheme at ${width} px: dark paper and light text, no axe violation on the main pages`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const path of await mainPages(page)) {
      await page.goto(path);
      const { backgroundColor, color } = await pageColours(page);
      expect(luminance(backgroundColor), `${path}: the page's ground`).toBeLessThan(0.02);
      expect(luminance(color), `${path}: the text`).toBeGreaterThan(0.5);
      await expectNoA11yViolations(page, `${path} in the dark scheme at ${width} px`);
    }
  });
}

test('the light scheme stays the default: white paper and dark text', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const { backgroundColor, color } = await pageColours(page);
  expect(luminance(backgroundColor)).toBe(1);
  expect(luminance(color)).toBeLessThan(0.05);
});

test('the appointment popup in the dark scheme: no axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openAppointmentPopup(page);
  await expectNoA11yViolations(page, 'the appointment popup in the dark scheme');
});
