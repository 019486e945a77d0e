import { ContactFormTexts, PublicFormTexts } from '@atrium/contract/public-forms';
import { SiteTexts } from '@atrium/contract/site';
import { CaptchaMessages, SubmissionMessages as M, type ContactMessage } from '@atrium/contract/submissions';
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
  slowNextPost,
  topOf,
  waitForMailWith,
  expectSpamCheckDone,
} from './support/site-forms.ts';
import { expect, test } from './support/site.ts';

// Long flows on a machine shared with other work: a minute each.
test.describe.configure({ timeout: 60_000 });

/** The contact page's form (requirements 3 §2, §5, §8 Public), its spam check and its thank-you modal. */
const form = (page: Page) => formFields(page.getByRole('form', { name: ContactFormTexts.heading }));

const tag = () => `c${randomBytes(4).toString('hex')}`;

test('every rule speaks as its field is edited, and all of them again on submit', async ({ page }) => {
  await page.goto('/contact-us');
  const f = form(page);
  await expect(f.submit).toBeEnabled();
  const submitTop = await topOf(f.submit);

  // Nothing is said before a field is edited; then all at once on submit, focus on the first.
  await expect(f.name).not.toHaveAttribute('aria-invalid', 'true');
  await f.submit.click();
  await expectError(f.name, M.nameRequired);
  await expectError(f.email, M.emailRequired);
  await expectError(f.phone, M.phoneRequired);
  await expectError(f.organization, M.organizationRequired);
  await expectError(f.industry, M.industryRequired);
  await expectError(f.message, M.messageRequired);
  await expectError(f.purpose, M.purposeRequired);
  await expect(f.name).toBeFocused();
  // The error lines had their room already: nothing moved.
  expect(await topOf(f.submit)).toBe(submitTop);
  await expectNoA11yViolations(page, 'the contact form with every error');

  await page.reload();
  // Live, as typed.
  await f.name.fill('   ');
  await expectError(f.name, M.nameSpaces);
  await f.name.fill('x'.repeat(101));
  await expectError(f.name, M.tooLong(100));
  await f.name.fill('Grace Hopper');
  await expectNoError(f.name);
  await expect(f.email).not.toHaveAttribute('aria-invalid', 'true');

  await f.email.pressSequentially('grace@');
  await expectError(f.email, M.emailInvalid);
  await f.email.fill('gr ace@example.org');
  await expectError(f.email, M.emailInvalid);
  await f.email.fill('');
  await expectError(f.email, M.emailRequired);
  await f.email.fill('grace@example.org');
  await expectNoError(f.email);

  // The phone: digits only, shown 3-3-4 as typed; exactly ten.
  await f.phone.pressSequentially('555a1234');
  await expect(f.phone).toHaveValue('555-123-4');
  await expectError(f.phone, M.phoneTooShort);
  await f.phone.pressSequentially('5678');
  await expect(f.phone).toHaveValue('555-123-45678');
  await expectError(f.phone, M.phoneTooLong);
  await f.phone.press('Backspace');
  await expect(f.phone).toHaveValue('555-123-4567');
  await expectNoError(f.phone);
  // Deleting just after a dash takes the digit before it (the dash would only come back).
  await f.phone.press('Home');
  for (let i = 0; i < 4; i++) await f.phone.press('ArrowRight');
  await f.phone.press('Backspace');
  await expect(f.phone).toHaveValue('551-234-567');
  await expectError(f.phone, M.phoneTooShort);
  await f.phone.fill('');
  await expectError(f.phone, M.phoneRequired);

  await f.organization.fill(' ');
  await expectError(f.organization, M.organizationSpaces);
  await f.organization.fill('o'.repeat(201));
  await expectError(f.organization, M.tooLong(200));

  await f.industry.selectOption({ index: 1 });
  await expectNoError(f.industry);
  await f.industry.selectOption('');
  await expectError(f.industry, M.industryRequired);

  await f.message.fill('\n  \n');
  await expectError(f.message, M.messageSpaces);
  await f.purpose.fill('  ');
  await expectError(f.purpose, M.purposeSpaces);
  await f.purpose.fill('p'.repeat(501));
  await expectError(f.purpose, M.tooLong(500));
});

