import { AuthMessages, Messages } from '@atrium/contract/messages';
import {
  EmailChangeMessages,
  EmailChangeTexts,
  SecurityMail,
  StepUpMessages,
  StepUpTexts,
} from '@atrium/contract/step-up';
import { pngBytes } from '../apps/server/src/testing/media-fixtures.ts';
import { expect, SessionKeys, signInThroughForm, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { decodeQuotedPrintable, mailTo, waitForMail } from './support/mailbox.ts';

test('change password keeps the session and the new password signs in', async ({ page, account, signIn }) => {
  test.slow(); // a whole flow of several screens and server round trips
  await signIn(account);
  await page.goto('/admin/profile');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/admin\/change-password$/);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'change password');

  const oldPassword = page.getByRole('textbox', { name: 'Old Password' });
  const newPassword = page.getByRole('textbox', { name: 'New Password' });
  const confirm = page.getByRole('textbox', { name: 'Confirm Password' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(AuthMessages.oldPasswordEmpty, { exact: true })).toBeVisible();
  await expect(page.getByText(AuthMessages.newPasswordEmpty, { exact: true })).toBeVisible();
  await expect(page.getByText(AuthMessages.confirmPasswordEmpty, { exact: true })).toBeVisible();

  // A wrong old password is the server's to say.
  const next = `Changed-${Date.now()}`;
  await oldPassword.fill('not-the-password');
  await newPassword.fill(next);
  await confirm.fill(`${next}-typo`);
  await expect(page.getByText(AuthMessages.passwordsDoNotMatch, { exact: true })).toBeVisible();
  await confirm.fill(next);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(AuthMessages.oldPasswordWrong, { exact: true }).first()).toBeVisible();

  const tokenBefore = await page.evaluate((key) => localStorage.getItem(key), SessionKeys.token);
  await oldPassword.fill(account.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(AuthMessages.changeSuccess, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/profile$/);

  // The session goes on with the fresh token: the profile still loads from the server.
  const tokenAfter = await page.evaluate((key) => localStorage.getItem(key), SessionKeys.token);
  expect(tokenAfter).not.toBe(tokenBefore);
  const profile = await page.request.get('/api/admin-profile/', { headers: { Authorization: `Bearer ${tokenAfter}` } });
  expect(profile.status()).toBe(200);
  const stale = await page.request.get('/api/admin-profile/', { headers: { Authorization: `Bearer ${tokenBefore}` } });
  expect(stale.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Logout' }).click();
  await signInThroughForm(page, account);
  await expect(page.getByText(AuthMessages.invalidCredentialsField, { exact: true })).toHaveCount(2);
  await signInThroughForm(page, { email: account.email, password: next });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('edit profile: names, email and a picture, shown in the header', async ({ page, account, signIn }, testInfo) => {
  test.slow(); // a whole flow of several screens and server round trips
  await signIn(account);
  await page.goto('/admin/profile');
  await expect(page.getByRole('button', { name: `Account menu: ${AuthMessages.guestUser}` })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/edit-profile$/);
  await expectNoSeriousA11yViolations(page, 'edit profile');

  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill('');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(AuthMessages.profileEmailRequired, { exact: true })).toBeVisible();

  // A file that is not JPEG or PNG is refused before anything is sent.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText(Messages.imageTypes, { exact: true })).toBeVisible();

  const picture = await pngBytes(96, 96);
  const chooser2 = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await (await chooser2).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByText(Messages.imageTypes, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Profile picture preview' })).toHaveAttribute('src', /^blob:/);

  const newEmail = `renamed-${testInfo.testId.slice(0, 8)}-${Date.now()}@e2e.example.org`;
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
  await email.fill(newEmail);
  await page.getByRole('button', { name: 'Submit' }).click();

  // Decision 068: a new email asks for the password first. Cancelled, nothing is sent and nothing typed is lost.
  const stepUp = page.getByRole('dialog', { name: StepUpTexts.title });
  await expect(stepUp).toBeVisible();
  await stepUp.getByRole('button', { name: StepUpTexts.cancel }).click();
  await expect(page.getByText(StepUpMessages.required, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/edit-profile$/);
  await expect(email).toHaveValue(newEmail);
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
  await page.getByRole('button', { name: 'Submit' }).click();
  await stepUp.getByRole('textbox', { name: StepUpTexts.password, exact: true }).fill(account.password);
  await stepUp.getByRole('button', { name: StepUpTexts.confirm }).click();

  // The names and the picture are saved; the email waits for the link mailed to the new address.
  await expect(page.getByText(EmailChangeMessages.sent(newEmail), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole('button', { name: 'Account menu: Ada Lovelace' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
  const mail = await waitForMail(newEmail);
  expect(mail.subject).toBe(SecurityMail.emailConfirm.subject);
  const link = /https?:\/\/[^\s"<>]+(\/admin\/confirm-email\?token=[\w-]+)/.exec(decodeQuotedPrintable(mail.raw))![1]!;
  // Opening the link changes nothing; its button does.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: EmailChangeTexts.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'confirm new email');
  await page.getByRole('button', { name: EmailChangeTexts.confirm }).click();
  await expect(page.getByText(EmailChangeMessages.confirmed(newEmail), { exact: true })).toBeVisible();
  await page.getByRole('link', { name: EmailChangeTexts.toProfile }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(newEmail);
  // The old address was told at each step.
  await expect
    .poll(() => mailTo(account.email).map((m) => m.subject))
    .toEqual(expect.arrayContaining([SecurityMail.emailChangeRequested.subject, SecurityMail.emailChanged.subject]));
  const avatar = page.getByRole('img', { name: 'Profile picture' });
  await expect(avatar).toHaveAttribute('src', /^\/media\//);
  const src = await avatar.getAttribute('src');
  const image = await page.request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);

  // The stored user survives a reload; the picture can be removed again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu: Ada Lovelace' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole('img', { name: 'Profile picture' })).not.toHaveAttribute('src', /^\/media\//);
});

// Decision 068: the step-up dialog over a form, at a phone's width and a desktop's (screenshots
// attached to the report), reachable by keyboard and labelled; Escape cancels and keeps the form.
for (const viewport of [
  { name: '390', width: 390, height: 844 },
  { name: '1440', width: 1440, height: 900 },
]) {
  test(`the step-up dialog at ${viewport.name} px`, async ({ page, account, signIn }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(account);
    await page.goto('/admin/edit-profile');
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill(`elsewhere-${viewport.name}-${Date.now()}@e2e.example.org`);
    await page.getByRole('button', { name: 'Submit' }).click();
    const stepUp = page.getByRole('dialog', { name: StepUpTexts.title });
    await expect(stepUp).toBeVisible();
    await expect(stepUp.getByRole('textbox', { name: StepUpTexts.password, exact: true })).toBeFocused();
    await stepUp.getByRole('button', { name: StepUpTexts.confirm }).click();
    await expect(stepUp.getByText(StepUpMessages.passwordRequired)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `step-up dialog at ${viewport.name}`);
    const box = await stepUp.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`step-up-${viewport.name}.png`) });
    await testInfo.attach(`step-up-${viewport.name}`, { path: testInfo.outputPath(`step-up-${viewport.name}.png`) });
    await page.keyboard.press('Escape');
    await expect(stepUp).toHaveCount(0);
    await expect(email).toHaveValue(/^elsewhere-/);
  });
}
