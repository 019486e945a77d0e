import { SocialNetworks } from '@atrium/contract/site-settings';
import type { Request } from '@playwright/test';
import { SiteLegalLinks, SiteMenu, SiteProfile, SiteTexts } from '@atrium/contract/site';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expect, imageLoaded, scrollTo, scrollY, test } from './support/site.ts';

const phone = { width: 390, height: 844 };

/** WCAG's contrast ratio of an sRGB colour against white. */
function contrastOnWhite(rgb: number[]): number {
  const linear = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
  return 1.05 / (luminance + 0.05);
}

test('the header marks the current page; the footer has the links, the partners and the copyright', async ({
  page,
}) => {
  await page.goto('/faqs');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of SiteMenu) await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'FAQs' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
  // Without a script the button leads to the contact page (the popup: site-forms-appointment.spec.ts).
  await expect(page.getByRole('link', { name: SiteTexts.requestAppointment })).toHaveAttribute('href', '/contact-us');

  const footer = page.getByRole('contentinfo');
  for (const link of [...SiteMenu, ...SiteLegalLinks]) {
    await expect(footer.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.path);
  }
  await expect(footer).toContainText(SiteTexts.copyright);
  for (const network of ['facebook', 'x', 'linkedin', 'instagram'] as const) {
    const name = `${SocialNetworks[network]} (opens in a new tab)`;
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  // Partner initiatives: published articles with a logo, each linking to its page.
  const partners = footer.getByRole('region', { name: SiteTexts.partnerInitiatives }).getByRole('link');
  expect(await partners.count()).toBeGreaterThan(0);
  const first = partners.first();
  await expect(first).toHaveAttribute('href', /^\/articles\/[a-z0-9-]+$/);
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => imageLoaded(page, '.site-footer__partners img')).toBe(true);
});

test('a detail page marks Learn as its section', async ({ page }) => {
  const [blog] = (await (await page.request.get('/api/learn-blogs/?status=1&limit=1')).json()).data as Array<{
    slug: string;
  }>;
  await page.goto(`/blogs/${blog!.slug}`);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('on a phone the menu opens and closes (Escape, outside click) and the page stays accessible', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  const toggle = page.locator('summary', { hasText: SiteTexts.menu });
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expectNoA11yViolations(page, 'the phone menu, open');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(menu).toBeVisible();
  // Below the open panel: the page itself.
  await page.mouse.click(200, 830);
  await expect(menu).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page reads: its heading, its content and the frame', async ({ page }) => {
    const [article] = (await (await page.request.get('/api/learn-articles/?status=1&limit=1')).json()).data as Array<{
      slug: string;
    }>;
    const pages = {
      '/faqs': 'details.faq__item',
      '/contact-us': 'address',
      '/privacy-policy': 'article.legal__body',
      '/term-of-use': 'article.legal__body',
      '/mailing-list/confirmed': '.mailing-result__message',
      [`/articles/${article!.slug}`]: '.learn-detail__body',
    };
    for (const [path, content] of Object.entries(pages)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.locator(content).first(), path).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(SiteTexts.copyright);
      await expect(page.locator('html.js')).toHaveCount(0);
    }
  });

  test('the phone menu still opens and leads to a page', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/');
    await page.locator('summary', { hasText: SiteTexts.menu }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('the back-to-top button shows past 300 px and takes the reader up', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 600 });
  await page.goto('/privacy-policy');
  const top = page.getByRole('link', { name: SiteTexts.backToTop });
  await expect(top).toBeHidden();
  await scrollTo(page, 250);
  await expect(top).toBeHidden();
  await scrollTo(page, 900);
  await expect(top).toBeVisible();
  await top.click();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(top).toBeHidden();
});

