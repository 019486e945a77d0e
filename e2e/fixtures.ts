/* eslint-disable no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter; {} means none. */
import type { ApiSuccess } from '@atrium/contract/api';
import type { LoginResult } from '@atrium/contract/auth';
import { test as base, expect, type Page } from '@playwright/test';
import { SessionKeys } from '../apps/web/app/lib/session-keys.ts';
import { createAccount, type Account } from './support/accounts.ts';
import { readE2eEnv } from './support/env.ts';

export { expect };
export type { Account };

type Fixtures = {
  /**
   * This test's client address. The app trusts X-Forwarded-For from loopback (TRUST_PROXY), so each test
   * counts as its own client for the per-address sign-in limits, as separate people would.
   */
  clientAddress: string;
  /** A fresh administrator of this test's own: change its password or email freely. */
  account: Account;
  /** The administrator from ADMIN_EMAIL: shared, so never changed by a test. */
  admin: Account;
  /** Signs `who` in through the API and stores the session as the login screen does; returns the access token. */
  signIn: (who: Account) => Promise<string>;
  /** A failed test's page as it was left, attached to the report as `screenshot`. */
  failureScreenshot: void;
  /** Fails the test on a console error, a CSP violation or an uncaught exception in the page. */
  consoleGuard: void;
};

let addressCounter = 0;

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => use(readE2eEnv().baseURL),

  clientAddress: async ({}, use, testInfo) => {
    addressCounter += 1;
    await use(`10.${(testInfo.workerIndex % 200) + 1}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`);
  },

  extraHTTPHeaders: async ({ clientAddress }, use) => use({ 'X-Forwarded-For': clientAddress }),

  account: async ({}, use, testInfo) => use(await createAccount(testInfo.title)),

  admin: async ({}, use) => {
    const env = readE2eEnv();
    await use({ email: env.adminEmail, password: env.adminPassword, username: env.adminEmail.split('@')[0]! });
  },

  signIn: async ({ page, clientAddress }, use) => {
    await use(async (who) => {
      const response = await page.request.post('/api/admin-login/', {
        data: { identifier: who.email, password: who.password },
        headers: { 'X-Forwarded-For': clientAddress },
      });
      expect(response.status(), await response.text()).toBe(200);
      const { data } = (await response.json()) as ApiSuccess<LoginResult>;
      await storeSession(page, data);
      return data.access;
    });
  },

  // Playwright's own `screenshot: 'only-on-failure'` photographs every page of every context as the
  // context closes, passed or failed, and throws the picture away when the test passed: one PNG of
  // the whole viewport per test for nothing (decision 109). This one is taken only after a failure,
  // before the page closes. Set up before consoleGuard so that it sees that guard's failure too.
  failureScreenshot: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      try {
        // A file in the test's output folder, named as Playwright named its own.
        const path = testInfo.outputPath('test-failed-1.png');
        await page.screenshot({ path, timeout: 5_000 });
        await testInfo.attach('screenshot', { path, contentType: 'image/png' });
      } catch {
        // A page already closed or crashed has nothing to show; the failure itself is reported.
      }
    },
    { auto: true },
  ],

  consoleGuard: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      // Every Content-Security-Policy violation becomes a console error, whether or not the browser logs one.
      await page.addInitScript({
        content: `document.addEventListener('securitypolicyviolation', (event) => {
          console.error('CSP violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code'));
        });`,
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The browser reports every 4xx answer; the tests provoke some on purpose (401 on a wrong password).
        if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
        problems.push(message.text());
      });
      await use();
      if (testInfo.status === testInfo.expectedStatus) expect(problems, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** Stores a sign-in's answer in the page's origin as the login screen does. */
export async function storeSession(page: Page, data: LoginResult): Promise<void> {
  // Any page of the origin gives access to its localStorage; the favicon is the lightest.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([keys, access, user]) => {
      localStorage.setItem(keys.token, access);
      localStorage.setItem(keys.user, JSON.stringify(user));
      localStorage.setItem(keys.loggedIn, 'true');
    },
    [SessionKeys, data.access, data.user] as const,
  );
}

/** The login screen's fields, by their labels. */
export function loginForm(page: Pick<Page, 'getByRole'>) {
  return {
    identifier: page.getByRole('textbox', { name: 'Email or username' }),
    password: page.getByRole('textbox', { name: 'Password', exact: true }),
    remember: page.getByRole('checkbox', { name: 'Remember me' }),
    submit: page.getByRole('button', { name: 'Login', exact: true }),
  };
}

/** Fills and sends the login form. */
export async function signInThroughForm(page: Page, who: Pick<Account, 'email' | 'password'>): Promise<void> {
  const form = loginForm(page);
  await form.identifier.fill(who.email);
  await form.password.fill(who.password);
  await form.submit.click();
}

export { SessionKeys };