test('a message sent: progress, the thank-you modal, the inbox and the mails', async ({ page }) => {
  const id = tag();
  const email = `${id}@example.org`;
  await page.goto('/contact-us');
  const f = form(page);
  await f.name.fill(`Grace ${id}`);
  await f.email.fill(email);
  await f.phone.pressSequentially('5551234567');
  await f.organization.fill('Navy Research');
  await f.industry.selectOption({ index: 1 });
  const industry = (await f.industry.locator('option:checked').textContent())?.trim();
  await f.message.fill(`Could you speak at our meetup? ${id}`);
  await f.purpose.fill('Speaking');
  await expectSpamCheckDone(f.spamCheck);

  await slowNextPost(page, '/api/contact-us/');
  await f.submit.click();
  await expect(f.status).toHaveText(ContactFormTexts.submitting);
  const thanks = page.getByRole('dialog', { name: ContactFormTexts.thanksTitle });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText(ContactFormTexts.thanksInvite);
  await expect(thanks.getByRole('link', { name: ContactFormTexts.exploreInitiatives })).toHaveAttribute(
    'href',
    '/initiatives',
  );
  await expect(thanks.getByRole('list', { name: SiteTexts.followUs }).getByRole('link')).not.toHaveCount(0);
  await expectNoA11yViolations(page, 'the contact form after success (thank-you modal)');
  await page.keyboard.press('Escape');
  await expect(thanks).toBeHidden();
  await expect(f.submit).toBeFocused();
  // The form is empty again.
  await expect(f.name).toHaveValue('');
  await expect(f.status).toHaveText('');

  // In the back office's inbox...
  const api = await siteAdminApi(page);
  const rows = await api.call<ContactMessage[]>('GET', `/api/contact-us/?searchedText=${id}`);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: `Grace ${id}`,
    email,
    phone: '555-123-4567',
    organization: 'Navy Research',
    industriesName: industry,
    purpose: 'Speaking',
  });
  // ... and in the organisation's mail, with an acknowledgement to the visitor.
  const notice = await waitForMailWith(notifiedAdmin(), id);
  expect(notice.subject).toContain(`Grace ${id}`);
  await waitForMail(email);
  await api.call('DELETE', `/api/contact-us/${rows[0]!.id}/`);
});

test('a Nigerian number, with its country code: checked as typed, sent and kept (decision 084)', async ({ page }) => {
  const id = tag();
  await page.goto('/contact-us');
  const f = form(page);
  await f.name.fill(`Chidi ${id}`);
  await f.email.fill(`${id}@example.org`);
  await f.phone.pressSequentially('+234 803');
  await expectError(f.phone, M.phoneTooShortForCountry);
  await f.phone.pressSequentially(' 123 4567');
  await expect(f.phone).toHaveValue('+234 803 123 4567');
  await expectNoError(f.phone);
  await f.organization.fill('Lagos Hub');
  await f.industry.selectOption({ index: 1 });
  await f.message.fill(`Hello from Lagos ${id}`);
  await f.purpose.fill('Partnership');
  await expectSpamCheckDone(f.spamCheck);
  await f.submit.click();
  await expect(page.getByRole('dialog', { name: ContactFormTexts.thanksTitle })).toBeVisible();

  const api = await siteAdminApi(page);
  const rows = await api.call<ContactMessage[]>('GET', `/api/contact-us/?searchedText=${id}`);
  expect(rows.map((row) => row.phone)).toEqual(['+234 803 123 4567']);
  await api.call('DELETE', `/api/contact-us/${rows[0]!.id}/`);
});

