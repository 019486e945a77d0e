import { SiteProfile } from '@atrium/contract/site';
import { MailingListPages, SubmissionAnswers } from '@atrium/contract/submissions';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/site.ts';

for (const [outcome, text, title] of [
  ['confirmed', SubmissionAnswers.mailingListConfirmed, 'Subscription confirmed'],
  ['unsubscribed', SubmissionAnswers.mailingListUnsubscribed, 'You are unsubscribed'],
] as const) {
  test(`the ${outcome} page, and its invalid-link variant`, async ({ page }) => {
    const response = await page.goto(MailingListPages[outcome]);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('status')).toHaveText(text);
    await expect(page).toHaveTitle(`${title} | ${SiteProfile.shortName}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoA11yViolations(page, `mailing list ${outcome}`);

    await page.goto(`${MailingListPages[outcome]}?${MailingListPages.invalidQuery}`);
    await expect(page.getByRole('alert')).toHaveText(SubmissionAnswers.mailingListLinkInvalid);
    await expect(page.getByText(text)).toHaveCount(0);
    // The title follows the result (issue 24: it said the link had worked).
    await expect(page).toHaveTitle(`This link did not work | ${SiteProfile.shortName}`);
    await expectNoA11yViolations(page, `mailing list ${outcome}, invalid link`);
  });
}
