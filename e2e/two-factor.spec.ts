import { TwoFactorMessages, TwoFactorTexts } from '@atrium/contract/two-factor';
import { Secret, TOTP } from 'otpauth';
import { expect, loginForm, signInThroughForm, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

/**
 * Decision 036: TOTP enrolment from the profile (QR and key, a code, the recovery codes shown
 * once), then a sign-in whose second step takes a code computed here.
 */

const codeAt = (key: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(key), timestamp, algorithm: 'SHA1', digits: 6, period: 30 });

test('a user turns on two-factor from the profile and signs in with a code', async ({ page, account, signIn }) => {
  await signIn(account);
  await page.goto('/admin/profile');
  const section = page.getByRole('region', { name: TwoFactorTexts.section });
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: TwoFactorTexts.setUp }).click();
  await expect(section.getByRole('img', { name: TwoFactorTexts.qrAlt })).toBeVisible();
  const key = (await section.getByTestId('two-factor-key').textContent())!.replace(/\s/g, '');

  await section.getByRole('button', { name: TwoFactorTexts.confirm }).click();
  await expect(section.getByText(TwoFactorMessages.codeRequired)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'two-factor enrolment');
  // The step before this one (inside the ±1 window), so the sign-in below can use this step's code.
  await section.getByRole('textbox', { name: TwoFactorTexts.code }).fill(codeAt(key, Date.now() - 30_000));
  await section.getByRole('button', { name: TwoFactorTexts.confirm }).click();
  await expect(page.getByText(TwoFactorMessages.enabled)).toBeVisible();
  const codes = section.getByTestId('recovery-codes');
  await expect(codes.locator('code')).toHaveCount(10);
  await expectNoSeriousA11yViolations(page, 'recovery codes');
  await section.getByRole('button', { name: TwoFactorTexts.codesDone }).click();
  await expect(codes).toHaveCount(0);
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: TwoFactorTexts.disable })).toBeVisible();

  // Signed out, then in again: the password, then the code.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/admin/login');
  await signInThroughForm(page, account);
  const code = page.getByRole('textbox', { name: TwoFactorTexts.code });
  await expect(code).toBeVisible();
  await expect(loginForm(page).password).toHaveCount(0);
  await code.fill('000000');
  await page.getByRole('button', { name: TwoFactorTexts.verify }).click();
  await expect(page.getByText(TwoFactorMessages.codeWrong).first()).toBeVisible();
  await page.getByRole('button', { name: TwoFactorTexts.useRecovery }).click();
  await expect(page.getByRole('textbox', { name: TwoFactorTexts.recoveryCode })).toBeVisible();
  await page.getByRole('button', { name: TwoFactorTexts.useApp }).click();
  await page.getByRole('textbox', { name: TwoFactorTexts.code }).fill(codeAt(key, Date.now()));
  await expectNoSeriousA11yViolations(page, 'two-factor step');
  await page.getByRole('button', { name: TwoFactorTexts.verify }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(
    page.getByRole('region', { name: TwoFactorTexts.section }).getByText('On', { exact: true }),
  ).toBeVisible();
});
