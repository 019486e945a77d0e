import path from 'node:path';
import { auditResourceLabel, AuditTexts } from '@atrium/contract/endpoints/audit';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

/** Decision 031: an edit shows in the audit log, found by person and resource. */

const screenshots = process.env.ATRIUM_SCREENSHOTS;

test('an edit appears in the audit log; filter by person and resource', async ({
  page,
  account,
  signIn,
  clientAddress,
}) => {
  const token = await signIn(account);
  const created = await page.request.post('/api/faqs/', {
    data: { title: `Audited ${account.username}`, Description: '<p>x</p>' },
    headers: { authorization: `Bearer ${token}`, 'X-Forwarded-For': clientAddress },
  });
  expect(created.status()).toBe(201);
  const id = String(((await created.json()) as { data: { id: number } }).data.id);

  await page.goto('/admin/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: AuditTexts.title })).toBeVisible();
  await page.getByRole('combobox', { name: AuditTexts.person }).selectOption({ label: account.email.toLowerCase() });
  const rows = page.locator('tbody tr');
  // Newest first: the create, then the sign-in.
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Create');
  await expect(rows.first()).toContainText(auditResourceLabel('faqs'));
  await expect(rows.first()).toContainText(id);
  await expect(rows.first()).toContainText('Description, title');
  await expect(rows.first()).toContainText(clientAddress);
  await expect(rows.nth(1)).toContainText('Sign-in');

  await page.getByRole('combobox', { name: AuditTexts.resource }).selectOption({ label: auditResourceLabel('faqs') });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Create');
  await expectNoSeriousA11yViolations(page, 'audit log');

  if (screenshots) {
    await page.getByRole('button', { name: AuditTexts.clear }).click();
    for (const viewport of [
      { name: 'desktop', width: 1440, height: 900 },
      { name: 'mobile', width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await expect(rows.first()).toBeVisible();
      await page.screenshot({ path: path.join(screenshots, `audit-log-${viewport.name}.png`), fullPage: true });
    }
  }
});
