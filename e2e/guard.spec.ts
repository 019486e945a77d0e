import { expect, SessionKeys, test } from './fixtures.ts';

const guarded = [
  '/admin/profile',
  '/admin/edit-profile',
  '/admin/change-password',
  '/admin/hero-slider',
  '/admin/no-such-screen',
];
const open = [
  '/admin/login',
  '/admin/forgot-password',
  '/admin/email-sent?email=a%40b.org',
  '/admin/password-reset?token=x',
];

// One page walks every path (each a full load of the back office in it, with a step of its own):
// a fresh context per path cost a browser's start of the screen each for the same check (decision 109).
test.describe('signed out', () => {
  test('every guarded path goes to Login, which will come back (decision 026); /admin goes to Login', async ({
    page,
  }) => {
    for (const path of guarded) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect.soft(page).toHaveURL(new RegExp(`/admin/login\\?next=${encodeURIComponent(path)}$`));
        await expect.soft(page.getByRole('heading', { name: 'Login' })).toBeVisible();
      });
    }
    await test.step('/admin', async () => {
      await page.goto('/admin');
      await expect.soft(page).toHaveURL(/\/admin\/login$/);
    });
  });

  test('every open path stays open', async ({ page }) => {
    for (const path of open) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect.soft(page).toHaveURL(new RegExp(`${path.replace(/[?.]/g, '\\$&')}$`));
      });
    }
  });

  test("a flag other than the string 'true' is no session", async ({ page }) => {
    await page.goto('/favicon.svg');
    await page.evaluate((keys) => {
      localStorage.setItem(keys.loggedIn, 'yes');
      localStorage.setItem(keys.token, 'whatever');
    }, SessionKeys);
    await page.goto('/admin/profile');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fprofile$/);
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ signIn, admin }) => signIn(admin));

  test('/admin/login and /admin go to the dashboard (decision 082)', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('an unknown admin path shows a not-found page inside the shell', async ({ page }) => {
    await page.goto('/admin/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('an expired token is renewed with the refresh cookie on the next call, unseen (decision 026)', async ({
    page,
  }) => {
    await page.goto('/admin/profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await page.evaluate((key) => localStorage.setItem(key, 'expired-or-forged'), SessionKeys.token);
    await page.goto('/admin/profile');
    await expect(page.getByRole('textbox', { name: 'Email' })).not.toHaveValue('');
    await expect(page).toHaveURL(/\/admin\/profile$/);
    // The profile shows the stored user at once; the renewal lands with its first call.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), SessionKeys.token))
      .not.toBe('expired-or-forged');
    await expect(page).toHaveURL(/\/admin\/profile$/);
  });
});

test('unknown API paths answer JSON 404, pages answer HTML', async ({ request }) => {
  const api = await request.get('/api/no-such-endpoint/');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ success: false });
  const page = await request.get('/no-such-page');
  expect(page.status()).toBe(404);
  expect(page.headers()['content-type']).toMatch(/text\/html/);
  const admin = await request.get('/admin/login');
  expect(admin.status()).toBe(200);
  expect(await admin.text()).toContain('<div');
});

test('the back office is never indexed; the public site is', async ({ request }) => {
  // A signed-in screen's own title replaces the layout's robots meta, so the header says it for every page.
  for (const path of ['/admin', '/admin/login', '/admin/hero-slider', '/admin/no-such-screen']) {
    expect((await request.get(path)).headers()['x-robots-tag'], path).toBe('noindex, nofollow');
  }
  expect((await request.get('/')).headers()['x-robots-tag']).toBeUndefined();
  expect((await request.get('/administrator')).headers()['x-robots-tag']).toBeUndefined();
});
