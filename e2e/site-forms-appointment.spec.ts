import type { Category } from '@atrium/contract/categories';
import type { Individual } from '@atrium/contract/individuals';
import { AppointmentPopupTexts, PublicFormTexts } from '@atrium/contract/public-forms';
import { SiteTexts } from '@atrium/contract/site';
import { CaptchaMessages, SubmissionMessages as M, type RequestedAppointment } from '@atrium/contract/submissions';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { waitForMail } from './support/mailbox.ts';
import {
  expectError,
  expectNoError,
  formFields,
  notifiedAdmin,
  rewriteNextPost,
  siteAdminApi,
  waitForMailWith,
  expectSpamCheckDone,
} from './support/site-forms.ts';
import { appointmentButton, appointmentPopup, expect, openAppointmentPopup, test } from './support/site.ts';

// Long flows on a machine shared with other work: a minute each.
test.describe.configure({ timeout: 60_000 });

async function openPopup(page: Page, path = '/faqs') {
  await openAppointmentPopup(page, path);
  return formFields(appointmentPopup(page));
}

/** The element that has focus, as a short description. */
const focusedInDialog = (page: Page) =>
  page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { activeElement: { closest(s: string): unknown } | null } })
      .document;
    return Boolean(doc.activeElement?.closest('dialog[open]'));
  });

test('opens from the header, takes focus, keeps it inside, and gives it back on Escape and Cancel', async ({
  page,
}) => {
  const f = await openPopup(page);
  await expect(appointmentButton(page)).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(f.name).toBeFocused();
  // Tab and Shift+Tab never leave it.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await focusedInDialog(page)).toBe(true);
  }
  await f.name.focus();
  await page.keyboard.press('Shift+Tab');
  expect(await focusedInDialog(page)).toBe(true);
  await expect(f.name).not.toBeFocused();
  await expectNoA11yViolations(page, 'the appointment popup, open');

  await page.keyboard.press('Escape');
  await expect(appointmentPopup(page)).toBeHidden();
  await expect(appointmentButton(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(appointmentPopup(page)).toBeVisible();
  await expect(f.name).toBeFocused();
  await appointmentPopup(page).getByRole('button', { name: PublicFormTexts.cancel }).click();
  await expect(appointmentPopup(page)).toBeHidden();
  await expect(appointmentButton(page)).toBeFocused();
});

test('the founder banner’s button opens the same popup, and focus comes back to it', async ({ page }) => {
  await page.goto('/about-us');
  const button = page.locator('#about-us-ceo').getByRole('link', { name: SiteTexts.requestAppointment });
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await button.click();
  await expect(appointmentPopup(page)).toBeVisible();
  await expect(formFields(appointmentPopup(page)).name).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test('shows the first published founder beside the form', async ({ page }) => {
  const categories = (await (await page.request.get('/api/categories/?name=Founder&status=1&limit=1')).json())
    .data as Category[];
  const founders = (
    await (
      await page.request.get(`/api/individuals/?category=${categories[0]!.id}&status=1&sort_by=position&limit=1`)
    ).json()
  ).data as Individual[];
  await openPopup(page, '/');
  const image = appointmentPopup(page).getByRole('img', { name: founders[0]!.title });
  await expect(image).toBeVisible();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: { naturalWidth: number }) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(appointmentPopup(page)).not.toContainText(AppointmentPopupTexts.founderFailed);
});

test('every rule, live and on submit', async ({ page }) => {
  const f = await openPopup(page);
  await f.submit.click();
  await expectError(f.name, M.nameRequired);
  await expectError(f.email, M.emailRequired);
  await expectError(f.phone, M.phoneRequired);
  await expectError(f.reason, M.reasonRequired);
  await expect(f.name).toBeFocused();
  await expectNoA11yViolations(page, 'the appointment popup with every error');

  await f.name.fill('  ');
  await expectError(f.name, M.nameSpaces);
  await f.name.fill('Grace');
  await expectNoError(f.name);
  await f.email.fill('grace@example');
  await expectError(f.email, M.emailInvalid);
  await f.email.fill('grace@example.org');
  await expectNoError(f.email);
  await f.phone.pressSequentially('202555');
  await expect(f.phone).toHaveValue('202-555');
  await expectError(f.phone, M.phoneTooShort);
  await f.phone.pressSequentially('014399');
  await expect(f.phone).toHaveValue('202-555-014399');
  await expectError(f.phone, M.phoneTooLong);
  await f.phone.fill('');
  await expectError(f.phone, M.phoneRequired);
  await f.reason.fill(' \n ');
  await expectError(f.reason, M.reasonSpaces);
  await f.reason.fill('r'.repeat(2001));
  await expectError(f.reason, M.tooLong(2000));
});

test('a request sent: the spec’s confirmation, the inbox and the mails; the next opening is a fresh form', async ({
  page,
}) => {
  const id = `a${randomBytes(4).toString('hex')}`;
  const email = `${id}@example.org`;
  const f = await openPopup(page, '/contact-us');
  await f.name.fill(`Grace ${id}`);
  await f.email.fill(email);
  await f.phone.pressSequentially('2025550143');
  await f.reason.fill(`A talk about compilers ${id}`);
  await expectSpamCheckDone(f.spamCheck);
  await f.submit.click();
  const done = appointmentPopup(page).getByRole('heading', { name: AppointmentPopupTexts.successTitle });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(appointmentPopup(page)).toContainText(AppointmentPopupTexts.successText);
  await expectNoA11yViolations(page, 'the appointment popup after success');

  const api = await siteAdminApi(page);
  const rows = await api.call<RequestedAppointment[]>('GET', `/api/requestedappointments/?searchedText=${id}`);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: `Grace ${id}`, email, phone_number: '202-555-0143' });
  const notice = await waitForMailWith(notifiedAdmin(), id);
  expect(notice.subject).toContain(`Grace ${id}`);
  await waitForMail(email);

  await appointmentPopup(page).getByRole('button', { name: PublicFormTexts.close }).last().click();
  await expect(appointmentPopup(page)).toBeHidden();
  await appointmentButton(page).click();
  await expect(f.name).toHaveValue('');
  await expect(f.submit).toBeVisible();
  await api.call('DELETE', `/api/requestedappointments/${rows[0]!.id}/`);
});

