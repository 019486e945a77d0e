import path from 'node:path';
import { AuditActionLabels, auditResourceLabel, AuditTexts } from '@atrium/contract/endpoints/audit';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

/**
 * Decision 031: an edit shows in the audit log, found by person and resource; decision 085: in
 * words (the screen's name, the action as people say it, the record's title kept after a permanent
 * delete, only what changed).
 */

const screenshots = process.env.ATRIUM_SCREENSHOTS;

test('an edit appears in the audit log in words; filter by person and screen', async ({
  page,
  account,
  signIn,
  clientAddress,
}) => {
  const token = await signIn(account);
  const headers = { authorization: `Bearer ${token}`, 'X-Forwarded-For': clientAddress };
  const title = `Audited ${account.username}`;
  const created = await page.request.post('/api/faqs/', { data: { title, Description: '<p>x</p>' }, headers });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const renamed = `Renamed ${account.username}`;
  for (const [method, url, data] of [
    ['PATCH', `/api/faqs/${id}/`, { title: renamed, Description: '<p>x</p>' }],
    ['PATCH', `/api/faqs/${id}/`, { status: 1 }],
    ['DELETE', `/api/faqs/${id}/`, undefined],
    ['DELETE', `/api/faqs/${id}/permanent/`, undefined],
  ] as const) {
    const res = await page.request.fetch(url, { method, data, headers });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  }

  await page.goto('/admin/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: AuditTexts.title })).toBeVisible();
  await page.getByRole('combobox', { name: AuditTexts.person }).selectOption({ label: account.email.toLowerCase() });
  const rows = page.locator('tbody tr');
  // Newest first: deleted permanently, deleted, published, edited, created, then the sign-in.
  await expect(rows).toHaveCount(6);
  const expected = [
    [AuditActionLabels.delete_forever, renamed, null],
    [AuditActionLabels.delete, renamed, null],
    [AuditActionLabels.publish, renamed, null],
    // Only what changed: the description was sent again, unchanged.
    [AuditActionLabels.update, renamed, `Title: ${title} → ${renamed}`],
    [AuditActionLabels.create, title, 'Description: changed'],
  ] as const;
  for (const [i, [action, record, change]] of expected.entries()) {
    const row = rows.nth(i);
    await expect(row.locator(`td[data-label="${AuditTexts.action}"]`)).toHaveText(action);
    await expect(row.locator(`td[data-label="${AuditTexts.resource}"]`)).toHaveText(auditResourceLabel('faqs'));
    await expect(row.locator(`td[data-label="${AuditTexts.record}"]`)).toHaveText(record);
    if (change) await expect(row.locator(`td[data-label="${AuditTexts.fields}"]`)).toContainText(change);
  }
  await expect(rows.nth(3).locator(`td[data-label="${AuditTexts.fields}"]`)).not.toContainText('Description');
  await expect(rows.first()).toContainText(clientAddress);
  await expect(rows.nth(5)).toContainText(AuditActionLabels.sign_in);

  await page.getByRole('combobox', { name: AuditTexts.resource }).selectOption({ label: auditResourceLabel('faqs') });
  await expect(rows).toHaveCount(5);
  await expectNoSeriousA11yViolations(page, 'audit log');

  if (screenshots) {
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
