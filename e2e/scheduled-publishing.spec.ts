import type { Blog } from '@atrium/contract/learn';
import { ScheduleTexts } from '@atrium/contract/schedule';
import { expect, test } from './fixtures.ts';
import { learnForm, learnResource } from './support/learn-screens.ts';

/**
 * Scheduled publishing (decision 034): an editor schedules a published blog post for a later
 * minute in the organisation's zone (the back-office server runs with ORG_TIMEZONE=Europe/Paris),
 * sees it badged and under the Scheduled tab, and its public page answers 404 until then. The
 * minute arriving is proven by the API suite with a moved clock (scheduled-publishing.test.ts).
 */

test.describe.configure({ timeout: 45_000 });

const blogs = learnResource('blog');

test('a blog post scheduled for later is badged, under Scheduled, and not public yet', async ({ page }) => {
  const { tag } = blogs;
  const [post] = await blogs.seed([`Monday ${tag}`], 1);
  expect((await page.request.get(`/blogs/${post!.slug}`)).status()).toBe(200);

  const s = await blogs.open(page);
  const row = s.row(`Monday ${tag}`);
  await row.getByRole('button', { name: `Edit Monday ${tag}` }).click();
  const f = learnForm(page, s.editForm);
  const publishAt = s.editForm.getByLabel(ScheduleTexts.publishAtLabel, { exact: true });
  await expect(s.editForm.getByText(ScheduleTexts.zoneHint('Europe/Paris'))).toBeVisible();
  await publishAt.fill('2030-06-03T09:00');
  // Before publish at: refused with the contract's message, nothing saved.
  await s.editForm.getByLabel(ScheduleTexts.unpublishAtLabel, { exact: true }).fill('2030-06-03T08:00');
  await f.submit.click();
  await expect(s.editForm.getByText('Unpublish at must be later than publish at.')).toBeVisible();
  await s.editForm.getByLabel(ScheduleTexts.unpublishAtLabel, { exact: true }).fill('');
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/learn-blogs/'));
  await f.submit.click();
  expect((await saved).status()).toBe(200);

  // 09:00 in Paris in June is 07:00 UTC.
  const stored = await blogs.api.call<Blog>('GET', `/api/learn-blogs/${post!.id}/`);
  expect(stored).toMatchObject({ status: 1, publish_at: '2030-06-03T07:00:00.000Z', unpublish_at: null });
  const badge = ScheduleTexts.scheduledBadge('Jun 3, 2030, 9:00 AM');
  await expect(row.getByText(badge)).toBeVisible();
  // Not public yet: no page, and no 'View on site'.
  expect((await page.request.get(`/blogs/${post!.slug}`)).status()).toBe(404);
  await expect(row.getByRole('link', { name: /View on site/ })).toHaveCount(0);

  await expect(s.tab(ScheduleTexts.scheduledTab)).toHaveAccessibleName(`${ScheduleTexts.scheduledTab} 1`);
  await s.tab(ScheduleTexts.scheduledTab).click();
  await expect(s.rows).toHaveCount(1);
  await expect(s.row(`Monday ${tag}`).getByText(badge)).toBeVisible();

  // Reopened, the form shows the time as entered, in the organisation's zone.
  await s
    .row(`Monday ${tag}`)
    .getByRole('button', { name: `Edit Monday ${tag}` })
    .click();
  await expect(s.editForm.getByLabel(ScheduleTexts.publishAtLabel, { exact: true })).toHaveValue('2030-06-03T09:00');
});