test('a refused spam check: the server’s words, then a new check that goes through', async ({ page }) => {
  const id = `a${randomBytes(4).toString('hex')}`;
  const f = await openPopup(page);
  await f.name.fill(`Ada ${id}`);
  await f.email.fill(`${id}@example.org`);
  await f.phone.fill('202-555-0199');
  await f.reason.fill('Engines');
  await rewriteNextPost(page, '/api/requestedappointments/', { recaptchaToken: 'forged' });
  await f.submit.click();
  await expect(f.status).toHaveText(CaptchaMessages.invalid);
  await expect(f.spamCheck).toBeFocused();
  await expectSpamCheckDone(f.spamCheck);
  await expect(f.spamCheck).not.toHaveAttribute('aria-invalid', 'true');

  await page.route('**/api/requestedappointments/', (route) => route.fulfill({ status: 400, body: '' }), {
    times: 1,
  });
  await f.submit.click();
  await expect(f.status).toHaveText(PublicFormTexts.submitFailed);

  await f.submit.click();
  await expect(appointmentPopup(page).getByRole('heading', { name: AppointmentPopupTexts.successTitle })).toBeVisible();
  const api = await siteAdminApi(page);
  const rows = await api.call<RequestedAppointment[]>('GET', `/api/requestedappointments/?searchedText=${id}`);
  expect(rows).toHaveLength(1);
  await api.call('DELETE', `/api/requestedappointments/${rows[0]!.id}/`);
});

test('on a phone it opens from the menu and fills the screen; focus goes back to the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.locator('summary', { hasText: SiteTexts.menu });
  await toggle.click();
  const inMenu = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: SiteTexts.requestAppointment });
  await expect(inMenu).toHaveAttribute('aria-haspopup', 'dialog');
  await inMenu.click();
  const f = formFields(appointmentPopup(page));
  await expect(f.name).toBeFocused();
  const box = await appointmentPopup(page).boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  // The founder is a small portrait beside their name, so the form starts on the first screen.
  const portrait = await appointmentPopup(page).locator('.appointment__founder').boundingBox();
  expect(portrait?.width).toBeLessThanOrEqual(80);
  const title = await appointmentPopup(page).getByRole('heading', { name: AppointmentPopupTexts.title }).boundingBox();
  expect(title!.y + title!.height).toBeLessThan(844 / 3);
  await expectNoA11yViolations(page, 'the appointment popup on a phone');
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the button leads to the contact page', async ({ page }) => {
    await page.goto('/faqs');
    await appointmentButton(page).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});
