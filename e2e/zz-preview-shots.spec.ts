import path from 'node:path';
import type { CreatedPreviewLink } from '@atrium/contract/previews';
import { expect, test } from './fixtures.ts';
import { learnResource } from './support/learn-screens.ts';

const out = '/tmp/preview-shots';
const blogs = learnResource('blog');

for (const vp of [{ w: 390, h: 844 }, { w: 1440, h: 900 }]) {
  test(`shots ${vp.w}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: vp.w, height: vp.h });
    const [saved] = await blogs.seed([`Saved ${blogs.tag}`], 1);
    const s = await blogs.open(page);
    const row = s.row(`Saved ${blogs.tag}`);
    await row.scrollIntoViewIfNeeded();
    await row.screenshot({ path: path.join(out, `row-${vp.w}.png`) });
    await row.getByRole('button', { name: `Edit Saved ${blogs.tag}` }).click();
    await s.editForm.getByRole('button', { name: 'Create preview link' }).click();
    await expect(s.editForm.getByRole('textbox', { name: 'Copy link' })).toBeVisible();
    await page.screenshot({ path: path.join(out, `form-${vp.w}.png`), fullPage: true });
    const link = await blogs.api.call<CreatedPreviewLink>('POST', '/api/preview-links/', { type: 'blog', id: saved!.id });
    await page.goto(new URL(link.url).pathname);
    await page.screenshot({ path: path.join(out, `site-${vp.w}.png`) });
    await page.goto('/admin/pages');
    await page.getByRole('button', { name: 'Edit the Learn page' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(out, `pages-${vp.w}.png`), fullPage: false });
  });
}
