import { FieldLabels, SignupTexts, SpamCheckTexts } from '@atrium/contract/public-forms';
import {
  CaptchaMessages,
  MAILING_LIST_CONSENT,
  MailingListLinkTexts,
  SubmissionAnswers,
  SubmissionMessages as M,
  type MailingListEntry,
} from '@atrium/contract/submissions';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { decodeQuotedPrintable, waitForMail } from './support/mailbox.ts';
import { expectError, rewriteNextPost, siteAdminApi, expectSpamCheckDone } from './support/site-forms.ts';
import { expect, test } from './support/site.ts';

// Long flows on a machine shared with other work: a minute each.
test.describe.configure({ timeout: 60_000 });

/** The footer's mailing-list signup (requirements 3 §2, §5, §8 Public; decision 012's double opt-in). */
function signup(page: Page) {
  const form = page.getByRole('contentinfo').getByRole('form', { name: SignupTexts.heading });
  return {
    form,
    email: form.getByRole('textbox', { name: FieldLabels.newsletterEmail }),
    submit: form.getByRole('button', { name: SignupTexts.submit }),
    status: form.locator('[data-status]'),
    spamCheck: form.getByRole('group', { name: SpamCheckTexts.label }),
  };
}

test('only an address is asked for before sending; the server checks its shape', async ({ page }) => {
  await page.goto('/');
  const s = signup(page);
  await expect(s.email).toHaveAccessibleDescription(new RegExp(MAILING_LIST_CONSENT.slice(0, 40)));
  await s.submit.click();
  await expectError(s.email, M.mailingEmailRequired);
  await expect(s.email).toBeFocused();
  await expectNoA11yViolations(page, 'the footer signup with its error');

  await s.email.fill('grace@');
  // 'Email required.' is the only rule of the footer's client (requirements 3 §5).
  await expect(s.email).not.toHaveAttribute('aria-invalid', 'true');
  await s.submit.click();
  await expectError(s.email, M.emailInvalid);
  await expect(s.status).toHaveText(M.emailInvalid);
});

test('a signup: the spec’s text, the confirmation mail, and its links land on the site’s pages', async ({ page }) => {
  const email = `s${randomBytes(4).toString('hex')}@example.org`;
  await page.goto('/faqs');
  const s = signup(page);
  await s.email.fill(email);
  await expectSpamCheckDone(s.spamCheck);
  await s.submit.click();
  await expect(s.status).toHaveText(`${SignupTexts.success} ${SubmissionAnswers.mailingListSignup}`);
  await expect(s.email).toHaveValue('');
  await expectNoA11yViolations(page, 'the footer signup after success');

  const mail = decodeQuotedPrintable((await waitForMail(email)).raw);
  const confirm = /https?:\/\/[^\s"<>]+\/mailing-list\/confirm\?token=[\w-]{43}/.exec(mail)?.[0];
  const unsubscribe = /https?:\/\/[^\s"<>]+\/mailing-list\/unsubscribe\?token=[\w-]{43}/.exec(mail)?.[0];
  expect(confirm).toBeTruthy();
  expect(unsubscribe).toBeTruthy();
  const api = await siteAdminApi(page);
  const entryOf = async () =>
    (await api.call<MailingListEntry[]>('GET', `/api/mailinglists/?searchedText=${email}`))[0];

  // Decision 067: opening the link (a mail gateway's HEAD and GET too) changes nothing; the button does.
  for (const method of ['head', 'get'] as const) {
    const fetched = await page.request[method](confirm!, { maxRedirects: 0 });
    expect(fetched.status()).toBe(200);
    expect(fetched.headers()['cache-control']).toBe('no-store');
    expect(fetched.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(fetched.headers()['referrer-policy']).toBe('no-referrer');
    expect(fetched.headers()['x-cache']).toBeUndefined();
  }
  const opened = await page.goto(confirm!);
  expect(opened?.headers()['x-cache']).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MailingListLinkTexts.confirmTitle);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('link[rel="canonical"]')).not.toHaveAttribute('href', /token/);
  await expectNoA11yViolations(page, 'the confirm link’s page');
  expect(await entryOf()).toMatchObject({ email, status: 0 });
  await page.getByRole('button', { name: MailingListLinkTexts.confirmButton }).click();
  await expect(page).toHaveURL(/\/mailing-list\/confirmed$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText(SubmissionAnswers.mailingListConfirmed);
  const entry = await entryOf();
  expect(entry).toMatchObject({ email, status: 1 });
  expect(entry!.consent.text).toBe(MAILING_LIST_CONSENT);

  // Pressed again (the link is used): the invalid-link page, a 404.
  await page.goBack();
  const [used] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('result=invalid')),
    page.getByRole('button', { name: MailingListLinkTexts.confirmButton }).click(),
  ]);
  expect(used.status()).toBe(404);
  await expect(page.getByRole('alert')).toHaveText(SubmissionAnswers.mailingListLinkInvalid);

  await page.request.get(unsubscribe!);
  expect(await entryOf()).toMatchObject({ email, status: 1 });
  await page.goto(unsubscribe!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MailingListLinkTexts.unsubscribeTitle);
  await page.getByRole('button', { name: MailingListLinkTexts.unsubscribeButton }).click();
  await expect(page).toHaveURL(/\/mailing-list\/unsubscribed$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText(SubmissionAnswers.mailingListUnsubscribed);
  // Kept on the list as unsubscribed (decision 086), its network address erased.
  expect(await entryOf()).toMatchObject({ email, status: 3, consent: { address: '' } });
});

test('a link page without a token that could be ours: 400, the invalid-link message and no button', async ({
  page,
}) => {
  for (const path of ['/mailing-list/confirm', '/mailing-list/unsubscribe?token=cut-short']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(SubmissionAnswers.mailingListLinkInvalid);
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  }
});

test('a forged spam check is refused, and the next try has a new one', async ({ page }) => {
  const email = `s${randomBytes(4).toString('hex')}@example.org`;
  await page.goto('/');
  const s = signup(page);
  await s.email.fill(email);
  await rewriteNextPost(page, '/api/mailinglists/', { recaptchaToken: 'forged' });
  await s.submit.click();
  // The server's words, focus on the check, and a new check made at once (requirements 3 §4).
  await expect(s.status).toHaveText(CaptchaMessages.invalid);
  await expect(s.spamCheck).toBeFocused();
  await expectSpamCheckDone(s.spamCheck);
  await expect(s.spamCheck).not.toHaveAttribute('aria-invalid', 'true');
  await s.submit.click();
  await expect(s.status).toContainText(SignupTexts.success);
  await waitForMail(email);
});
