import type { ApiSuccess } from '@atrium/contract/api';
import type { LoginResult } from '@atrium/contract/auth';
import { expect, storeSession, test } from './fixtures.ts';
import { createAccount } from './support/accounts.ts';
import { learnForm, learnResource } from './support/learn-screens.ts';
import { listScreen, openSearched } from './support/list-screen.ts';

/**
 * Decision 083 end to end: two people edit one blog in two browsers. The second to open it is
 * told the first is editing, and the first within seconds (decision 088); a session signed out
 * leaves at once (decision 107); the first to save wins; the other's save opens the conflict dialog
 * with the first one's change beside their own, and the merge keeps both.
 */

test.describe.configure({ timeout: 90_000 });

const blogs = learnResource('blog');

test('a save after someone else’s shows their change beside mine, and the merge keeps both', async ({
  page,
  browser,
  baseURL,
}) => {
  const { tag } = blogs;
  const [blog] = await blogs.seed([`Shared ${tag}`]);
  const grace = await createAccount('conflicts', { firstName: 'Grace', lastName: 'Hopper' });

  // Grace, in a browser of her own (her own client address: the sign-in limits are per address).
  const theirs = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '10.250.0.83' } });
  const other = await theirs.newPage();
  const login = await other.request.post('/api/admin-login/', {
    data: { identifier: grace.email, password: grace.password },
  });
  await storeSession(other, ((await login.json()) as ApiSuccess<LoginResult>).data);

  // I open the blog first, then Grace does: she is told I am editing it.
  const mine = await blogs.open(page);
  await mine
    .row(`Shared ${tag}`)
    .getByRole('button', { name: /^Edit / })
    .click();
  const myForm = learnForm(page, mine.editForm);
  await expect(myForm.title).toHaveValue(`Shared ${tag}`);
  const hers = listScreen(other, blogs.options.texts);
  await openSearched(other, blogs.options.path, hers, tag);
  await hers
    .row(`Shared ${tag}`)
    .getByRole('button', { name: /^Edit / })
    .click();
  await expect(hers.editForm.locator('[data-presence]')).toContainText('also editing this');
  // And I, who opened it first, am told within seconds, not at my next beat (decision 088).
  await expect(mine.editForm.locator('[data-presence]')).toContainText('Grace Hopper is also editing this', {
    timeout: 5_000,
  });
  if (process.env.ATRIUM_SCREENSHOTS) {
    await other.screenshot({ path: `${process.env.ATRIUM_SCREENSHOTS}/edit-presence-1440.png` });
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${process.env.ATRIUM_SCREENSHOTS}/edit-presence-first-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.ATRIUM_SCREENSHOTS}/edit-presence-first-390.png` });
    await page.setViewportSize(size);
  }

  // Her reload runs no cleanup: her form's goodbye goes out with the page, so I am not told she is
  // still editing until her presence runs out (40 s). She opens it again.
  await other.reload();
  await expect(mine.editForm.locator('[data-presence]')).toHaveCount(0, { timeout: 5_000 });
  await openSearched(other, blogs.options.path, hers, tag);
  await hers
    .row(`Shared ${tag}`)
    .getByRole('button', { name: /^Edit / })
    .click();

  // Decision 107: she signs out with the form open (its goodbye, sent afterwards, is refused), signs
  // in again and opens the blog once more. The form of the session she ended is no one's: her
  // notice names me alone, never herself, and mine names her once.
  await other.evaluate(() =>
    fetch('/api/auth/logout/', { method: 'POST', headers: { 'X-Requested-With': 'test' } }).then(() => undefined),
  );
  const again = await other.request.post('/api/admin-login/', {
    data: { identifier: grace.email, password: grace.password },
  });
  await storeSession(other, ((await again.json()) as ApiSuccess<LoginResult>).data);
  await openSearched(other, blogs.options.path, hers, tag);
  await hers
    .row(`Shared ${tag}`)
    .getByRole('button', { name: /^Edit / })
    .click();
  const herNotice = hers.editForm.locator('[data-presence]');
  await expect(herNotice).toContainText('is also editing this');
  await expect(herNotice).not.toContainText('another window');
  await expect(mine.editForm.locator('[data-presence]')).toContainText('Grace Hopper is also editing this', {
    timeout: 5_000,
  });

  // Grace saves a subtitle first.
  const herForm = learnForm(other, hers.editForm);
  await herForm.subtitle.fill('Grace’s subtitle');
  await herForm.submit.click();
  await expect(hers.toast(blogs.options.texts.updated)).toBeVisible();
  await theirs.close();

  // My save, made against the version I opened, is refused and shows her change beside mine.
  await myForm.title.fill(`Shared ${tag} with my title`);
  await myForm.submit.click();
  const dialog = page.getByRole('dialog', { name: 'Someone else saved this while you were editing' });
  await expect(dialog).toContainText('Grace Hopper saved it on');
  await expect(dialog).toContainText('after you opened it; nothing of yours is saved yet');
  const subtitle = dialog.locator('[data-field="subtitle"]');
  await expect(subtitle.locator('[data-side="theirs"]')).toContainText('Grace’s subtitle');
  await expect(subtitle.locator('[data-side="mine"]')).toContainText('(empty)');
  // My own change is not asked about: Grace did not touch the title.
  await expect(dialog.locator('[data-field="title"]')).toHaveCount(0);
  if (process.env.ATRIUM_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.ATRIUM_SCREENSHOTS}/edit-conflict-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.ATRIUM_SCREENSHOTS}/edit-conflict-390.png` });
  }

  // Her subtitle is taken (the choice where only she changed a field); my title goes too.
  await expect(subtitle.getByRole('radio', { name: 'Take Grace’s' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save merged' }).click();
  await expect(mine.toast(blogs.options.texts.updated)).toBeVisible();
  const saved = await blogs.api.call<{ title: string; subtitle: string }>('GET', `/api/learn-blogs/${blog!.id}/`);
  expect(saved).toMatchObject({ title: `Shared ${tag} with my title`, subtitle: 'Grace’s subtitle' });
});
