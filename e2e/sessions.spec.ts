import { IndustryTexts, type Industry } from '@atrium/contract/industries';
import { AuthMessages } from '@atrium/contract/messages';
import { expect, loginForm, SessionKeys, signInThroughForm, test } from './fixtures.ts';

/**
 * Decision 026: a session that ends mid-edit asks to sign in over the form, keeps the typed
 * text and finishes the save; a live refresh cookie renews an expired access token unseen; the
 * login page returns to where the editor was going.
 */

const T = IndustryTexts;

test('a session ended mid-edit: sign in over the form, the text is kept and saved; later expiries renew unseen', async ({
  page,
  account,
  signIn,
}) => {
  await signIn(account);
  await page.goto('/admin/industries');
  await page.getByRole('button', { name: T.addLabel }).click();
  const form = page.getByRole('region', { name: T.addLabel });
  const name = form.getByRole('textbox', { name: 'Industry name' });
  const typed = `Kept through sign-in ${Date.now()}`;
  await name.fill(typed);

  // The session ends elsewhere (the refresh family revoked) and the access token is no longer good.
  await page.evaluate(async (keys) => {
    await fetch('/api/auth/logout/', { method: 'POST', headers: { 'X-Requested-With': 'test' } });
    localStorage.setItem(keys.token, 'ended.access.token');
  }, SessionKeys);

  await form.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: AuthMessages.sessionDialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(AuthMessages.sessionDialogText)).toBeVisible();
  // The form is still there below, with the text.
  await expect(name).toHaveValue(typed);
  await expect(page).toHaveURL(/\/admin\/industries$/);

  const again = loginForm(dialog);
  await expect(again.identifier).toHaveValue(account.email);
  await again.password.fill(account.password);
  await again.submit.click();

  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: T.created })).toBeVisible();
  const token = await page.evaluate((keys) => localStorage.getItem(keys.token), SessionKeys);
  const stored = await page.request.get(`/api/industries/?searchedText=${encodeURIComponent(typed)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await stored.json()) as { data: Industry[] };
  expect(data.map((i) => i.industriesName)).toEqual([typed]);

  // The access token expires while the refresh cookie lives: the next save renews it unseen.
  await page.evaluate((keys) => localStorage.setItem(keys.token, 'expired.access.token'), SessionKeys);
  await page.reload();
  await page.getByRole('button', { name: T.addLabel }).click();
  await name.fill(`${typed} again`);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('alert').filter({ hasText: T.created })).toHaveCount(1);
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate((keys) => localStorage.getItem(keys.token), SessionKeys)).not.toBe('expired.access.token');
});

test('signed out, a back-office address leads to Login and back there after signing in', async ({ page, account }) => {
  await page.goto('/admin/industries?page=1');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Findustries%3Fpage%3D1$/);
  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/admin\/industries\?page=1$/);
  await expect(page.getByRole('button', { name: T.addLabel })).toBeVisible();
});
