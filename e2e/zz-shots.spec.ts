import { ScheduleTexts } from '@atrium/contract/schedule';
import { test } from './fixtures.ts';
import { learnResource } from './support/learn-screens.ts';

const blogs = learnResource('blog');

for (const [w, h] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`shots ${w}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    const { tag } = blogs;
    const [post] = await blogs.seed([`Monday ${tag}`, `Today ${tag}`], 1);
    await blogs.api.call('PATCH', `/api/learn-blogs/${post!.id}/`, { publish_at: '2030-06-03T07:00:00Z' });
    const s = await blogs.open(page);
    await s.row(`Monday ${tag}`).getByText(/Scheduled for/).waitFor();
    await page.screenshot({ path: `/tmp/shots/list-${w}.png`, fullPage: false });
    await s.tab(ScheduleTexts.scheduledTab).click();
    await page.screenshot({ path: `/tmp/shots/tab-${w}.png`, fullPage: false });
    await s.row(`Monday ${tag}`).getByRole('button', { name: `Edit Monday ${tag}` }).click();
    const field = s.editForm.getByLabel(ScheduleTexts.publishAtLabel, { exact: true });
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/form-${w}.png`, fullPage: false });
    await page.goto('/admin/hero-slider');
    await page.getByRole('button', { name: 'Add Hero Slider' }).click();
    const f2 = page.getByLabel(ScheduleTexts.publishAtLabel, { exact: true });
    await f2.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/hero-form-${w}.png`, fullPage: false });
  });
}
