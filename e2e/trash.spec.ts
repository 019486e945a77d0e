import path from 'node:path';
import { LearnTexts } from '@atrium/contract/learn';
import { learnItemPath } from '@atrium/contract/pages';
import { SiteTexts } from '@atrium/contract/site';
import { TrashTexts } from '@atrium/contract/trash';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { learnResource } from './support/learn-screens.ts';

/**
 * Decision 032: a deleted blog is in its list's Trash tab (with its count, who and when), comes
 * back with Restore, and goes for good with Delete forever; its page answers 404 while it is in
 * the trash and 410 once it is gone.
 */

const screenshots = process.env.ATRIUM_SCREENSHOTS;
const texts = LearnTexts.blog;
const blogs = learnResource('blog');

test('delete, find in the trash with its count, restore, delete forever', async ({ page }) => {
  const [kept] = await blogs.seed([`Kept ${blogs.tag}`, `Other ${blogs.tag}`], 1);
  const s = await blogs.open(page);
  const trashTab = s.tab(TrashTexts.tab);
  await expect(trashTab).toHaveAccessibleName(`${TrashTexts.tab} 0`);

  // Delete moves the row to the trash: its count says so, and its page is a 404.
  await s
    .row(`Kept ${blogs.tag}`)
    .getByRole('button', { name: `Delete Kept ${blogs.tag}` })
    .click();
  await s.dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(s.toast(texts.deleted)).toBeVisible();
  await expect(trashTab).toHaveAccessibleName(`${TrashTexts.tab} 1`);
  expect((await page.request.get(learnItemPath('blog', kept!.slug))).status()).toBe(404);

  await trashTab.click();
  const trashList = page.getByRole('list', { name: `${TrashTexts.tab}: ${texts.plural}` });
  const row = trashList.getByRole('listitem').filter({ hasText: `Kept ${blogs.tag}` });
  await expect(row).toContainText(/by .+/);
  await expectNoSeriousA11yViolations(page, 'trash tab');
  if (screenshots) {
    for (const viewport of [
      { name: 'desktop', width: 1440, height: 900 },
      { name: 'mobile', width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await expect(row).toBeVisible();
      await page.screenshot({ path: path.join(screenshots, `trash-${viewport.name}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Restore: a toast, the trash is empty again, and the blog is back in its tab, published.
  await row.getByRole('button', { name: TrashTexts.restoreLabel(`Kept ${blogs.tag}`) }).click();
  await expect(s.toast(TrashTexts.restored(texts.singular))).toBeVisible();
  await expect(trashTab).toHaveAccessibleName(`${TrashTexts.tab} 0`);
  await expect(trashList).toHaveCount(0);
  await s.tab('Published').click();
  await expect(s.row(`Kept ${blogs.tag}`)).toBeVisible();
  expect((await page.request.get(learnItemPath('blog', kept!.slug))).status()).toBe(200);

  // Both to the trash (bulk delete), then one forever after its named confirmation.
  await s.selectAll.check();
  await s.bulkBar.getByRole('button', { name: 'Delete All' }).click();
  await s.dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(s.toast(texts.bulkDeleted)).toBeVisible();
  await trashTab.click();
  await expect(trashTab).toHaveAccessibleName(`${TrashTexts.tab} 2`);
  await trashList.getByRole('button', { name: TrashTexts.deleteForeverLabel(`Kept ${blogs.tag}`) }).click();
  await expect(s.dialog).toContainText(TrashTexts.foreverTitle(`Kept ${blogs.tag}`));
  await s.dialog.getByRole('button', { name: TrashTexts.foreverYes }).click();
  await expect(s.toast(TrashTexts.deletedForever(texts.singular))).toBeVisible();
  await expect(trashTab).toHaveAccessibleName(`${TrashTexts.tab} 1`);
  await expect(trashList.getByRole('listitem')).toHaveCount(1);
  const gone = await page.request.get(learnItemPath('blog', kept!.slug));
  expect(gone.status()).toBe(410);
  expect(await gone.text()).toContain(SiteTexts.goneTitle);

  // The other one back, so the suite's clean-up finds it.
  await trashList.getByRole('button', { name: TrashTexts.restoreLabel(`Other ${blogs.tag}`) }).click();
  await expect(trashTab).toHaveAccessibleName(`${TrashTexts.tab} 0`);
});
