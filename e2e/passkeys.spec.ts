import { PasskeyMessages, PasskeyTexts } from '@atrium/contract/passkeys';
import { SecurityMail, StepUpMessages, StepUpTexts } from '@atrium/contract/step-up';
import { expect, signInThroughForm, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { mailTo } from './support/mailbox.ts';

/**
 * Decision 036: a passkey registered from the profile with Chromium's virtual authenticator,
 * renamed, used to sign in with no email typed, and removed. Browsers refuse an IP address as
 * the relying party, so this test uses the app at `localhost` (the server accepts both names).
 */
test('a user adds a passkey, renames it, signs in with it and removes it', async ({ page, account, baseURL }) => {
  const origin = baseURL!.replace('127.0.0.1', 'localhost');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto(`${origin}/admin/login`);
  await signInThroughForm(page, account);
  // Signing in opens the dashboard (decision 082); passkeys are on the profile.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`${origin}/admin/profile`);
  const section = page.getByRole('region', { name: PasskeyTexts.section });
  await expect(section.getByText(PasskeyTexts.none)).toBeVisible();
  await section.getByRole('button', { name: PasskeyTexts.add }).click();
  const dialog = page.getByRole('dialog', { name: PasskeyTexts.addTitle });
  await dialog.getByRole('textbox', { name: PasskeyTexts.name }).fill('Test laptop');
  await dialog.getByRole('button', { name: PasskeyTexts.continue }).click();
  // Decision 068: a passkey signs in without the password, so adding one asks for it first; the
  // name typed is kept and the registration goes on once confirmed.
  const stepUp = page.getByRole('dialog', { name: StepUpTexts.title });
  await expect(stepUp).toBeVisible();
  await stepUp.getByRole('textbox', { name: StepUpTexts.password, exact: true }).fill('not-the-password');
  await stepUp.getByRole('button', { name: StepUpTexts.confirm }).click();
  await expect(stepUp.getByText(StepUpMessages.passwordWrong)).toBeVisible();
  await stepUp.getByRole('textbox', { name: StepUpTexts.password, exact: true }).fill(account.password);
  await stepUp.getByRole('button', { name: StepUpTexts.confirm }).click();
  await expect(page.getByText(PasskeyMessages.added('Test laptop'))).toBeVisible();
  await expect(stepUp).toHaveCount(0);
  await expect(section.locator('[data-passkey="Test laptop"]')).toContainText(PasskeyTexts.never);
  await expectNoSeriousA11yViolations(page, 'passkeys');

  await section.getByRole('button', { name: PasskeyTexts.rename }).click();
  const rename = page.getByRole('dialog', { name: PasskeyTexts.renameTitle });
  await rename.getByRole('textbox', { name: PasskeyTexts.name }).fill('Work laptop');
  await rename.getByRole('button', { name: PasskeyTexts.save }).click();
  await expect(section.locator('[data-passkey="Work laptop"]')).toBeVisible();

  // Signed out: the passkey alone signs in.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${origin}/admin/login`);
  await page.getByRole('button', { name: PasskeyTexts.signIn }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`${origin}/admin/profile`);
  const row = page.getByRole('region', { name: PasskeyTexts.section }).locator('[data-passkey="Work laptop"]');
  await expect(row).not.toContainText(PasskeyTexts.never);

  // A new session (the passkey's sign-in): its window is closed, so removing asks again.
  await row.getByRole('button', { name: PasskeyTexts.remove }).click();
  await page.getByRole('dialog').getByRole('button', { name: PasskeyTexts.remove }).click();
  await page
    .getByRole('dialog', { name: StepUpTexts.title })
    .getByRole('textbox', { name: StepUpTexts.password, exact: true })
    .fill(account.password);
  await page
    .getByRole('dialog', { name: StepUpTexts.title })
    .getByRole('button', { name: StepUpTexts.confirm })
    .click();
  await expect(page.getByText(PasskeyMessages.removed('Work laptop'))).toBeVisible();
  await expect(row).toHaveCount(0);
  // Both told by mail.
  await expect
    .poll(() => mailTo(account.email).map((mail) => mail.subject))
    .toEqual(expect.arrayContaining([SecurityMail.passkeyAdded.subject, SecurityMail.passkeyRemoved.subject]));
});
