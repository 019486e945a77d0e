import { AppointmentTexts, type RequestedAppointment } from '@atrium/contract/submissions';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expectBulkDelete, exportCsv, navBadge, openInbox, useInbox } from './support/inbox.ts';
import { numbered, submitAppointment } from './support/submissions.ts';

/** The requested appointments inbox (requirements 3 §2, §8) with its new/read state and CSV export. */

const T = AppointmentTexts;
const path = '/admin/requested-appointments';

const inbox = useInbox('/api/requestedappointments/');

const request = (name: string, reason = 'A talk about open data') => ({
  name: `${name} ${inbox.tag}`,
  email: `${name.toLowerCase()}.${inbox.tag}@example.org`,
  phone_number: '5551234567',
  reason,
});

test('a new request shows New until viewed; View shows every field, Close hides them; delete asks first', async ({
  page,
  request: http,
}) => {
  await Promise.all([
    submitAppointment(http, request('Grace', 'Compilers, and a workshop for city planners.')),
    submitAppointment(http, request('Alan')),
  ]);
  await page.goto(path);
  await expect(navBadge(page, 'Requested Appointments')).toContainText(/\d+ new/);
  const s = await openInbox(page, path, T, inbox.tag);
  await expect(s.rows).toHaveCount(2);
  const grace = s.row(`Grace ${inbox.tag}`);
  await expect(grace.getByText('New', { exact: true })).toBeVisible();

  const read = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/read/'));
  await grace.getByRole('button', { name: `View Grace ${inbox.tag}` }).click();
  await read;
  for (const text of [
    `Grace ${inbox.tag}`,
    `grace.${inbox.tag}@example.org`,
    '555-123-4567',
    'Compilers, and a workshop for city planners.',
  ])
    await expect(grace.getByRole('definition').filter({ hasText: text })).toBeVisible();
  for (const label of ['Name', 'Email', 'Phone Number', 'Reason'])
    await expect(grace.getByText(label, { exact: true }).first()).toBeVisible();
  await expect(grace.getByText('New', { exact: true })).toHaveCount(0);
  await expect(s.row(`Alan ${inbox.tag}`).getByText('New', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'requested appointments, a row open');
  const [stored] = await inbox.api.call<RequestedAppointment[]>(
    'GET',
    `/api/requestedappointments/?searchedText=Grace%20${inbox.tag}`,
  );
  expect(stored!.read_at).not.toBeNull();

  await grace.getByRole('button', { name: `Close Grace ${inbox.tag}` }).click();
  await expect(grace.getByRole('definition')).toHaveCount(0);

  await grace.getByRole('button', { name: `Delete Grace ${inbox.tag}` }).click();
  await expect(s.dialog).toContainText('Are you sure, you want to delete this?');
  await s.dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(s.toast(T.deleted)).toBeVisible();
  await expect(s.rows).toHaveCount(1);
});

test('select all, {n} entries selected, clear, bulk delete with No then Yes', async ({ page, request: http }) => {
  await Promise.all(['Ada', 'Edsger', 'Barbara'].map((name) => submitAppointment(http, request(name))));
  const s = await openInbox(page, path, T, inbox.tag);
  await expect(s.rows).toHaveCount(3);
  await expectBulkDelete(page, s, T, 3);
  expect(await inbox.api.call<unknown[]>('GET', `/api/requestedappointments/?searchedText=${inbox.tag}`)).toEqual([]);
});

test('pages of 10 with a pager; a bigger page size shows them all', async ({ page, request: http }) => {
  await Promise.all(numbered(11).map((n) => submitAppointment(http, request(`Visitor${n}`))));
  const s = await openInbox(page, path, T, inbox.tag);
  await expect(s.rows).toHaveCount(10);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(s.rows).toHaveCount(1);
  await s.pageSize.selectOption('20');
  await expect(s.rows).toHaveCount(11);
});

test('Export CSV downloads every request with the admin token', async ({ page, request: http }) => {
  await submitAppointment(http, request('Katherine', 'Orbits, "trajectories" and =formulas'));
  await openInbox(page, path, T, inbox.tag);
  const { name, text } = await exportCsv(page);
  expect(name).toMatch(/^requested-appointments-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.split('\n')[0]).toContain('"name","email","phone_number","reason"');
  expect(text).toContain(
    `"Katherine ${inbox.tag}","katherine.${inbox.tag}@example.org","555-123-4567","Orbits, ""trajectories"" and =formulas"`,
  );
});
