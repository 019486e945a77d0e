import { expect, test } from './fixtures.ts';
import { createAccount } from './support/accounts.ts';
import { learnResource } from './support/learn-screens.ts';
import { listScreen, openSearched } from './support/list-screen.ts';

// Temporary: screenshots of the presence notice (not committed).
const blogs = learnResource('blog');

test('presence notice shots', async ({ page, browser, baseURL, signIn }) => {
  test.setTimeout(90_000);
  const { tag } = blogs;
  await blogs.seed([`Shots ${tag}`]);
  const me = await createAccount('shots');
  await signIn(me);
  const second = await page.context().newPage();
  const mine = await blogs.open(page);
  await mine.row(`Shots ${tag}`).getByRole('button', { name: /^Edit / }).click();
  const other = listScreen(second, blogs.options.texts);
  await openSearched(second, blogs.options.path, other, tag);
  await other.row(`Shots ${tag}`).getByRole('button', { name: /^Edit / }).click();
  const notice = other.editForm.locator('[data-presence]');
  await expect(notice).toContainText('You also have this open in another window');
  const dir = process.env.ATRIUM_SCREENSHOTS ?? '/tmp/shots';
  for (const [w, h] of [[390, 844], [1440, 900]] as const) {
    await second.setViewportSize({ width: w, height: h });
    await notice.scrollIntoViewIfNeeded();
    await second.screenshot({ path: `${dir}/presence-self-${w}.png` });
  }
  // Someone else too.
  const grace = await createAccount('shots2', { firstName: 'Grace', lastName: 'Hopper' });
  const ctx = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '10.250.0.99' } });
  const g = await ctx.newPage();
  const login = await g.request.post('/api/admin-login/', { data: { identifier: grace.email, password: grace.password } });
  const { storeSession } = await import('./fixtures.ts');
  await storeSession(g, (await login.json()).data);
  const hers = listScreen(g, blogs.options.texts);
  await openSearched(g, blogs.options.path, hers, tag);
  await hers.row(`Shots ${tag}`).getByRole('button', { name: /^Edit / }).click();
  await expect(notice).toContainText('Grace Hopper is also editing this', { timeout: 5000 });
  for (const [w, h] of [[390, 844], [1440, 900]] as const) {
    await second.setViewportSize({ width: w, height: h });
    await notice.scrollIntoViewIfNeeded();
    await second.screenshot({ path: `${dir}/presence-both-${w}.png` });
  }
  await ctx.close();
});
