import { MailingListPages, SubmissionAnswers } from '@atrium/contract/submissions';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/site.ts';

for (const [outcome, text] of [
  ['confirmed', SubmissionAnswers.mailingListConfirmed],
  ['unsubscribed', SubmissionAnswers.mailingListUnsubscribed],
] as const) {
  test(`the ${outcome} page, and its invalid-link variant`, async ({ page }) => {
    const response = await page.goto(MailingListPages[outcome]);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('status')).toHaveText(text);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoA11yViolations(page, `mailing list ${outcome}`);

    await page.goto(`${MailingListPages[outcome]}?${MailingListPages.invalidQuery}`);
    await expect(page.getByRole('alert')).toHaveText(SubmissionAnswers.mailingListLinkInvalid);
    await expect(page.getByText(text)).toHaveCount(0);
    await expectNoA11yViolations(page, `mailing list ${outcome}, invalid link`);
  });
}
