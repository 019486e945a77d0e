import type { Page } from '@playwright/test';
import { MailingListLinkTexts, MailingListTexts } from '@atrium/contract/submissions';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { decodeQuotedPrintable, waitForMail } from './support/mailbox.ts';
import { expectBulkDelete, exportCsv, openInbox, useInbox } from './support/inbox.ts';
import { numbered, signUpForMailingList } from './support/submissions.ts';

/** The mailing list (requirements 3 §2, §8): search, delete, bulk delete and the CSV of subscribers. */

const T = MailingListTexts;
const path = '/admin/mailing-lists';

const inbox = useInbox('/api/mailinglists/');

const address = (name: string) => `${name}.${inbox.tag}@example.org`;

/** Opens the confirmation link the signup mailed and presses its button (double opt-in; decision 067). */
async function confirm(page: Page, email: string) {
  const mail = await waitForMail(email);
  const link = /https?:\/\/[^\s"<>]+\/mailing-list\/confirm\?token=[\w-]+/.exec(decodeQuotedPrintable(mail.raw))?.[0];
  expect(link, 'a confirmation link in the mail').toBeTruthy();
  await page.goto(link!);
  await page.getByRole('button', { name: MailingListLinkTexts.confirmButton }).click();
  await expect(page).toHaveURL(/\/mailing-list\/confirmed$/);
}

test('search on Enter; a subscribed and a pending address; delete one with Yes', async ({ page, request }) => {
  await Promise.all([signUpForMailingList(request, address('amara')), signUpForMailingList(request, address('lucas'))]);
  await confirm(page, address('amara'));
  const s = await openInbox(page, path, T, inbox.tag);
  await expect(s.rows).toHaveCount(2);
  await expect(s.row(address('amara'))).toContainText('Subscribed');
  await expect(s.row(address('lucas'))).toContainText('Awaiting confirmation');
  await expectNoSeriousA11yViolations(page, 'mailing lists');

  await s.search.fill(address('lucas'));
  await s.search.press('Enter');
  await expect(s.rows).toHaveCount(1);
  await s
    .row(address('lucas'))
    .getByRole('button', { name: `Delete ${address('lucas')}` })
    .click();
  await s.dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(s.toast(T.deleted)).toBeVisible();
  await expect(page.getByText('No data to display')).toBeVisible();
});

test('select all, {n} entries selected, clear, bulk delete', async ({ page, request }) => {
  await Promise.all(['a', 'b', 'c'].map((name) => signUpForMailingList(request, address(name))));
  const s = await openInbox(page, path, T, inbox.tag);
  await expect(s.rows).toHaveCount(3);
  await expectBulkDelete(page, s, T, 3);
});

test('pages of 10; deleting the last row of page 2 steps back to page 1', async ({ page, request }) => {
  await Promise.all(numbered(11).map((n) => signUpForMailingList(request, address(`page${n}`))));
  const s = await openInbox(page, path, T, inbox.tag);
  await expect(s.rows).toHaveCount(10);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(s.rows).toHaveCount(1);
  // Signed up at once, so which one sorts last (newest first) is not known beforehand.
  const last = /\S+@example\.org/.exec(await s.rows.first().innerText())![0];
  await s
    .row(last)
    .getByRole('button', { name: `Delete ${last}` })
    .click();
  await s.dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(s.toast(T.deleted)).toBeVisible();
  await expect(s.rows).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveCount(0);
});

test('Export CSV holds the subscribed addresses only', async ({ page, request }) => {
  await Promise.all(['p01', 'p02'].map((name) => signUpForMailingList(request, address(name))));
  await confirm(page, address('p01'));
  await openInbox(page, path, T, inbox.tag);
  const { name, text } = await exportCsv(page);
  expect(name).toMatch(/^mailing-list-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text).toContain(`"${address('p01')}"`);
  expect(text).not.toContain(address('p02'));
});
