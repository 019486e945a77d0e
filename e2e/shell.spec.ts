import { DashboardTexts } from '@atrium/contract/analytics';
import { ImportTexts } from '@atrium/contract/imports';
import { LocaleTexts } from '@atrium/contract/locales';
import { AdminNavLabels, AdminTexts, Messages } from '@atrium/contract/messages';
import { MediaLibraryTexts } from '@atrium/contract/media-library';
import { NewsletterTexts } from '@atrium/contract/newsletters';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

test.beforeEach(async ({ signIn, admin }) => signIn(admin));

test('the shell: header, navigation in the spec order, footer', async ({ page }) => {
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'profile');

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const L = AdminNavLabels;
  const expected = [
    DashboardTexts.navLabel,
    L.heroSlider,
    L.pages,
    MediaLibraryTexts.navLabel,
    L.learn,
    L.blogs,
    L.podcasts,
    L.articles,
    L.videos,
    L.faq,
    L.aboutUs,
    L.missionVisionGoal,
    L.individuals,
    L.connect,
    L.contactUs,
    L.industries,
    L.requestedAppointments,
    L.mailingLists,
    NewsletterTexts.title,
    L.categories,
    L.users,
    LocaleTexts.heading,
    L.siteSettings,
    L.redirects,
    ImportTexts.navLabel,
    L.auditLog,
    L.logout,
  ];
  for (const label of expected) await expect(nav.getByText(label, { exact: true })).toBeVisible();
  const texts = await nav.locator('.mantine-NavLink-label').allInnerTexts();
  expect(texts).toEqual(expected);

  // Each entry is a real link to its screen, or (a screen of a later release) disabled without an href.
  type Link = { getAttribute(name: string): string | null; tabIndex: number };
  const entries = await nav.getByRole('link').evaluateAll((elements) =>
    (elements as unknown as Link[]).map((a) => ({
      disabled: a.getAttribute('aria-disabled'),
      href: a.getAttribute('href'),
      focusable: a.tabIndex >= 0,
    })),
  );
  expect(entries.length).toBe(expected.length - 4); // the three group toggles and Logout are buttons
  for (const entry of entries) {
    if (entry.disabled === 'true') expect(entry).toEqual({ disabled: 'true', href: null, focusable: false });
    else expect(entry.href).toMatch(/^\/admin\/[a-z-]+$/);
  }

  await expect(page.getByRole('contentinfo')).toContainText(Messages.copyright());
  await expect(page.getByRole('link', { name: /go to my profile/ })).toHaveAttribute('href', '/admin/profile');

  await page.getByRole('button', { name: /Account menu/ }).click();
  for (const item of [AdminTexts.myProfile, AdminTexts.editProfile, AdminTexts.changePassword]) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: AdminTexts.editProfile }).click();
  await expect(page).toHaveURL(/\/admin\/edit-profile$/);
});

test('on a phone the burger opens the navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/profile');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav).toBeInViewport();
  await expect(nav.getByText(AdminNavLabels.categories, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'navigation on a phone');
  await page.getByRole('button', { name: 'Close navigation' }).click();
  await expect(nav).not.toBeInViewport();
});

test('the public home page is server-rendered without the admin library', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<h1');
  const scripts = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const asset of scripts) {
    const body = await (await request.get(asset)).text();
    expect(body, asset).not.toContain('mantine-');
  }
});