test('an unknown address answers 404 with the designed page, not indexed', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: SiteTexts.notFoundTitle })).toBeVisible();
  // The separator of every page's title (issue 24: it was '·' here alone).
  await expect(page).toHaveTitle(`${SiteTexts.notFoundTitle} | ${SiteProfile.shortName}`);
  // The decorative numeral (hidden from assistive technology) is still at least 3:1 on white at
  // every colour of its gradient.
  const numeral = page.locator('.status-page__code');
  await expect(numeral).toHaveAttribute('aria-hidden', 'true');
  type Styles = { getComputedStyle(element: unknown): { backgroundImage: string } };
  const colours = await numeral.evaluate(
    (element) => (globalThis as unknown as Styles).getComputedStyle(element).backgroundImage,
  );
  const stops = [...colours.matchAll(/rgb\((\d+), (\d+), (\d+)\)/g)].map((m) => m.slice(1).map(Number));
  expect(stops.length, colours).toBeGreaterThanOrEqual(2);
  for (const stop of stops) expect(contrastOnWhite(stop), colours).toBeGreaterThanOrEqual(3);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('link', { name: SiteTexts.goHome })).toHaveAttribute('href', '/');
  await expect(page.getByRole('contentinfo')).toContainText(SiteTexts.copyright);
  await expectNoA11yViolations(page, '404');
});

test('public pages load no React runtime and no back-office styles: the site module, its islands, site CSS', async ({
  page,
}) => {
  const [blog] = (await (await page.request.get('/api/learn-blogs/?status=1&limit=1')).json()).data as Array<{
    slug: string;
  }>;
  for (const path of ['/', '/faqs', '/contact-us', '/privacy-policy', `/blogs/${blog!.slug}`]) {
    const scripts: string[] = [];
    const styles: string[] = [];
    const listen = (request: Request) => {
      const file = new URL(request.url()).pathname;
      if (request.resourceType() === 'script') scripts.push(file);
      if (request.resourceType() === 'stylesheet') styles.push(file);
    };
    page.on('request', listen);
    // The site module imports its islands after it marks the page `js`: wait for the menu's own
    // request rather than the mark, or a slow machine stops listening before it is made.
    const menuIsland = page.waitForRequest((request) =>
      new URL(request.url()).pathname.startsWith('/assets/island-site-menu'),
    );
    await page.goto(path);
    await menuIsland;
    await expect(page.locator('html.js')).toHaveCount(1);
    page.off('request', listen);
    expect(
      scripts.every((file) => /^\/assets\/(site-client|island-[\w-]+)-[\w-]+\.js$/.test(file)),
      `${path}: ${scripts.join(', ')}`,
    ).toBe(true);
    expect(scripts.some((file) => file.startsWith('/assets/island-site-menu'))).toBe(true);
    expect(styles.length, path).toBeGreaterThan(0);
    expect(
      styles.filter((file) => /admin|mantine|framework/.test(file)),
      path,
    ).toEqual([]);
  }
  const entry = await page.request.get((await page.locator('script[type="module"]').getAttribute('src'))!);
  expect(entry.headers()['cache-control']).toContain('immutable');
});

test('the learn list’s later pages name themselves canonical, its first page /learn (decision 070)', async ({
  page,
  baseURL,
}) => {
  const second = await (await page.request.get('/learn?page=2')).text();
  expect(second).toContain(`<link rel="canonical" href="${baseURL}/learn?page=2"/>`);
  expect(second).toContain(`<meta property="og:url" content="${baseURL}/learn?page=2"/>`);
  const first = await (await page.request.get('/learn?page=1')).text();
  expect(first).toContain(`<link rel="canonical" href="${baseURL}/learn"/>`);
});

test('one address per page: other spellings answer 301, the page names itself canonical (issue 24)', async ({
  page,
  baseURL,
}) => {
  for (const [spelling, path] of [
    ['/learn/', '/learn'],
    ['/initiatives/', '/initiatives'],
    ['/about-us/', '/about-us'],
    ['/Learn', '/learn'],
  ] as const) {
    const moved = await page.request.get(spelling, { maxRedirects: 0 });
    expect(moved.status(), spelling).toBe(301);
    expect(new URL(moved.headers().location!, baseURL).pathname, spelling).toBe(path);
    const html = await (await page.request.get(path, { maxRedirects: 0 })).text();
    expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`);
  }
});
