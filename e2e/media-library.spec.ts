import type { Request } from '@playwright/test';
import { LearnTexts } from '@atrium/contract/learn';
import { MediaLibraryTexts as T } from '@atrium/contract/media-library';
import { learnItemPath } from '@atrium/contract/pages';
import { expect, test } from './fixtures.ts';
import { fillShared, learnForm } from './support/learn-screens.ts';
import { listScreen, pngFile } from './support/list-screen.ts';

/**
 * Decision 038: the media library end to end — two images uploaded at once, an alt text written,
 * one chosen in a blog's form from the library, where it is used, and the public page's alt.
 */
test('media library: upload two images, describe one, use it in a blog, see its use and its alt on the site', async ({
  page,
  admin,
  signIn,
}) => {
  const tag = `${Date.now().toString(36)}`;
  const [first, second] = [await pngFile(`quay-${tag}.png`, '#2a6f97'), await pngFile(`nets-${tag}.png`, '#a44a3f')];
  const alt = `Fishing boats moored at the quay ${tag}`;
  const token = await signIn(admin);

  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { name: T.title })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: T.choose }).click();
  await (await chooser).setFiles([first, second]);
  await expect(page.getByText(T.uploaded(2))).toBeVisible();

  const search = page.getByRole('searchbox', { name: T.search });
  await search.fill(tag);
  await search.press('Enter');
  const card = page.getByRole('listitem', { name: first.name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('listitem', { name: second.name })).toBeVisible();
  await expect(card).toContainText(T.unused);

  await card.getByRole('button', { name: `${T.edit} ${first.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: T.alt }).fill(alt);
  // A double click saves once (decision 107).
  const saves: string[] = [];
  const countSaves = (request: Request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/media/')) saves.push(request.url());
  };
  page.on('request', countSaves);
  await dialog.getByRole('button', { name: T.save }).dblclick();
  await expect(card).toContainText(alt);
  page.off('request', countSaves);
  expect(saves).toHaveLength(1);

  // A blog's image chosen from the library, not uploaded again.
  const title = `Harbour notes ${tag}`;
  await page.goto('/admin/blogs');
  const s = listScreen(page, LearnTexts.blog);
  await s.add.click();
  const form = s.addForm;
  const f = learnForm(page, form);
  await fillShared(page, f, title);
  await f.field('Image').getByRole('button', { name: T.chooseFromLibrary }).click();
  const picker = page.getByRole('dialog', { name: T.pickerTitle('image') });
  await picker.getByRole('textbox', { name: T.search }).fill(alt);
  await picker.getByRole('button', { name: `${T.pick}: ${first.name}` }).click();
  await expect(f.field('Image')).toContainText(`New image: ${first.name}`);
  await expect(form.getByRole('textbox', { name: T.alt }).first()).toHaveValue(alt);
  await f.published.check();
  await f.submit.click();
  await expect(s.toast(LearnTexts.blog.created)).toBeVisible();

  // The library says where the file is used, and refuses to delete it.
  await page.goto('/admin/media');
  await search.fill(tag);
  await search.press('Enter');
  await expect(card.getByRole('link', { name: `Blogs: ${title}` })).toBeVisible();
  await expect(card).toContainText(T.usesCount(1));
  await expect(card.getByRole('button', { name: `${T.delete} ${first.name}` })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  // The public page shows the alt text written in the library.
  const found = await page.request.get(`/api/learn-blogs/?searchedText=${encodeURIComponent(title)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [blog] = ((await found.json()) as { data: Array<{ slug: string }> }).data;
  await page.goto(learnItemPath('blog', blog!.slug));
  await expect(page.getByRole('img', { name: alt, exact: true }).first()).toBeVisible();
});
