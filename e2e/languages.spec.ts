import path from 'node:path';
import type { LocaleSettings } from '@atrium/contract/locales';
import { LocaleTexts as T } from '@atrium/contract/locales';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { adminApiWithToken } from './support/list-screen.ts';

/** Set ATRIUM_SCREENSHOTS to a directory to keep pictures of the screen at 390 and 1440 px. */
const shots = process.env.ATRIUM_SCREENSHOTS;

/**
 * Decision 081: an administrator adds French and Arabic on /admin/languages (Arabic's direction
 * follows from the language), cannot remove French while a FAQ is written in it, and can once
 * the FAQ is gone. The languages are shared by every test: this one puts English alone back.
 */
test('an administrator adds languages, and cannot remove one content is written in', async ({
  page,
  account,
  signIn,
}) => {
  const api = adminApiWithToken(page.request, await signIn(account));
  const englishOnly = { defaultLocale: 'en', locales: [{ code: 'en', name: 'English' }] };
  let faqId: number | undefined;
  try {
    await page.goto('/admin/languages');
    await expect(page.getByRole('heading', { name: T.heading, level: 1 })).toBeVisible();
    const rows = page.getByRole('list', { name: T.heading }).getByRole('listitem');
    await expect(rows).toHaveCount(1);

    for (const [code, name] of [
      ['fr', 'Français'],
      ['ar', 'العربية'],
    ] as const) {
      await page.getByRole('button', { name: T.add }).click();
      const row = rows.last();
      await row.getByRole('textbox', { name: T.code }).fill(code);
      await row.getByRole('textbox', { name: T.name }).fill(name);
    }
    // A code that is no language tag is refused before anything is sent.
    await page.getByRole('button', { name: T.add }).click();
    await rows.last().getByRole('textbox', { name: T.code }).fill('not a tag');
    await rows.last().getByRole('textbox', { name: T.name }).fill('Nothing');
    await page.getByRole('button', { name: T.save }).click();
    await expect(rows.last().getByText(T.codeInvalid)).toBeVisible();
    await rows
      .last()
      .getByRole('button', { name: T.remove('Nothing') })
      .click();
    await expect(rows.nth(2).getByRole('combobox', { name: T.dir })).toContainText(T.automatic(T.rtl));
    await expectNoSeriousA11yViolations(page, 'languages');
    if (shots) {
      for (const [width, height] of [
        [390, 844],
        [1440, 900],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: path.join(shots, `languages-${width}.png`), fullPage: true });
      }
    }
    await page.getByRole('button', { name: T.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: T.saved })).toBeVisible();
    expect(await api.call<LocaleSettings>('GET', '/api/locales/')).toEqual({
      defaultLocale: 'en',
      locales: [
        { code: 'en', name: 'English', dir: 'ltr' },
        { code: 'fr', name: 'Français', dir: 'ltr' },
        { code: 'ar', name: 'العربية', dir: 'rtl' },
      ],
    });

    // A FAQ written in French keeps French from being removed, and the screen says why.
    faqId = (
      await api.call<{ id: number }>('POST', '/api/faqs/', { title: 'Why e2e?', Description: '<p>Because.</p>' })
    ).id;
    await api.call('PATCH', `/api/faqs/${faqId}/?locale=fr`, { title: 'Pourquoi ?' });
    await rows
      .nth(1)
      .getByRole('button', { name: T.remove('Français') })
      .click();
    await page.getByRole('button', { name: T.save }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: T.hasContent('Français', T.records('faqs', 1)) }),
    ).toBeVisible();
    expect((await api.call<LocaleSettings>('GET', '/api/locales/')).locales).toHaveLength(3);
  } finally {
    if (faqId !== undefined) {
      await api.call('DELETE', `/api/faqs/${faqId}/`);
      await api.call('DELETE', `/api/faqs/${faqId}/permanent/`);
    }
    await api.call('PUT', '/api/locales/', englishOnly);
  }
});
