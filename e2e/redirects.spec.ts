import path from 'node:path';
import { Messages } from '@atrium/contract/messages';
import { RedirectMessages, RedirectScreenTexts, RedirectTexts, type Redirect } from '@atrium/contract/redirects';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { openInbox } from './support/inbox.ts';
import { listResource } from './support/list-conventions.ts';
import { chooseFile } from './support/list-screen.ts';

/**
 * The Redirects screen (decision 078): add, edit, search, CSV import with a bad line, delete;
 * and a redirect followed by the browser. Its list is the kit's, whose conventions are proven on
 * the Hero Slider screen.
 */

const T = RedirectTexts;
const S = RedirectScreenTexts;
const screenshots = process.env.ATRIUM_SCREENSHOTS;

const redirects = listResource<Redirect>({
  texts: T,
  path: '/admin/redirects',
  endpoint: '/api/redirects/',
  create: (api, title) =>
    api.call<Redirect>('POST', '/api/redirects/', { from: `/${title.replace(/\s+/g, '-')}`, to: '/' }),
});

test('adds, edits, searches, imports a CSV with a bad line, then a good one, and deletes', async ({ page }) => {
  const { tag } = redirects;
  // A list without status tabs, as the inboxes are: opened the way they are.
  const s = await openInbox(page, '/admin/redirects', T, tag);
  await expect(page.getByText(Messages.noData)).toBeVisible();

  // Add: the form says what is missing, then saves.
  await s.add.click();
  await s.addForm.getByRole('button', { name: 'Create' }).click();
  await expect(s.addForm.getByText(RedirectMessages.fromRequired)).toBeVisible();
  await expect(s.addForm.getByText(RedirectMessages.toRequired)).toBeVisible();
  await s.addForm.getByRole('textbox', { name: S.from }).fill(`/old-${tag}`);
  await s.addForm.getByRole('textbox', { name: S.to }).fill(`/old-${tag}`);
  await s.addForm.getByRole('button', { name: 'Create' }).click();
  // The server refuses a loop in the form's own words.
  await expect(s.addForm.getByText(RedirectMessages.loop)).toBeVisible();
  await s.addForm.getByRole('textbox', { name: S.to }).fill('/faqs');
  await s.addForm.getByRole('button', { name: 'Create' }).click();
  await expect(s.toast(T.created)).toBeVisible();
  await expect(s.row(`/old-${tag}`)).toContainText('→ /faqs');
  await expect(s.row(`/old-${tag}`)).toContainText(S.statusLabels[301]);
  await expect(s.row(`/old-${tag}`)).toContainText(S.neverHit);
  await expectNoSeriousA11yViolations(page, 'redirects, list');

  // The site answers it: the browser lands on the target.
  const visitor = await page.context().newPage();
  await visitor.goto(`/old-${tag}?from=mail`);
  await expect(visitor).toHaveURL(/\/faqs\?from=mail$/);
  await visitor.close();

  // Edit inline: a temporary redirect elsewhere.
  await s
    .row(`/old-${tag}`)
    .getByRole('button', { name: /^Edit / })
    .click();
  await s.editForm.getByRole('textbox', { name: S.to }).fill('/about-us');
  await s.editForm.getByRole('combobox', { name: S.status }).click();
  await page.getByRole('option', { name: S.statusLabels[302] }).click();
  await s.editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(s.toast(T.updated)).toBeVisible();
  await expect(s.row(`/old-${tag}`)).toContainText('→ /about-us');
  await expect(s.row(`/old-${tag}`)).toContainText(S.statusLabels[302]);

  // Import: a file with a bad line is refused whole, its line named; the corrected one imports.
  const importButton = page.getByRole('button', { name: S.importCsv });
  await importButton.click();
  const dialog = page.getByRole('dialog', { name: S.importTitle });
  const file = (lines: string[]) => ({
    name: 'redirects.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['from,to,status', ...lines].join('\r\n')),
  });
  await chooseFile(
    page,
    dialog.getByRole('button', { name: S.importFile }),
    file([`/a-${tag},/faqs,301`, `b-${tag},/faqs,301`]),
  );
  await dialog.getByRole('button', { name: S.importSubmit }).click();
  await expect(dialog.getByText(S.badLines)).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([S.badLine('line 3', RedirectMessages.fromInvalid)]);
  await expectNoSeriousA11yViolations(page, 'redirects, import refused');
  if (screenshots) await page.screenshot({ path: path.join(screenshots, 'redirects-import-refused-1280.png') });
  expect((await redirects.listTagged()).map((r) => r.from)).toEqual([`/old-${tag}`]);

  await chooseFile(
    page,
    dialog.getByRole('button', { name: S.importFile }),
    file([`/a-${tag},/faqs,301`, `/b-${tag},/learn,302`]),
  );
  await dialog.getByRole('button', { name: S.importSubmit }).click();
  await expect(s.toast(RedirectMessages.imported({ added: 2, updated: 0, unchanged: 0 }))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(s.rows).toHaveCount(3);

  // Search narrows the list to what it finds.
  await s.search.fill(`/b-${tag}`);
  await s.search.press('Enter');
  await expect(s.rows).toHaveCount(1);
  await expect(s.row(`/b-${tag}`)).toContainText('→ /learn');

  if (screenshots) {
    await s.search.fill(tag);
    await s.search.press('Enter');
    await expect(s.rows).toHaveCount(3);
    for (const viewport of [
      { name: '1280', width: 1280, height: 800 },
      { name: '390', width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: path.join(screenshots, `redirects-${viewport.name}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await s.search.fill(`/b-${tag}`);
    await s.search.press('Enter');
    await expect(s.rows).toHaveCount(1);
  }

  // Delete it.
  await s
    .row(`/b-${tag}`)
    .getByRole('button', { name: `Delete /b-${tag}` })
    .click();
  await s.dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(s.toast(T.deleted)).toBeVisible();
  await expect(page.getByText(Messages.noData)).toBeVisible();
  expect((await redirects.listTagged()).map((r) => r.from).sort()).toEqual([`/a-${tag}`, `/old-${tag}`]);
});
