import type { Page } from '@playwright/test';
import { ContactFormTexts, SignupTexts } from '@atrium/contract/public-forms';
import { expectSpamCheckDone } from './support/site-forms.ts';
import { appointmentButton, appointmentPopup, expect, test } from './support/site.ts';

/** The JavaScript budget of a public page (decision 016): 100 KB compressed. */
const BUDGET = 100 * 1024;

/** The bytes a file takes on the wire, brotli or gzip as the server sends it. */
async function encodedSize(page: Page, file: string): Promise<number> {
  const response = await page.request.get(file, { headers: { 'accept-encoding': 'br, gzip' } });
  return Number(response.headers()['content-length'] ?? (await response.body()).length);
}

/** Counts the compressed bytes of every script the page loads (workers included) from now on. */
function scriptBytes(page: Page): () => Promise<{ total: number; files: string[] }> {
  const loaded: Array<Promise<{ file: string; bytes: number }>> = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('.js')) return;
    loaded.push(request.sizes().then((sizes) => ({ file: url.pathname, bytes: sizes.responseBodySize })));
  });
  return async () => {
    const byFile = new Map<string, number>();
    for (const one of await Promise.all(loaded)) {
      // Chromium reports no body size for a worker's script: ask for it as a browser would.
      const bytes = one.bytes > 0 ? one.bytes : await encodedSize(page, one.file);
      byFile.set(one.file, Math.max(byFile.get(one.file) ?? 0, bytes));
    }
    const files = [...byFile].map(([file, bytes]) => `${file} ${bytes}`);
    return { total: [...byFile.values()].reduce((sum, bytes) => sum + bytes, 0), files };
  };
}

test('the contact page, its form used, stays within the JavaScript budget', async ({ page }, testInfo) => {
  const measure = scriptBytes(page);
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: ContactFormTexts.heading });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Grace');
  await expectSpamCheckDone(form.getByRole('group', { name: 'Spam check' }));
  const { total, files } = await measure();
  testInfo.annotations.push({
    type: 'contact page JS (compressed bytes)',
    description: `${total}: ${files.join(', ')}`,
  });
  console.log(`[weight] contact page, form used: ${total} B`, files);
  expect(files.some((file) => file.includes('site-worker-altcha'))).toBe(true);
  expect(total).toBeLessThan(BUDGET);
});

test('a page with only the popup (opened) stays within the budget; the forms load only when used', async ({ page }) => {
  const measure = scriptBytes(page);
  await page.goto('/faqs');
  await page.waitForLoadState('networkidle');
  const before = await measure();
  // Before anyone turns to a form, none of the forms' code is there, only the small islands.
  expect(before.files.some((file) => /island-(form-controller|appointment-form|mailing-list-form)/.test(file))).toBe(
    false,
  );
  console.log(`[weight] faqs at load: ${before.total} B`, before.files);
  // Once its island has enhanced the link: a click before that follows it to the contact page.
  await expect(appointmentButton(page)).toHaveAttribute('aria-haspopup', 'dialog');
  await appointmentButton(page).click();
  const popup = appointmentPopup(page);
  await expectSpamCheckDone(popup.getByRole('group', { name: 'Spam check' }));
  const after = await measure();
  console.log(`[weight] faqs with the popup open: ${after.total} B`, after.files);
  expect(after.files.some((file) => file.includes('island-mailing-list-form'))).toBe(false);
  expect(after.total).toBeLessThan(BUDGET);
  expect(page.getByRole('form', { name: SignupTexts.heading })).toBeTruthy();
});
