import { PasskeyMessages, PasskeyTexts } from '@atrium/contract/passkeys';
import { expect, signInThroughForm, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

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
  await expect(page).toHaveURL(/\/admin\/profile$/);
  const section = page.getByRole('region', { name: PasskeyTexts.section });
  await expect(section.getByText(PasskeyTexts.none)).toBeVisible();
  await section.getByRole('button', { name: PasskeyTexts.add }).click();
  const dialog = page.getByRole('dialog', { name: PasskeyTexts.addTitle });
  await dialog.getByRole('textbox', { name: PasskeyTexts.name }).fill('Test laptop');
  await dialog.getByRole('button', { name: PasskeyTexts.continue }).click();
  await expect(page.getByText(PasskeyMessages.added('Test laptop'))).toBeVisible();
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
  await expect(page).toHaveURL(/\/admin\/profile$/);
  const row = page.getByRole('region', { name: PasskeyTexts.section }).locator('[data-passkey="Work laptop"]');
  await expect(row).not.toContainText(PasskeyTexts.never);

  await row.getByRole('button', { name: PasskeyTexts.remove }).click();
  await page.getByRole('dialog').getByRole('button', { name: PasskeyTexts.remove }).click();
  await expect(page.getByText(PasskeyMessages.removed('Work laptop'))).toBeVisible();
  await expect(row).toHaveCount(0);
});
