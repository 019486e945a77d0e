import { SecurityMail, StepUpTexts } from '@atrium/contract/step-up';
import { TwoFactorMessages, TwoFactorTexts } from '@atrium/contract/two-factor';
import { Secret, TOTP } from 'otpauth';
import { expect, loginForm, signInThroughForm, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { mailTo } from './support/mailbox.ts';

/**
 * Decision 036: TOTP enrolment from the profile (QR and key, a code, the recovery codes shown
 * once), then a sign-in whose second step takes a code computed here.
 */

const codeAt = (key: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(key), timestamp, algorithm: 'SHA1', digits: 6, period: 30 });

test('a user turns on two-factor from the profile and signs in with a code', async ({ page, account, signIn }) => {
  test.slow(); // enrolment, a sign-in in two steps, then new recovery codes behind a step-up
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
  const firstCodes = await codes.locator('code').allTextContents();
  await expectNoSeriousA11yViolations(page, 'recovery codes');
  await section.getByRole('button', { name: TwoFactorTexts.codesDone }).click();
  await expect(codes).toHaveCount(0);
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: TwoFactorTexts.disable })).toBeVisible();

  // Signed out, then in again: the password, then the code.
  await page.evaluate(() => localStorage.clear());
  // Back to the profile, where the second factor is shown (a sign-in opens the dashboard).
  await page.goto('/admin/login?next=%2Fadmin%2Fprofile');
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

  // Decision 068: new recovery codes, behind the step-up (this session is new: the password is asked).
  const section2 = page.getByRole('region', { name: TwoFactorTexts.section });
  await section2.getByRole('button', { name: TwoFactorTexts.regenerate }).click();
  await page
    .getByRole('dialog', { name: TwoFactorTexts.regenerateTitle })
    .getByRole('button', { name: TwoFactorTexts.regenerateConfirm })
    .click();
  const stepUp = page.getByRole('dialog', { name: StepUpTexts.title });
  // With two-factor on, a code may be given instead of the password.
  await expect(stepUp.getByRole('button', { name: StepUpTexts.useCode })).toBeVisible();
  await stepUp.getByRole('textbox', { name: StepUpTexts.password, exact: true }).fill(account.password);
  await stepUp.getByRole('button', { name: StepUpTexts.confirm }).click();
  await expect(page.getByText(TwoFactorMessages.recoveryCodesNew)).toBeVisible();
  const fresh = section2.getByTestId('recovery-codes').locator('code');
  await expect(fresh).toHaveCount(10);
  expect(await fresh.allTextContents()).not.toContain(firstCodes[0]);
  await section2.getByRole('button', { name: TwoFactorTexts.codesDone }).click();
  await expect
    .poll(() => mailTo(account.email).map((mail) => mail.subject))
    .toEqual(expect.arrayContaining([SecurityMail.twoFactorOn.subject, SecurityMail.recoveryCodesNew.subject]));
});
