import type { ApiSuccess } from '@atrium/contract/api';
import type { LoginResult } from '@atrium/contract/auth';
import { AuthMessages } from '@atrium/contract/messages';
import { SessionMessages, SessionTexts } from '@atrium/contract/sessions';
import { UsersTexts } from '@atrium/contract/users';
import { createAccount } from './support/accounts.ts';
import { expect, storeSession, test } from './fixtures.ts';

/**
 * Decision 037: two browsers signed in as one user; the profile lists both, this one marked;
 * ending the other sends it to the session dialog at its next call (decision 086).
 */

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

test('the profile lists both sessions; ending the other one sends it to sign in at its next call', async ({
  page,
  browser,
  baseURL,
  account,
  signIn,
}) => {
  await signIn(account);

  // A second browser (its own cookies, address and user agent) signs in as the same user.
  const other = await browser.newContext({
    baseURL,
    userAgent: FIREFOX_WINDOWS,
    extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.77' },
  });
  try {
    const otherPage = await other.newPage();
    const response = await otherPage.request.post('/api/admin-login/', {
      data: { identifier: account.email, password: account.password },
    });
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as ApiSuccess<LoginResult>;
    await storeSession(otherPage, data);

    await page.goto('/admin/profile');
    const list = page.getByRole('list', { name: SessionTexts.title });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const mine = list.getByRole('listitem').filter({ hasText: SessionTexts.thisDevice });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByRole('button', { name: SessionTexts.end })).toHaveCount(0);
    const theirs = list.getByRole('listitem').filter({ hasText: 'Firefox 133 · Windows' });
    await expect(theirs).toContainText('203.0.113.77');

    await theirs.getByRole('button', { name: SessionTexts.endLabel('Firefox 133 · Windows') }).click();
    await expect(page.getByRole('alert').filter({ hasText: SessionMessages.ended })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: SessionTexts.endOthers })).toHaveCount(0);

    // The other browser's access token, still within its minutes, is refused at its next call, and so is its renewal.
    await otherPage.goto('/admin/profile');
    await expect(otherPage.getByRole('dialog', { name: AuthMessages.sessionDialogTitle })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('an administrator sees and ends another user’s sessions from Users', async ({
  page,
  playwright,
  baseURL,
  account,
  signIn,
}) => {
  const target = await createAccount('sessions target');
  // The target signs in from elsewhere (its own cookie jar).
  const elsewhere = await playwright.request.newContext({
    baseURL,
    userAgent: FIREFOX_WINDOWS,
    extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.78' },
  });
  try {
    const response = await elsewhere.post('/api/admin-login/', {
      data: { identifier: target.email, password: target.password },
    });
    expect(response.status()).toBe(200);

    await signIn(account);
    await page.goto('/admin/users');
    await page.getByRole('button', { name: `${UsersTexts.actions}: ${target.email}` }).click();
    await page.getByRole('menuitem', { name: SessionTexts.menuItem }).click();
    const dialog = page.getByRole('dialog', { name: SessionTexts.adminTitle(target.email) });
    await expect(dialog.getByRole('listitem')).toHaveText([/Firefox 133 · Windows.*203\.0\.113\.78/]);
    await dialog.getByRole('button', { name: SessionTexts.endAll }).click();
    await expect(page.getByRole('alert').filter({ hasText: SessionMessages.endedAll(1, target.email) })).toBeVisible();
    await expect(dialog.getByText(SessionTexts.none)).toBeVisible();
    // Its renewal is refused.
    const renewed = await elsewhere.post('/api/auth/refresh/', { headers: { 'X-Requested-With': 'test' } });
    expect(renewed.status()).toBe(401);
  } finally {
    await elsewhere.dispose();
  }
});
