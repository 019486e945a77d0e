import { AuthMessages } from '@atrium/contract/messages';
import { expect, signInThroughForm, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { mailTo, resetLink, waitForMail } from './support/mailbox.ts';

test('forgot password: the mailed link sets a new password that signs in', async ({ page, account }) => {
  test.slow(); // a whole flow of several screens and server round trips
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expectNoSeriousA11yViolations(page, 'forgot password');

  const email = page.getByRole('textbox', { name: 'Email' });
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText(AuthMessages.emailEmpty, { exact: true })).toBeVisible();
  await email.fill('not an email');
  await expect(page.getByText(AuthMessages.emailSpaces, { exact: true })).toBeVisible();
  await email.fill('not-an-email');
  await expect(page.getByText(AuthMessages.emailInvalid, { exact: true })).toBeVisible();

  const before = mailTo(account.email).length;
  await email.fill(account.email);
  await page.getByRole('button', { name: 'Send Email' }).click();

  await expect(page).toHaveURL(/\/admin\/email-sent\?email=/);
  expect(new URL(page.url()).searchParams.get('email')).toBe(account.email);
  await expect(page.getByText(AuthMessages.linkValidity, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Resend link' })).toHaveAttribute('href', '/admin/forgot-password');
  await expectNoSeriousA11yViolations(page, 'email sent');

  const link = resetLink(await waitForMail(account.email, before));
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reset password');

  const password = page.getByRole('textbox', { name: 'New Password' });
  const confirm = page.getByRole('textbox', { name: 'Confirm Password' });
  await password.fill('short');
  await expect(page.getByText(AuthMessages.passwordShort, { exact: true })).toBeVisible();
  await password.fill('has space1');
  await expect(page.getByText(AuthMessages.passwordSpaces, { exact: true })).toBeVisible();
  const newPassword = `Reset-${Date.now()}`;
  await password.fill(newPassword);
  await confirm.fill(`${newPassword}x`);
  await expect(page.getByText(AuthMessages.confirmMismatch, { exact: true })).toBeVisible();
  await expect(page.getByText(AuthMessages.passwordMismatch, { exact: true })).toBeVisible();
  await confirm.fill(newPassword);
  await expect(page.getByText(AuthMessages.confirmMismatch, { exact: true })).toHaveCount(0);

  // The show/hide toggle reveals the typed password.
  await page.getByRole('button', { name: 'Show new password' }).click();
  await expect(password).toHaveAttribute('type', 'text');

  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText(AuthMessages.resetSuccess, { exact: true })).toBeVisible();

  // The old password no longer works; the new one does.
  await signInThroughForm(page, account);
  await expect(page.getByText(AuthMessages.invalidCredentialsField, { exact: true })).toHaveCount(2);
  await signInThroughForm(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The link works once.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByRole('textbox', { name: 'New Password' }).fill('Another-pass-1');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Another-pass-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: AuthMessages.invalidLink })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/password-reset\?token=/);
});

test('a reset link without a token says the link is invalid', async ({ page }) => {
  await page.goto('/admin/password-reset');
  await expect(page.getByRole('alert')).toContainText(AuthMessages.invalidLinkTitle);
  await expect(page.getByRole('alert')).toContainText(AuthMessages.invalidLink);
  await page.getByRole('link', { name: 'Send a new link' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
});
