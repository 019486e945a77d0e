import path from 'node:path';
import { AppointmentPopupTexts, ContactFormTexts, PublicFormTexts, SignupTexts } from '@atrium/contract/public-forms';
import { SiteTexts } from '@atrium/contract/site';
import { expectSpamCheckDone } from './support/site-forms.ts';
import { test } from './support/site.ts';

/**
 * Not a test: the public forms at phone and desktop widths, for a person to look at.
 * `ATRIUM_SCREENSHOTS=/some/dir npm run test:e2e -- site-forms-screenshots`
 */
const outDir = process.env.ATRIUM_SCREENSHOTS;
const viewports = [
  { name: '390', width: 390, height: 844 },
  { name: '1440', width: 1440, height: 900 },
];

test.describe('screenshots of the public forms', () => {
  test.skip(!outDir, 'set ATRIUM_SCREENSHOTS to a directory to take them');

  for (const viewport of viewports) {
    test(`forms at ${viewport.name}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const shot = (name: string, fullPage = false) =>
        page.screenshot({ path: path.join(outDir!, `forms-${name}-${viewport.name}.png`), fullPage });

      await page.goto('/contact-us');
      const form = page.getByRole('form', { name: ContactFormTexts.heading });
      await form.scrollIntoViewIfNeeded();
      await shot('contact', true);
      await form.getByRole('button', { name: PublicFormTexts.submit }).click();
      await form.getByRole('textbox', { name: 'Phone Number', exact: true }).pressSequentially('55512');
      await shot('contact-errors', true);

      const signup = page.getByRole('contentinfo').getByRole('form', { name: SignupTexts.heading });
      await signup.getByRole('button', { name: SignupTexts.submit }).click();
      await signup.scrollIntoViewIfNeeded();
      await shot('signup-error');

      await page.goto('/');
      const opener =
        viewport.width < 960
          ? (await page.locator('summary', { hasText: SiteTexts.menu }).click(),
            page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: SiteTexts.requestAppointment }))
          : page.getByRole('banner').getByRole('link', { name: SiteTexts.requestAppointment }).first();
      await opener.click();
      const popup = page.getByRole('dialog', { name: AppointmentPopupTexts.title });
      await expectSpamCheckDone(popup.getByRole('group', { name: 'Spam check' }));
      await page.waitForLoadState('networkidle');
      await shot('popup');
      await popup.getByRole('button', { name: PublicFormTexts.submit }).click();
      await shot('popup-errors');
    });
  }
});