test('the server’s refusals: a forged spam check, the hidden field, a field error, a failure without words', async ({
  page,
}) => {
  await page.goto('/contact-us');
  const f = form(page);
  const fill = async (id: string) => {
    await f.name.fill(`Ada ${id}`);
    await f.email.fill(`${id}@example.org`);
    await f.phone.fill('555-987-6543');
    await f.organization.fill('Analytical Engines');
    await f.industry.selectOption({ index: 1 });
    await f.message.fill('Hello');
    await f.purpose.fill('Research');
  };
  const id = tag();
  await fill(id);

  // A bad token: the server's words under the spam check, and a new check starts (requirements 3 §4).
  await rewriteNextPost(page, '/api/contact-us/', { recaptchaToken: 'forged' });
  await f.submit.click();
  await expect(f.status).toHaveText(CaptchaMessages.invalid);
  await expect(f.spamCheck).toBeFocused();
  await expectSpamCheckDone(f.spamCheck);
  await expect(f.spamCheck).not.toHaveAttribute('aria-invalid', 'true');
  await expect(f.name).toHaveValue(`Ada ${id}`);

  // An industry the server does not know: its message on the industry field, focus there.
  await rewriteNextPost(page, '/api/contact-us/', { industries: 2_000_000_000 });
  await f.submit.click();
  await expect(f.status).toHaveText(M.industryRequired);
  await expectError(f.industry, M.industryRequired);
  await expect(f.industry).toBeFocused();

  // The hidden field, filled as a bot would.
  await f.honeypot.evaluate((input: { value: string }) => {
    input.value = 'Buy now';
  });
  await f.submit.click();
  await expect(f.status).toHaveText(CaptchaMessages.honeypot);
  await f.honeypot.evaluate((input: { value: string }) => {
    input.value = '';
  });

  // A failure without a message: the default text.
  await page.route('**/api/contact-us/', (route) => route.fulfill({ status: 400, body: 'no' }), { times: 1 });
  await f.submit.click();
  await expect(f.status).toHaveText(PublicFormTexts.submitFailed);

  // Nothing was stored by any of them.
  const api = await siteAdminApi(page);
  expect(await api.call<ContactMessage[]>('GET', `/api/contact-us/?searchedText=${id}`)).toHaveLength(0);
});

test('digits typed before the form’s script arrives are grouped once it does', async ({ page }) => {
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/island-contact-form-*.js', async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/contact-us');
  const f = form(page);
  await f.phone.fill('2025550143');
  await expect(f.phone).toHaveValue('2025550143');
  release();
  await expect(f.phone).toHaveValue('202-555-0143');
});

test('with the keyboard alone', async ({ page }) => {
  const id = tag();
  await page.goto('/contact-us');
  const f = form(page);
  await f.name.focus();
  await page.keyboard.type(`Kay ${id}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`${id}@example.org`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('2025550143');
  await expect(f.phone).toHaveValue('202-555-0143');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard Club');
  await page.keyboard.press('Tab');
  await expect(f.industry).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Accessibility');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`Typed without a mouse ${id}`);
  // The hidden field is not a stop: the next is the submit button.
  await page.keyboard.press('Tab');
  await expect(f.submit).toBeFocused();
  await page.keyboard.press('Enter');
  const thanks = page.getByRole('dialog', { name: ContactFormTexts.thanksTitle });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByRole('button', { name: PublicFormTexts.close })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(thanks).toBeHidden();
  const api = await siteAdminApi(page);
  const rows = await api.call<ContactMessage[]>('GET', `/api/contact-us/?searchedText=${id}`);
  expect(rows).toHaveLength(1);
  await api.call('DELETE', `/api/contact-us/${rows[0]!.id}/`);
});

test('on a phone the form reads and works at 390 px, accessibly', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact-us');
  const f = form(page);
  await expect(f.name).toBeVisible();
  await expectNoA11yViolations(page, 'the contact form on a phone');
  const width = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
        .scrollWidth,
  );
  expect(width).toBeLessThanOrEqual(390);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1440]) {
    test(`at ${width} px Submit and Subscribe look as disabled as they are, the reason right after them (decision 080)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/contact-us');
      for (const [form, label] of [
        [page.getByRole('form', { name: ContactFormTexts.heading }), PublicFormTexts.submit],
        [page.getByRole('contentinfo').getByRole('form'), 'Subscribe'],
      ] as const) {
        const button = form.getByRole('button', { name: label, exact: true });
        await expect(button).toBeDisabled();
        // Not the filled button a working form shows: an outline of dashes, no fill.
        const look = await button.evaluate((element) => {
          const style = (
            globalThis as unknown as { getComputedStyle(e: unknown): Record<string, string> }
          ).getComputedStyle(element);
          return { border: style.borderTopStyle, background: style.backgroundColor };
        });
        expect(look).toEqual({ border: 'dashed', background: 'rgba(0, 0, 0, 0)' });
        const note = form.getByText(/^Sending this form needs JavaScript/);
        await expect(note).toBeVisible();
        const [buttonBox, noteBox] = [(await button.boundingBox())!, (await note.boundingBox())!];
        expect(noteBox.y).toBeGreaterThan(buttonBox.y + buttonBox.height - 1);
        expect(noteBox.y - (buttonBox.y + buttonBox.height)).toBeLessThan(32);
      }
    });
  }
});
