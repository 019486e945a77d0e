import type { Locator, Page, Route } from '@playwright/test';
import { SpamCheckTexts } from '@atrium/contract/public-forms';
import { englishSiteCatalogue, type SiteCatalogue } from '@atrium/contract/site-catalogue';
import { decodeQuotedPrintable, mailTo, type CapturedMail } from './mailbox.ts';
import { readE2eEnv } from './env.ts';
import { adminApiWithToken, type AdminApi } from './list-screen.ts';
import { expect } from './site.ts';

/** A form's fields by their labels (requirements 3 §2), within `scope`, in a language's words (decision 095). */
export function formFields(
  scope: Locator,
  { fieldLabels: FieldLabels, forms: PublicFormTexts, spamCheck }: SiteCatalogue = englishSiteCatalogue,
) {
  const field = (name: string) => scope.getByRole('textbox', { name, exact: true });
  return {
    name: field(FieldLabels.name),
    email: field(FieldLabels.email),
    phone: field(FieldLabels.phone),
    reason: field(FieldLabels.reason),
    organization: field(FieldLabels.organization),
    industry: scope.getByRole('combobox', { name: FieldLabels.industries, exact: true }),
    message: field(FieldLabels.message),
    purpose: field(FieldLabels.purpose),
    submit: scope.getByRole('button', { name: PublicFormTexts.submit, exact: true }),
    status: scope.locator('[data-status]'),
    spamCheck: scope.getByRole('group', { name: spamCheck.label }),
    /** The honeypot: in the DOM, not in the accessibility tree. */
    honeypot: scope.locator('input[name="subject"]'),
  };
}

/** A control's error: its accessible description holds the message and it is marked invalid. */
export async function expectError(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAccessibleDescription(new RegExp(escape(message)));
  await expect(control).toHaveAttribute('aria-invalid', 'true');
}

/** ALTCHA's proof of work is done: the check's visible state says so. */
export async function expectSpamCheckDone(spamCheck: Locator): Promise<void> {
  await expect(spamCheck).toHaveAccessibleDescription(new RegExp(`^${escape(SpamCheckTexts.done)}`));
}

export async function expectNoError(control: Locator): Promise<void> {
  await expect(control).not.toHaveAttribute('aria-invalid', 'true');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The administrator's API, signed in as the shared admin (the inboxes are read, never changed but for clean-up). */
export async function siteAdminApi(page: Page): Promise<AdminApi> {
  const env = readE2eEnv();
  const response = await page.request.post('/api/admin-login/', {
    data: { identifier: env.adminEmail, password: env.adminPassword },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { access: string } };
  return adminApiWithToken(page.request, data.access);
}

/** Waits for a mail to `address` whose text contains `tag`. */
export async function waitForMailWith(address: string, tag: string, timeoutMs = 15_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = mailTo(address).find((mail) => decodeQuotedPrintable(mail.raw).includes(tag));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`No mail to ${address} with "${tag}" within ${timeoutMs} ms.`);
}

/** The administrator who is mailed about each submission (ADMIN_NOTIFY_EMAIL is unset in the suite). */
export const notifiedAdmin = () => readE2eEnv().adminEmail;

/** Rewrites one field of the JSON a form posts to `path`, once (a forged token, an unknown industry...). */
export async function rewriteNextPost(page: Page, path: string, change: Record<string, unknown>): Promise<void> {
  await page.route(
    `**${path}`,
    async (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const body = { ...(route.request().postDataJSON() as Record<string, unknown>), ...change };
      await route.continue({ postData: JSON.stringify(body) });
    },
    { times: 1 },
  );
}

/** Holds the next POST to `path` for a moment, so the progress text can be read. */
export async function slowNextPost(page: Page, path: string, ms = 700): Promise<void> {
  await page.route(
    `**${path}`,
    async (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
    { times: 1 },
  );
}

/** The top of a box in the page (not the window), to see that showing errors moved nothing above it. */
export async function topOf(locator: Locator): Promise<number> {
  return locator.evaluate(async (element: { getBoundingClientRect(): { top: number } }) => {
    const view = globalThis as unknown as { scrollY: number; document: { fonts: { ready: Promise<unknown> } } };
    // Measured once the web fonts are in, so their swap is not taken for the form moving.
    await view.document.fonts.ready;
    return Math.round(element.getBoundingClientRect().top + view.scrollY);
  });
}
