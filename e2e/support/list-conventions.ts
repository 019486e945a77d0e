import type { Page, Route } from '@playwright/test';
import { Messages, type ResourceTexts } from '@atrium/contract/messages';
import { MoveTexts } from '@atrium/contract/move';
import { expect, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import {
  adminApiWithToken,
  expectCounts,
  listScreen,
  moveRowDown,
  openSearched,
  rowTitles,
  uniqueTag,
  type AdminApi,
  type ListScreen,
} from './list-screen.ts';

/**
 * The conventions every standard list screen keeps (requirements 2 §1): search, publish and unpublish,
 * keyboard reorder, single and bulk delete, paging, failed loads. Every standard list is the same
 * kit (ResourceListPage), so describeListConventions() runs them in one spec, on one
 * representative screen (the Hero Slider's); apps/web/app/admin-kit/list-screens.test.tsx proves
 * that each other list is that kit with every convention on, its own texts and its own API, and
 * the API of each resource keeps the conventions through resource-contract.suite.ts (decision
 * 022). Each spec declares its resource with listResource() and tests its own form and rules.
 *
 * Tests run in parallel on one database: each test tags what it makes with a unique word, narrows
 * the screen to it with the search box (the tabs' counts follow the search), and deletes it after.
 */

/** What the suite relies on in a record as the API returns it. */
export type ListRecord = { id: number; status: number };

export type ListResourceOptions<R extends ListRecord> = {
  texts: ResourceTexts;
  /** The screen's route: '/admin/faq'. */
  path: string;
  /** The API collection, with its trailing slash: '/api/faqs/'. */
  endpoint: string;
  /** Makes one record through the API whose title, as the list shows it, is `title`. */
  create: (api: AdminApi, title: string, status: 0 | 1) => Promise<R>;
};

export type ListResource<R extends ListRecord> = {
  options: ListResourceOptions<R>;
  /** This test's unique word: put it in every title, the screen is narrowed to it. */
  readonly tag: string;
  /** The admin API, as the shared administrator. */
  readonly api: AdminApi;
  /** The screen's parts (listScreen), without opening it. */
  screen: (page: Page) => ListScreen;
  /** Opens the screen narrowed to this test's records. */
  open: (page: Page) => Promise<ListScreen>;
  /** Makes records with these titles (each should hold the tag), in this order, unpublished by default. */
  seed: (titles: string[], status?: 0 | 1) => Promise<R[]>;
  /** This test's records, in their order. */
  listTagged: () => Promise<R[]>;
};

/**
 * Declares a list resource for the spec file it is called in (at its top level): before each
 * test, a new tag and the administrator signed in (page and API); after each, the records
 * carrying the tag are deleted.
 */
export function listResource<R extends ListRecord>(options: ListResourceOptions<R>): ListResource<R> {
  let tag = '';
  let api: AdminApi | undefined;

  const resource: ListResource<R> = {
    options,
    get tag() {
      return tag;
    },
    get api() {
      if (!api) throw new Error('The admin API is ready only inside a test (listResource signs in before each).');
      return api;
    },
    screen: (page) => listScreen(page, options.texts),
    async open(page) {
      const s = listScreen(page, options.texts);
      await openSearched(page, options.path, s, tag);
      return s;
    },
    async seed(titles, status = 0) {
      const made: R[] = [];
      for (const title of titles) made.push(await options.create(resource.api, title, status));
      return made;
    },
    listTagged: () =>
      resource.api.call<R[]>('GET', `${options.endpoint}?limit=100&sort_by=position&searchedText=${tag}`),
  };

  test.beforeEach(async ({ page, signIn, admin }) => {
    tag = uniqueTag();
    api = undefined;
    api = adminApiWithToken(page.request, await signIn(admin));
  });

  test.afterEach(async () => {
    if (!api) return;
    const ids = (await resource.listTagged()).map((record) => record.id);
    if (ids.length) await api.call('DELETE', `${options.endpoint}bulk-delete/`, { ids });
  });

  return resource;
}

export type ListConventionsOptions = {
  /**
   * How many records the paging test pages through, 11 to 50 (default 12: two pages of ten).
   * 25 gives three pages of ten and still two of twenty.
   */
  pagingRows?: number;
};

const refusal = (status: number, message: string) => (route: Route) =>
  route.fulfill({ status, json: { success: false, message } });

/** `text` matched literally inside a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Registers the standard list-screen tests for `resource` (from listResource, in the same spec
 * file), in a group named after the screen.
 */
export function describeListConventions<R extends ListRecord>(
  resource: ListResource<R>,
  { pagingRows = 12 }: ListConventionsOptions = {},
): void {
  const { texts, path, endpoint } = resource.options;
  if (pagingRows <= 10 || pagingRows > 50) throw new Error('pagingRows: 11 to 50 (more than one page, a pager of 5)');
  const yes = (s: ListScreen) => s.dialog.getByRole('button', { name: 'Yes', exact: true });
  const noData = (page: Page) => page.getByText(Messages.noData);
  /** A title of this test's: the word and the tag. */
  const titled = (word: string) => `${word} ${resource.tag}`;

  test.describe(`${texts.plural}: list conventions`, () => {
    test('search runs on Enter, URL-encoded, and the tabs count what it finds', async ({ page }) => {
      const special = titled('Café & 50%');
      const hours = titled('Opening hours');
      await resource.seed([special]);
      await resource.seed([hours], 1);
      const s = await resource.open(page);
      await expect(s.rows).toHaveCount(2);
      await expectCounts(s, 2, 1, 1);

      // Typing alone does not search.
      await s.search.fill(titled('hours'));
      await page.waitForTimeout(300);
      await expect(s.rows).toHaveCount(2);
      await s.search.press('Enter');
      await expect(s.rows).toHaveCount(1);
      await expect(s.row(hours)).toBeVisible();
      await expectCounts(s, 1, 1, 0);

      // The text reaches the server whole: '&' and '%' are encoded.
      await s.search.fill(special);
      const searched = page.waitForRequest(
        (request) => request.url().includes(`${endpoint}?`) && request.url().includes('searchedText=Caf'),
      );
      await s.search.press('Enter');
      expect(new URL((await searched).url()).searchParams.get('searchedText')).toBe(special);
      await expect(s.rows).toHaveCount(1);
      await expect(s.row(special)).toBeVisible();
      await expectCounts(s, 1, 0, 1);

      await s.search.fill(`${resource.tag}-nothing`);
      await s.search.press('Enter');
      await expect(noData(page)).toBeVisible();
      await expectCounts(s, 0, 0, 0);
    });

    test('publish and unpublish: the row leaves tabs it no longer fits, counts follow', async ({ page }) => {
      const title = titled('Toggle');
      await resource.seed([title]);
      const s = await resource.open(page);
      await expectCounts(s, 1, 0, 1);

      await s
        .row(title)
        .getByRole('button', { name: /^Publish / })
        .click();
      await expect(s.toast(texts.published)).toBeVisible();
      await expectCounts(s, 1, 1, 0);
      await expect(s.row(title)).toContainText('Published');
      expect((await resource.listTagged())[0]?.status).toBe(1);

      await s.tab('Unpublished').click();
      await expect(noData(page)).toBeVisible();
      await s.tab('Published').click();
      await expect(s.row(title)).toBeVisible();

      await s
        .row(title)
        .getByRole('button', { name: /^Unpublish / })
        .click();
      await expect(s.toast(texts.unpublished)).toBeVisible();
      await expect(noData(page)).toBeVisible();
      await expectCounts(s, 1, 0, 1);
      // Keyboard users keep their place: the focus stays in the list panel.
      await expect(s.panel).toBeFocused();
      expect((await resource.listTagged())[0]?.status).toBe(0);
    });

    test('reorders rows with the keyboard: saved, kept after a reload, reverted when refused', async ({ page }) => {
      const [first, second, third] = [titled('First'), titled('Second'), titled('Third')];
      const ids = (await resource.seed([first, second, third])).map((record) => record.id);
      const s = await resource.open(page);
      await expect(s.rows).toHaveCount(3);
      expect(await rowTitles(s.rows)).toEqual([first, second, third]);

      await moveRowDown(page, s.row(first));
      await expect(s.toast(Messages.orderUpdated)).toBeVisible();
      const moved = [second, first, third];
      expect(await rowTitles(s.rows)).toEqual(moved);
      expect((await resource.listTagged()).map((record) => record.id)).toEqual([ids[1], ids[0], ids[2]]);
      await resource.open(page);
      await expect(s.rows).toHaveCount(3);
      expect(await rowTitles(s.rows)).toEqual(moved);

      // A refused order: the list is read back from the server, and the user is told.
      await page.route(`**${endpoint}reorder/`, refusal(400, 'items: unknown id.'));
      await moveRowDown(page, s.row(second));
      await expect(s.toast(Messages.orderFailedTitle)).toContainText(Messages.orderReverted);
      await expect.poll(() => rowTitles(s.rows)).toEqual(moved);
    });

    test('deletes one row after confirmation: No keeps it, a refusal is told, Yes deletes it', async ({ page }) => {
      const [keep, remove] = [titled('Keep'), titled('Remove')];
      await resource.seed([keep, remove]);
      const s = await resource.open(page);
      await expect(s.rows).toHaveCount(2);
      const deleteButton = s.row(remove).getByRole('button', { name: /^Delete / });

      await deleteButton.click();
      // The confirmation names the row (decision 029) and keeps the spec's question.
      await expect(s.dialog).toHaveAccessibleName(Messages.deleteTitle(remove));
      await expect(s.dialog).toContainText(Messages.deleteConfirm);
      await expectNoSeriousA11yViolations(page, `${texts.plural}, delete confirmation`);
      await s.dialog.getByRole('button', { name: 'No', exact: true }).click();
      await expect(s.dialog).toHaveCount(0);
      await expect(s.rows).toHaveCount(2);

      // The server refuses: the toast has the screen's title and the server's message; the row stays.
      const oneRecord = `**${endpoint}*/`;
      await page.route(oneRecord, (route) =>
        route.request().method() === 'DELETE' ? refusal(409, 'This record is in use.')(route) : route.fallback(),
      );
      await deleteButton.click();
      await yes(s).click();
      await expect(s.toast(texts.deleteFailedTitle)).toContainText('This record is in use.');
      await expect(s.rows).toHaveCount(2);
      await page.unroute(oneRecord);

      await deleteButton.click();
      await yes(s).click();
      await expect(s.toast(texts.deleted)).toBeVisible();
      await expect(s.rows).toHaveCount(1);
      await expect(s.row(keep)).toBeVisible();
      await expectCounts(s, 1, 0, 1);
    });

    test('bulk delete: the bar appears past one selection, clears, and deletes all selected', async ({ page }) => {
      const [one, two, three, four] = [titled('One'), titled('Two'), titled('Three'), titled('Four')];
      await resource.seed([one, two, three, four]);
      const s = await resource.open(page);
      await expect(s.rows).toHaveCount(4);

      await s.selectAll.check();
      await expect(s.bulkBar).toContainText('4 entries selected');
      await s.bulkBar.getByRole('button', { name: 'Clear selection' }).click();
      await expect(s.bulkBar).toHaveCount(0);

      await s.row(one).getByRole('checkbox').check();
      await expect(s.bulkBar).toHaveCount(0);
      await s.row(three).getByRole('checkbox').check();
      await expect(s.bulkBar).toContainText('2 entries selected');
      await s.bulkBar.getByRole('button', { name: 'Delete All' }).click();
      await expect(s.dialog).toHaveAccessibleName(Messages.deleteManyTitle(2, texts.singular, texts.plural));
      await expect(s.dialog.getByRole('listitem')).toHaveText([one, three]);
      await expect(s.dialog).toContainText(Messages.deleteConfirm);
      await yes(s).click();
      await expect(s.toast(texts.bulkDeleted)).toBeVisible();
      await expect(s.rows).toHaveCount(2);
      expect(await rowTitles(s.rows)).toEqual([two, four]);
      await expect(s.bulkBar).toHaveCount(0);
      await expectCounts(s, 2, 0, 2);

      // Select-all and Delete All empty the list (its toast would stand beside the first one, still showing).
      await s.selectAll.check();
      await expect(s.bulkBar).toContainText('2 entries selected');
      await s.bulkBar.getByRole('button', { name: 'Delete All' }).click();
      await yes(s).click();
      await expect(noData(page)).toBeVisible();
      await expectCounts(s, 0, 0, 0);
    });

    test(`pages through ${pagingRows} rows with every page size`, async ({ page }) => {
      const n = pagingRows;
      const titles = Array.from({ length: n }, (_, i) => titled(`Item ${String(i + 1).padStart(2, '0')}`));
      await resource.seed(titles);
      const s = await resource.open(page);
      const pages = (size: number) => Math.ceil(n / size);
      const pageButtons = s.pager.getByRole('button', { name: /^Page \d+$/ });
      const pageButton = (number: number) => s.pager.getByRole('button', { name: `Page ${number}` });
      const last = pages(10);

      await expect(s.rows).toHaveCount(10);
      await expect(pageButtons).toHaveCount(last);
      await expect(s.pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
      await expect(page.getByText(`1–10 of ${n}`)).toBeVisible();

      await pageButton(last).click();
      await expect(s.rows).toHaveCount(n - 10 * (last - 1));
      await expect(pageButton(last)).toHaveAttribute('aria-current', 'page');
      await expect(s.pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
      expect(await rowTitles(s.rows)).toEqual(titles.slice(10 * (last - 1)));
      await s.pager.getByRole('button', { name: 'Previous page' }).click();
      await expect(page.getByText(`${10 * (last - 2) + 1}–${10 * (last - 1)} of ${n}`)).toBeVisible();

      // Selection does not survive a page change.
      await s.selectAll.check();
      await expect(s.bulkBar).toContainText('10 entries selected');
      await s.pager.getByRole('button', { name: 'Next page' }).click();
      await expect(s.bulkBar).toHaveCount(0);

      for (const size of [20, 50, 100]) {
        await s.pageSize.selectOption(String(size));
        await expect(s.rows).toHaveCount(Math.min(size, n));
        if (pages(size) > 1) {
          await expect(pageButtons).toHaveCount(pages(size));
          await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
        } else {
          await expect(s.pager).toHaveCount(0);
          await expect(page.getByText(`1–${n} of ${n}`)).toBeVisible();
        }
      }

      await s.pageSize.selectOption('10');
      await expect(s.rows).toHaveCount(10);
      await expect(s.pager).toBeVisible();
    });

    test('moves a row beyond its page: to the top, then to a position, by keyboard (decision 030)', async ({
      page,
    }) => {
      const titles = Array.from({ length: 11 }, (_, i) => titled(`Row ${String(i + 1).padStart(2, '0')}`));
      const ids = (await resource.seed(titles)).map((record) => record.id);
      const s = await resource.open(page);
      const pageButton = (number: number) => s.pager.getByRole('button', { name: `Page ${number}` });
      const lastTitle = titles[10]!;
      await pageButton(2).click();
      await expect(s.rows).toHaveCount(1);

      // The menu opens and walks by keyboard; the row lands on page 1, first, highlighted.
      await s
        .row(lastTitle)
        .getByRole('button', { name: MoveTexts.menuLabel(lastTitle) })
        .focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: MoveTexts.toTop }).press('Enter');
      await expect(s.toast(Messages.orderUpdated)).toBeVisible();
      await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
      await expect(s.rows.first()).toContainText(lastTitle);
      await expect(s.rows.first()).toHaveAttribute('data-highlight', '');
      expect((await resource.listTagged()).map((record) => record.id)).toEqual([ids[10], ...ids.slice(0, 10)]);

      // Move to position…: a number bounded by the total; the row goes back to the last page.
      await s
        .row(lastTitle)
        .getByRole('button', { name: MoveTexts.menuLabel(lastTitle) })
        .click();
      await page.getByRole('menuitem', { name: MoveTexts.toPlace }).click();
      const place = s.dialog.getByRole('textbox', { name: MoveTexts.placeLabel });
      await place.fill('12');
      await place.press('Enter');
      await expect(s.dialog).toContainText(MoveTexts.placeRange(11));
      await place.fill('11');
      await place.press('Enter');
      await expect(s.dialog).toHaveCount(0);
      await expect(pageButton(2)).toHaveAttribute('aria-current', 'page');
      await expect(s.rows).toHaveCount(1);
      await expect(s.rows.first()).toContainText(lastTitle);
      expect((await resource.listTagged()).map((record) => record.id)).toEqual(ids);
    });

    test('failed counts and list show inline messages and toasts; Retry loads them', async ({ page }) => {
      const forbidden = refusal(403, 'Forbidden.');
      await page.route(`**${endpoint}count/**`, forbidden);
      await page.route(new RegExp(`${literally(endpoint)}\\?`), forbidden);
      await page.goto(path);
      const s = resource.screen(page);
      await expect(page.getByText(texts.countsInline)).toBeVisible();
      await expect(page.getByText(texts.listInline)).toBeVisible();
      await expect(s.toast(texts.countsToast)).toBeVisible();
      await expect(s.toast(texts.listToast)).toBeVisible();

      await page.unrouteAll();
      // The list's Retry comes last, under the counts' one.
      await page.getByRole('button', { name: 'Retry' }).last().click();
      await expect(page.getByText(texts.listInline)).toHaveCount(0);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText(texts.countsInline)).toHaveCount(0);
      await expect(s.tab('All')).toBeVisible();
    });
  });
}
