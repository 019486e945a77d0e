import { PreviewBannerTexts, PreviewTexts, type CreatedPreviewLink } from '@atrium/contract/previews';
import type { Blog } from '@atrium/contract/learn';
import { expect, test } from './fixtures.ts';
import { learnForm, learnResource } from './support/learn-screens.ts';

/**
 * Previews (decision 028): an unsaved change seen through the public templates in a new tab,
 * View on site of a published item, and a preview link's page (its headers, never cached, 404
 * once revoked). Setup through the API; one page, one sign-in per test.
 */

test.describe.configure({ timeout: 60_000 });

const blogs = learnResource('blog');

test('Preview shows an unsaved title in the public template; View on site opens the published page', async ({
  page,
}) => {
  const { tag } = blogs;
  const [saved] = await blogs.seed([`Saved ${tag}`], 1);
  const s = await blogs.open(page);
  const row = s.row(`Saved ${tag}`);

  const [site] = await Promise.all([
    page.waitForEvent('popup'),
    row.getByRole('link', { name: `${PreviewTexts.viewOnSite}: Saved ${tag}` }).click(),
  ]);
  await expect(site).toHaveURL(new RegExp(`/blogs/${saved!.slug}$`));
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(`Saved ${tag}`);
  await site.close();

  await row.getByRole('button', { name: `Edit Saved ${tag}` }).click();
  const f = learnForm(page, s.editForm);
  await f.title.fill(`Unsaved ${tag}`);
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    s.editForm.getByRole('button', { name: PreviewTexts.preview, exact: true }).click(),
  ]);
  await expect(preview).toHaveURL(/\/preview\/[\w-]{43}$/);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Unsaved ${tag}`);
  await expect(preview.getByRole('status')).toContainText(PreviewBannerTexts.form);
  await preview.close();
  // Nothing was saved.
  expect((await blogs.api.call<Blog>('GET', `/api/learn-blogs/${saved!.id}/`)).title).toBe(`Saved ${tag}`);

  // Share preview link: made, listed with its expiry, revoked.
  await s.editForm.getByRole('button', { name: PreviewTexts.createLink }).click();
  const links = s.editForm.getByRole('group', { name: PreviewTexts.shareHeading });
  const revoke = links.getByRole('button', { name: /^Revoke the link that expires / });
  await expect(revoke).toHaveCount(1);
  await expect(links.getByRole('textbox')).toHaveValue(/\/preview\/[\w-]{43}$/);
  await revoke.click();
  await expect(links.getByText(PreviewTexts.noLinks)).toBeVisible();

  // The pages screen: a default page with its unsaved meta.
  await page.goto('/admin/pages');
  await page.getByRole('button', { name: 'Edit the Initiatives page' }).click();
  const region = page.getByRole('region', { name: 'Edit the Initiatives page' });
  await region.getByRole('textbox', { name: 'Meta title' }).fill(`Initiatives ${tag}`);
  const [pagePreview] = await Promise.all([
    page.waitForEvent('popup'),
    region.getByRole('button', { name: PreviewTexts.preview, exact: true }).click(),
  ]);
  await expect(pagePreview).toHaveTitle(new RegExp(`Initiatives ${tag}`));
  await expect(pagePreview.getByRole('status')).toContainText(PreviewBannerTexts.form);
  await pagePreview.close();
});

test('a preview link shows the draft with noindex and no-store, is never cached, and is 404 once revoked', async ({
  page,
}) => {
  const [draft] = await blogs.seed([`Draft ${blogs.tag}`], 0);
  const link = await blogs.api.call<CreatedPreviewLink>('POST', '/api/preview-links/', { type: 'blog', id: draft!.id });
  const path = new URL(link.url).pathname;
  for (let i = 0; i < 2; i += 1) {
    const answer = await page.request.get(path);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(answer.headers()['x-cache']).toBeUndefined();
    expect(await answer.text()).toContain(draft!.title);
  }
  // The public page of the draft is not there.
  expect((await page.request.get(`/blogs/${draft!.slug}`)).status()).toBe(404);

  await blogs.api.call('DELETE', `/api/preview-links/${link.id}/`);
  const gone = await page.request.get(path);
  expect(gone.status()).toBe(404);
  expect(gone.headers()['cache-control']).toBe('no-store');
});
