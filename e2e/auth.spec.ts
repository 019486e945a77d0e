import { AuthMessages } from '@atrium/contract/messages';
import { UserMessages } from '@atrium/contract/users';
import { createAccount } from './support/accounts.ts';
import { expect, loginForm, SessionKeys, signInThroughForm, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

test.describe('sign in', () => {
  test('signs in with the email and lands on the dashboard (decision 082)', async ({ page, account }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'login');

    await signInThroughForm(page, account);

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText(AuthMessages.loginSuccess, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const flag = await page.evaluate((key) => localStorage.getItem(key), SessionKeys.loggedIn);
    expect(flag).toBe('true');
  });

  test('a wrong password marks both fields and keeps the user out', async ({ page, account }) => {
    await page.goto('/admin/login');
    await signInThroughForm(page, { email: account.email, password: `${account.password}-wrong` });

    // The server's message as a toast (2 s), and both fields marked.
    await expect(page.getByRole('alert').filter({ hasText: AuthMessages.invalidCredentials })).toBeVisible();
    const form = loginForm(page);
    await expect(page.getByText(AuthMessages.invalidCredentialsField, { exact: true })).toHaveCount(2);
    await expect(form.identifier).toHaveAttribute('aria-invalid', 'true');
    await expect(form.password).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/admin\/login$/);

    // Editing a field clears its server message.
    await form.password.fill(account.password);
    await expect(page.getByText(AuthMessages.invalidCredentialsField, { exact: true })).toHaveCount(1);
  });

  test('a deactivated account is told so, not "Invalid Credentials"', async ({ page, account, signIn }) => {
    const other = await createAccount('deactivated');
    const token = await signIn(account);
    const auth = { Authorization: `Bearer ${token}` };
    const users = (await (await page.request.get('/api/users/', { headers: auth })).json()) as {
      data: Array<{ id: number; email: string }>;
    };
    const id = users.data.find((user) => user.email === other.email)!.id;
    expect((await page.request.patch(`/api/users/${id}/`, { headers: auth, data: { active: false } })).status()).toBe(
      200,
    );

    await page.evaluate(() => localStorage.clear());
    await page.goto('/admin/login');
    await signInThroughForm(page, other);
    await expect(loginForm(page).identifier).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(UserMessages.deactivated, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(AuthMessages.invalidCredentialsField, { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('required fields show after the first submit, then update live', async ({ page }) => {
    await page.goto('/admin/login');
    const form = loginForm(page);
    await expect(page.getByText('This field is required', { exact: true })).toHaveCount(0);
    await form.submit.click();
    await expect(page.getByText('This field is required', { exact: true })).toHaveCount(2);
    await form.identifier.fill('someone');
    await expect(page.getByText('This field is required', { exact: true })).toHaveCount(1);
    await form.identifier.fill('');
    await expect(page.getByText('This field is required', { exact: true })).toHaveCount(2);
  });

  test('the keyboard alone can sign in', async ({ page, account }) => {
    await page.goto('/admin/login');
    const form = loginForm(page);
    await expect(form.identifier).toBeFocused();
    await page.keyboard.type(account.username);
    await page.keyboard.press('Tab');
    await expect(form.password).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('remember me restores the identifier and never stores the password', async ({ page, account }) => {
    await page.goto('/admin/login');
    const form = loginForm(page);
    await form.identifier.fill(account.email);
    await form.password.fill(account.password);
    await form.remember.check();
    await form.submit.click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(account.password);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(form.identifier).toHaveValue(account.email);
    await expect(form.password).toHaveValue('');
    await expect(form.remember).toBeChecked();
  });
});

test('logout clears the session and the guard keeps the user out', async ({ page, account, signIn }) => {
  await signIn(account);
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  const session = await page.evaluate(
    (keys) => [localStorage.getItem(keys.token), localStorage.getItem(keys.user), localStorage.getItem(keys.loggedIn)],
    SessionKeys,
  );
  expect(session).toEqual([null, null, null]);

  await page.goto('/admin/profile');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fprofile$/);
  // The server ended the session too: its refresh cookie renews nothing (decision 026).
  const refresh = await page.request.post('/api/auth/refresh/', { headers: { 'X-Requested-With': 'test' } });
  expect(refresh.status()).toBe(401);
});
