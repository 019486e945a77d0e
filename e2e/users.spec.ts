import { ImportTexts } from '@atrium/contract/imports';
import { AdminNavLabels } from '@atrium/contract/messages';
import { UserMessages, UsersTexts } from '@atrium/contract/users';
import { expect, signInThroughForm, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { decodeQuotedPrintable, mailTo, waitForMail } from './support/mailbox.ts';

/**
 * Decision 035: an administrator invites an editor; the mailed link sets the editor's name and
 * password; the editor signs in, sees neither the inboxes, the audit log nor Users in the
 * navigation, and meets "Not allowed" at their addresses.
 */
test('an administrator invites an editor, who accepts, signs in and sees only what editors may use', async ({
  page,
  account,
  signIn,
}) => {
  test.slow(); // one whole flow across two people and the mail
  await signIn(account);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: UsersTexts.title, level: 1 })).toBeVisible();
  await expect(page.locator(`[data-user="${account.email}"]`)).toContainText('Administrator');

  const email = `editor-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@e2e.example.org`;
  await page.getByRole('button', { name: UsersTexts.invite }).click();
  const dialog = page.getByRole('dialog', { name: UsersTexts.inviteTitle });
  await dialog.getByRole('button', { name: UsersTexts.send }).click();
  await expect(dialog.getByText('Please enter your email address.')).toBeVisible();
  await dialog.getByRole('textbox', { name: UsersTexts.email }).fill(email);
  await expect(dialog.getByRole('combobox', { name: UsersTexts.role })).toHaveValue('editor');
  await expectNoSeriousA11yViolations(page, 'invite dialog');
  const before = mailTo(email).length;
  await dialog.getByRole('button', { name: UsersTexts.send }).click();
  await expect(page.getByText(UserMessages.invited(email))).toBeVisible();
  const row = page.locator(`[data-user="${email}"]`);
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Editor');
  await expectNoSeriousA11yViolations(page, 'users');

  // The invitee, in this browser once the administrator has signed out.
  const mail = await waitForMail(email, before);
  const link = /https?:\/\/[^\s"<>]+(\/admin\/accept-invitation\?token=[\w-]+)/.exec(
    decodeQuotedPrintable(mail.raw),
  )?.[1];
  expect(link, 'the invitation link').toBeTruthy();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: UsersTexts.acceptTitle })).toBeVisible();
  const password = `Editor-${Date.now()}`;
  await page.getByRole('textbox', { name: UsersTexts.firstName }).fill('Nia');
  await page.getByRole('textbox', { name: UsersTexts.lastName }).fill('Okafor');
  await page.getByRole('textbox', { name: UsersTexts.password, exact: true }).fill(password);
  await page.getByRole('textbox', { name: UsersTexts.confirm }).fill(password);
  await expectNoSeriousA11yViolations(page, 'accept invitation');
  await page.getByRole('button', { name: UsersTexts.acceptSubmit }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);

  // Signed out and in again with the new password.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/admin/login');
  await signInThroughForm(page, { email, password });
  // Signing in opens the dashboard, editors' too (decision 082).
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: AdminNavLabels.heroSlider })).toBeVisible();
  for (const hidden of [
    AdminNavLabels.users,
    AdminNavLabels.mailingLists,
    AdminNavLabels.requestedAppointments,
    AdminNavLabels.auditLog,
    AdminNavLabels.redirects,
    ImportTexts.navLabel,
  ]) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }

  // Typed addresses: a clear refusal, not a broken screen.
  for (const address of ['/admin/mailing-lists', '/admin/users', '/admin/redirects', '/admin/import']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: UsersTexts.notAllowedTitle })).toBeVisible();
  }
  // The contact screen keeps the details an editor manages, without the inbox.
  await page.goto('/admin/contact-us');
  await expect(page.getByRole('heading', { name: AdminNavLabels.contactUs, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 2 })).toHaveCount(0);

  // The used link says so at once, without showing the form first (issue 41).
  await page.goto(link!);
  await expect(page.getByRole('alert').filter({ hasText: UserMessages.invalidInvitation })).toBeVisible();
  await expect(page.getByRole('textbox', { name: UsersTexts.firstName })).toHaveCount(0);
});
