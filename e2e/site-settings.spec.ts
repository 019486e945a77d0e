import path from 'node:path';
import type { SiteSettings } from '@atrium/contract/site-settings';
import { SiteSettingsTexts as T } from '@atrium/contract/site-settings';
import { Messages } from '@atrium/contract/messages';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { adminApiWithToken, chooseFile, pngFile } from './support/list-screen.ts';
import { jsonLd } from './support/site.ts';

/** Set ATRIUM_SCREENSHOTS to a directory to keep pictures of the screen at 390 and 1440 px. */
const shots = process.env.ATRIUM_SCREENSHOTS;

// Both tests change the shared settings: one at a time, so neither sees the other's values.
test.describe.configure({ mode: 'serial' });

/**
 * Decision 048: an administrator adds a social link and uploads a logo on /admin/settings, and
 * the public pages show both at once (the save empties the page cache). The settings are shared
 * by every test: this one only adds a link (the others are kept) and puts everything back.
 */
test('an administrator changes the social links and the logo, and the site shows them', async ({
  page,
  account,
  signIn,
}) => {
  const api = adminApiWithToken(page.request, await signIn(account));
  const before = await api.call<SiteSettings>('GET', '/api/admin-site-settings/');
  const mastodon = `https://mastodon.example/@e2e${Date.now().toString(36)}`;
  try {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: T.heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: T.orgName })).toHaveValue(before.orgName);
    if (shots) {
      for (const [width, height] of [
        [390, 844],
        [1440, 900],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: path.join(shots, `site-settings-${width}.png`), fullPage: true });
      }
    }

    await page.getByRole('button', { name: T.addLink }).click();
    const rows = page.getByRole('list', { name: T.social }).getByRole('listitem');
    const row = rows.last();
    // The address is checked before anything is sent.
    await row.getByRole('textbox').fill('javascript:alert(1)');
    await page.getByRole('button', { name: T.save }).click();
    await expect(row.getByText(T.urlInvalid)).toBeVisible();
    await expect(row.getByText(T.networkRequired)).toBeVisible();
    await row.getByRole('combobox', { name: T.network }).selectOption('mastodon');
    await row.getByRole('textbox').fill(mastodon);
    const holder = `Riverside Trust ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: T.copyrightHolder }).fill(holder);
    await chooseFile(
      page,
      page.getByRole('group', { name: T.logo }).getByRole('button', { name: 'Choose image' }),
      await pngFile('logo.png', '#b03060'),
    );
    await expectNoSeriousA11yViolations(page, 'site settings');
    await page.getByRole('button', { name: T.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: T.saved })).toBeVisible();

    await page.goto('/');
    if (shots) {
      await page.screenshot({ path: path.join(shots, 'site-settings-home-header-1440.png') });
      await page.getByRole('contentinfo').screenshot({ path: path.join(shots, 'site-settings-home-footer-1440.png') });
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(holder);
    await expect(footer.locator(`a[href="${mastodon}"]`)).toHaveAccessibleName(/Mastodon/);
    await expect(page.getByRole('banner').locator('.site-brand img')).toHaveAttribute('src', /^\/media\/images\//);
    const org = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').allTextContents()).find((s) =>
        s.includes('"Organization"'),
      )!,
    ) as { sameAs: string[]; logo: { url: string } };
    expect(org.sameAs).toContain(mastodon);
    expect(org.logo.url).toMatch(/\/logo\.png$/);
    const logo = await page.request.get('/logo.png');
    expect(logo.headers()['content-type']).toBe('image/png');
  } finally {
    await api.call('PATCH', '/api/admin-site-settings/', {
      socialLinks: before.socialLinks,
      copyrightHolder: before.copyrightHolder,
      logo: before.logo ?? '',
    });
  }
});

/**
 * Decision 085: the organisation's name is one record. Renamed in Site settings, it is the contact
 * page's company, the footer's copyright and the JSON-LD's name on the next load (the save empties
 * the page cache).
 */
test('an administrator renames the organisation, and the contact page, the footer and the JSON-LD follow', async ({
  page,
  account,
  signIn,
}) => {
  const api = adminApiWithToken(page.request, await signIn(account));
  const before = await api.call<SiteSettings>('GET', '/api/admin-site-settings/');
  const name = `Riverside Commons ${Date.now().toString(36)}`;
  // The contact page shows the organisation once its details are saved (contact-us.spec.ts saves them too).
  const published = (await (await page.request.get('/api/contact-us-details/')).json()) as { data: unknown[] };
  if (!published.data.length) {
    await api.send('PATCH', '/api/contact-us-details/0/', {
      title: 'Get in touch',
      description: 'We answer within two working days.',
      company: before.orgName,
      email: before.contactEmail,
      phone: '8045550147',
      address: before.postalAddress || '100 East Main Street, Richmond, VA',
      backgroundImage: await pngFile('office.png'),
    });
  }
  try {
    // Read once first, so the pages are in the cache the rename must empty.
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { name: before.orgName, level: 2 })).toBeVisible();

    await page.goto('/admin/settings');
    const field = page.getByRole('textbox', { name: T.orgName });
    await expect(field).toHaveValue(before.orgName);
    await field.fill(name);
    await page.getByRole('textbox', { name: T.copyrightHolder }).fill('');
    await page.getByRole('button', { name: T.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: T.saved })).toBeVisible();

    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(Messages.copyright(new Date().getFullYear(), name));
    await page.goto('/');
    const org = (await jsonLd(page)).find((block) => block['@type'] === 'Organization');
    expect(org).toMatchObject({ name, email: before.contactEmail });
  } finally {
    await api.call('PATCH', '/api/admin-site-settings/', {
      orgName: before.orgName,
      copyrightHolder: before.copyrightHolder,
    });
  }
});
