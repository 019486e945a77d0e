import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { ApiSuccess } from '@atrium/contract/api';
import type { LoginResult } from '@atrium/contract/auth';
import type { ResourceTexts } from '@atrium/contract/messages';
import type { Account } from './accounts.ts';

/**
 * What every list screen's end-to-end spec needs (requirements 2 §1): the admin API to seed and clean
 * up, the screen's parts by role and label, counts, row titles, keyboard reordering. Specs run
 * in parallel on one database, so each test tags what it makes with a unique word and narrows
 * the list to it with the search box (the tabs' counts follow the search).
 */

/** A word no other test uses: put it in the searchable text of what a test makes. */
export function uniqueTag(): string {
  return `e2e${randomBytes(4).toString('hex')}`;
}

export type AdminApi = {
  token: string;
  call: <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown) => Promise<T>;
  /** A multipart call (files as { name, mimeType, buffer }). */
  send: <T>(method: 'POST' | 'PATCH', path: string, multipart: Record<string, string | FilePayload>) => Promise<T>;
};

export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** The admin API as `who`, through the page's request context (its X-Forwarded-For included). */
export async function adminApi(request: APIRequestContext, who: Account): Promise<AdminApi> {
  const login = await request.post('/api/admin-login/', { data: { identifier: who.email, password: who.password } });
  expect(login.status()).toBe(200);
  return adminApiWithToken(request, ((await login.json()) as ApiSuccess<LoginResult>).data.access);
}

/** The admin API with an access token already had (the signIn fixture returns one): no second login. */
export function adminApiWithToken(request: APIRequestContext, token: string): AdminApi {
  const headers = { Authorization: `Bearer ${token}` };
  const read = async <T>(response: Awaited<ReturnType<APIRequestContext['fetch']>>, what: string): Promise<T> => {
    expect(response.ok(), `${what}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as ApiSuccess<T>).data;
  };
  return {
    token,
    call: async (method, path, data) => read(await request.fetch(path, { method, data, headers }), `${method} ${path}`),
    send: async (method, path, multipart) =>
      read(await request.fetch(path, { method, multipart, headers }), `${method} ${path}`),
  };
}

/** A small real PNG, for image fields. */
export async function pngFile(name = 'picture.png', color = '#1f4e79'): Promise<FilePayload> {
  const buffer = await sharp({ create: { width: 64, height: 36, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The parts of a list screen made by the list kit, found by role and accessible name. */
export function listScreen(
  page: Page,
  texts: Pick<ResourceTexts, 'addLabel' | 'searchPlaceholder' | 'plural' | 'singular'>,
) {
  const list = page.getByRole('list', { name: texts.plural });
  return {
    add: page.getByRole('button', { name: texts.addLabel }),
    addForm: page.getByRole('region', { name: texts.addLabel }),
    editForm: page.getByRole('region', { name: `Edit ${texts.singular}` }),
    search: page.getByRole('searchbox', { name: texts.searchPlaceholder }),
    tab: (name: string) => page.getByRole('tab', { name: new RegExp(`^${name} `) }),
    list,
    rows: list.getByRole('listitem'),
    /** The list's panel under the tabs: busy while the list loads, and where the focus stays when a row leaves. */
    panel: page.getByRole('tabpanel'),
    selectAll: page.getByRole('checkbox', { name: 'Select all on this page' }),
    row: (text: string) => list.getByRole('listitem').filter({ hasText: text }),
    toast: (text: string) => page.getByRole('alert').filter({ hasText: text }),
    dialog: page.getByRole('dialog'),
    bulkBar: page.getByRole('region', { name: 'Bulk actions' }),
    pager: page.getByRole('navigation', { name: 'Pagination' }),
    pageSize: page.getByRole('combobox', { name: 'Entries per page' }),
  };
}

export type ListScreen = ReturnType<typeof listScreen>;

/**
 * Opens a list screen and narrows it to `tag` with the search box, then waits for the search's
 * rows: while it loads, the whole list stays on screen (with its reorder handles disabled).
 */
export async function openSearched(page: Page, path: string, screen: ListScreen, tag: string): Promise<void> {
  await page.goto(path);
  await screen.search.fill(tag);
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.searchParams.get('searchedText') === tag && !url.pathname.includes('/count/');
  });
  await screen.search.press('Enter');
  await searched;
  await expect(screen.panel).not.toHaveAttribute('aria-busy', 'true');
}

/** The tabs' accessible names carry their counts: 'All 3'. */
export async function expectCounts(
  screen: ListScreen,
  all: number,
  published: number,
  unpublished: number,
  names: { published: string; unpublished: string } = { published: 'Published', unpublished: 'Unpublished' },
): Promise<void> {
  await expect(screen.tab('All')).toHaveAccessibleName(`All ${all}`);
  await expect(screen.tab(names.published)).toHaveAccessibleName(`${names.published} ${published}`);
  await expect(screen.tab(names.unpublished)).toHaveAccessibleName(`${names.unpublished} ${unpublished}`);
}

/** The rows' titles as shown (markup stripped), top to bottom. */
export async function rowTitles(rows: Locator): Promise<string[]> {
  return (await rows.locator('[data-role="title"] > div > div:first-child').allInnerTexts()).map((t) => t.trim());
}

/** Moves a row one place down with the keyboard, as a keyboard user drags (Space, arrow, Space). */
export async function moveRowDown(page: Page, row: Locator): Promise<void> {
  await moveRow(page, row, 'ArrowDown');
}

/** Moves a row one place up or down with the keyboard. */
export async function moveRow(page: Page, row: Locator, key: 'ArrowUp' | 'ArrowDown'): Promise<void> {
  const handle = row.getByRole('button', { name: /^Reorder / });
  // A disabled handle (the list loading, a form open) does not take the focus: the keys would go elsewhere.
  await expect(handle).toBeEnabled();
  await handle.focus();
  await expect(handle).toBeFocused();
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press(key);
  await page.waitForTimeout(200);
  await page.keyboard.press('Space');
}

/** A choice of a segmented control: its radio inputs are visually hidden behind their labels. */
export async function pick(scope: Locator, group: string, option: string): Promise<void> {
  await scope.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();
}

/** Chooses a file through a button that opens the file chooser. */
export async function chooseFile(page: Page, button: Locator, file: FilePayload): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/**
 * Drops a file on `target` as a drag from the desktop would: dragenter, dragover and drop, each
 * carrying the file in its DataTransfer (a string expression: this project's e2e code has no DOM types).
 */
export async function dropFile(page: Page, target: Locator, file: FilePayload): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    `(() => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(${JSON.stringify(file.buffer.toString('base64'))}), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], ${JSON.stringify(file.name)}, { type: ${JSON.stringify(file.mimeType)} }));
      return transfer;
    })()`,
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
}

/** Replaces the text of a rich-text field (a contenteditable textbox). */
export async function typeRichText(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** The document's scroll width (a string expression: this project's e2e code has no DOM types). */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth');
}
