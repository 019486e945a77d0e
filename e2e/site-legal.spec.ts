import { expectNoA11yViolations } from './support/a11y.ts';
import { expect, metaContent, test } from './support/site.ts';

/** Requirements 3 §2 Legal copy: what the two texts must cover between them. */
const topics = {
  '/privacy-policy': [
    /Information collected automatically/i,
    /Newsletter and consent/i,
    /Cookies/i,
    /at least 10 days before/i,
    /laws of the Commonwealth of Virginia/i,
  ],
  '/term-of-use': [
    /Intellectual property/i,
    /Indemnification/i,
    /Limitation of liability/i,
    /Linking to and from the website/i,
    /Comments and submissions/i,
    /at least 10 days before/i,
    /laws of the Commonwealth of Virginia/i,
  ],
};

for (const [path, expected] of Object.entries(topics)) {
  test(`${path} covers its topics, links its sections and is accessible`, async ({ page, baseURL }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const body = page.locator('article.legal__body');
    for (const topic of expected) await expect(body).toContainText(topic);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const firstLink = toc.getByRole('link').first();
    const target = (await firstLink.getAttribute('href'))!;
    await expect(page.locator(target)).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    expect(await metaContent(page, 'description')).toBeTruthy();
    await expectNoA11yViolations(page, path);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoA11yViolations(page, `${path} on a phone`);
  });
}
