import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import type { ResourceTexts } from '@atrium/contract/messages';
import { test } from '../fixtures.ts';
import { adminApiWithToken, listScreen, uniqueTag, type AdminApi, type ListScreen } from './list-screen.ts';

/**
 * A spec's inbox: before each test a new tag and the admin API; after it, every row of the
 * inbox carrying the tag is deleted. Also the submissions' proof of work takes seconds of CPU
 * each, so the tests get a generous time limit.
 */
export function useInbox(endpoint: string): { readonly tag: string; readonly api: AdminApi } {
  const state = { tag: '', api: undefined as AdminApi | undefined };
  test.describe.configure({ timeout: 300_000 });
  test.beforeEach(async ({ page, signIn, admin }) => {
    state.tag = uniqueTag();
    state.api = adminApiWithToken(page.request, await signIn(admin));
  });
  test.afterEach(async () => {
    if (!state.api) return;
    const rows = await state.api.call<Array<{ id: number }>>('GET', `${endpoint}?limit=100&searchedText=${state.tag}`);
    if (rows.length) await state.api.call('DELETE', `${endpoint}bulk-delete/`, { ids: rows.map((r) => r.id) });
  });
  return {
    get tag() {
      return state.tag;
    },
    get api() {
      if (!state.api) throw new Error('The admin API is ready only inside a test.');
      return state.api;
    },
  };
}

/**
 * The inbox screens (requirements 3 §2): list screens without tabs, add, edit or drag. Specs run in
 * parallel on one database, so each test narrows the inbox to its own tag with the search box.
 */
export async function openInbox(page: Page, path: string, texts: ResourceTexts, tag: string): Promise<ListScreen> {
  const s = listScreen(page, texts);
  await page.goto(path);
  await s.search.fill(tag);
  // Typing alone does not search (requirements 3 §2: Enter runs it).
  await page.waitForTimeout(200);
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.searchParams.get('searchedText') === tag && !url.pathname.includes('/count/');
  });
  await s.search.press('Enter');
  await searched;
  return s;
}

/** Select all, '{n} entries selected', Clear selection, Delete All with No then Yes, and the toast. */
export async function expectBulkDelete(page: Page, s: ListScreen, texts: ResourceTexts, n: number): Promise<void> {
  await s.selectAll.check();
  await expect(s.bulkBar).toContainText(`${n} entries selected`);
  await s.bulkBar.getByRole('button', { name: 'Clear selection' }).click();
  await expect(s.bulkBar).toHaveCount(0);
  await expect(s.selectAll).not.toBeChecked();

  await s.selectAll.check();
  await s.bulkBar.getByRole('button', { name: 'Delete All' }).click();
  await s.dialog.getByRole('button', { name: 'No', exact: true }).click();
  await expect(s.rows).toHaveCount(n);
  await s.bulkBar.getByRole('button', { name: 'Delete All' }).click();
  await s.dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(s.toast(texts.bulkDeleted)).toBeVisible();
  await expect(page.getByText('No data to display')).toBeVisible();
}

/** Clicks Export CSV and returns the downloaded file's name and text. */
export async function exportCsv(page: Page): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

/** The navigation's badge beside an entry (unread rows); absent at 0. */
export function navBadge(page: Page, entry: string) {
  return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: new RegExp(`^${entry}`) });
}
