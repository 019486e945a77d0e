import type { Page } from '@playwright/test';
import { IndustryMessages, IndustryTexts } from '../packages/contract/src/industries.ts';
import { Messages } from '../packages/contract/src/messages.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import {
  adminApi,
  expectCounts,
  listScreen,
  moveRowDown,
  openSearched,
  rowTitles,
  uniqueTag,
  type AdminApi,
} from './support/list-screen.ts';

/** The Industries screen (spec 2 §2): a name, and the whole list convention. */

const T = IndustryTexts;
type Industry = { id: number; industriesName: string; status: number; position: number };

let api: AdminApi;
let tag: string;

test.beforeEach(async ({ page, signIn, admin }) => {
  tag = uniqueTag();
  await signIn(admin);
  api = await adminApi(page.request, admin);
});

test.afterEach(async () => {
  const ids = (await listTagged()).map((industry) => industry.id);
  if (ids.length) await api.call('DELETE', '/api/industries/bulk-delete/', { ids });
});

function listTagged(): Promise<Industry[]> {
  return api.call<Industry[]>('GET', `/api/industries/?limit=100&sort_by=position&searchedText=${tag}`);
}

async function seed(names: string[], status: 0 | 1 = 0): Promise<void> {
  for (const name of names) await api.call('POST', '/api/industries/', { industriesName: `${name} ${tag}`, status });
}

async function open(page: Page) {
  const s = listScreen(page, T);
  await openSearched(page, '/admin/industries', s, tag);
  return s;
}

test('adds an industry after the form has said the name is missing', async ({ page }) => {
  const s = await open(page);
  await expect(page.getByText(Messages.noData)).toBeVisible();
  await s.add.click();
  await expect(s.addForm.getByRole('heading', { name: T.addLabel })).toBeFocused();
  await s.addForm.getByRole('button', { name: 'Create' }).click();
  const name = s.addForm.getByRole('textbox', { name: 'Industry name' });
  await expect(s.addForm.getByText(IndustryMessages.nameRequired)).toBeVisible();
  await expect(name).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'industries, add form with an error');

  await name.fill(`Renewable energy ${tag}`);
  await expect(s.addForm.getByText(IndustryMessages.nameRequired)).toHaveCount(0);
  await s.addForm.getByRole('button', { name: 'Create' }).click();
  await expect(s.toast(T.created)).toBeVisible();
  await expect(s.addForm).toHaveCount(0);
  await expect(s.row(`Renewable energy ${tag}`)).toContainText('Unpublished');
  await expectCounts(s, 1, 0, 1);
  expect((await listTagged()).map((i) => i.industriesName)).toEqual([`Renewable energy ${tag}`]);
  await expectNoSeriousA11yViolations(page, 'industries, list');
});

test('edits a name, publishes and unpublishes, and the tabs follow', async ({ page }) => {
  await seed(['Farming']);
  const s = await open(page);
  await s
    .row(`Farming ${tag}`)
    .getByRole('button', { name: /^Edit / })
    .click();
  const name = s.editForm.getByRole('textbox', { name: 'Industry name' });
  await expect(name).toHaveValue(`Farming ${tag}`);
  await name.fill('');
  await s.editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(s.editForm.getByText(IndustryMessages.nameRequired)).toBeVisible();
  await name.fill(`Agriculture ${tag}`);
  await s.editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(s.toast(T.updated)).toBeVisible();
  await expect(s.row(`Agriculture ${tag}`)).toBeVisible();

  await s
    .row(`Agriculture ${tag}`)
    .getByRole('button', { name: /^Publish / })
    .click();
  await expect(s.toast(T.published)).toBeVisible();
  await expectCounts(s, 1, 1, 0);
  await s.tab('Published').click();
  await s
    .row(`Agriculture ${tag}`)
    .getByRole('button', { name: /^Unpublish / })
    .click();
  await expect(s.toast(T.unpublished)).toBeVisible();
  await expect(page.getByText(Messages.noData)).toBeVisible();
  await expectCounts(s, 1, 0, 1);
});

test('reorders, deletes one and bulk deletes the rest', async ({ page }) => {
  await seed(['Alpha', 'Beta', 'Gamma', 'Delta']);
  const s = await open(page);
  await expect(s.rows).toHaveCount(4);
  await moveRowDown(page, s.row(`Alpha ${tag}`));
  await expect(s.toast(Messages.orderUpdated)).toBeVisible();
  expect(await rowTitles(s.rows)).toEqual([`Beta ${tag}`, `Alpha ${tag}`, `Gamma ${tag}`, `Delta ${tag}`]);
  expect((await listTagged()).map((i) => i.industriesName)).toEqual([
    `Beta ${tag}`,
    `Alpha ${tag}`,
    `Gamma ${tag}`,
    `Delta ${tag}`,
  ]);

  await s
    .row(`Delta ${tag}`)
    .getByRole('button', { name: /^Delete / })
    .click();
  await expect(s.dialog).toContainText(Messages.deleteConfirm);
  await s.dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(s.toast(T.deleted)).toBeVisible();
  await expect(s.rows).toHaveCount(3);

  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(s.bulkBar).toContainText('3 entries selected');
  await s.bulkBar.getByRole('button', { name: 'Delete All' }).click();
  await s.dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(s.toast(T.bulkDeleted)).toBeVisible();
  await expect(page.getByText(Messages.noData)).toBeVisible();
  await expectCounts(s, 0, 0, 0);
});

test('a failed delete says so with the screen’s title and the server’s message', async ({ page }) => {
  await seed(['Mining']);
  const s = await open(page);
  await page.route('**/api/industries/*/', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 409, json: { success: false, message: 'This industry is in use.' } })
      : route.fallback(),
  );
  await s
    .row(`Mining ${tag}`)
    .getByRole('button', { name: /^Delete / })
    .click();
  await s.dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(s.toast(T.deleteFailedTitle)).toContainText('This industry is in use.');
  await expect(s.rows).toHaveCount(1);
});
