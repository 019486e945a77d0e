import type { Locator, Page } from '@playwright/test';
import { SitePageLabels } from '@atrium/contract/enums';
import {
  LearnKeys,
  LearnMediaFields,
  LearnMessages,
  LearnTexts,
  localToday,
  type LearnRecord,
  type LearnType,
} from '@atrium/contract/learn';
import { mp4Bytes } from '../../apps/server/src/testing/media-fixtures.ts';
import { expect, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { listResource, type ListResource } from './list-conventions.ts';
import { chooseFile, pngFile, typeRichText, type FilePayload } from './list-screen.ts';

/**
 * What the four learn screens' specs share (requirements 2 §2–§8): the resource for the shared list
 * conventions, and the tests of the learn form that every type passes (each required message,
 * the date, the categories, the author image, the CTA), then those of its media part (an image,
 * or a video by link or file, with an upload's progress). The form is one for the four types
 * (`learnDefinition`), so its tests run once per media kind, on Articles and Videos, and a
 * component test proves each screen is that definition with its type's fields (decision 054).
 */

export const YOUTUBE_WATCH = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
export const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

const screenPaths: Record<LearnType, string> = {
  blog: '/admin/blogs',
  article: '/admin/articles',
  video: '/admin/videos',
  podcast: '/admin/podcasts',
};

/** An MP4 of about `megabytes` MB: a real 'ftyp' header (the server judges the bytes), then padding. */
export function mp4File(name = 'clip.mp4', megabytes = 0): FilePayload {
  const padding = Math.round(megabytes * 1024 * 1024);
  const free = Buffer.alloc(8 + padding);
  free.writeUInt32BE(8 + padding, 0);
  free.write('free', 4, 'ascii');
  return { name, mimeType: 'video/mp4', buffer: Buffer.concat([mp4Bytes(), free]) };
}

const stubPlayer = `<!doctype html><title>Player</title>
<body style="margin:0;height:100vh;display:grid;place-items:center;background:#1b1b1b">
<svg width="64" height="44" viewBox="0 0 64 44"><rect width="64" height="44" rx="12" fill="#e02424"/>
<path d="M26 13v18l16-9z" fill="#fff"/></svg></body>`;

/** Answers the video hosts' players with a stand-in page: no test reaches the real hosts. */
export async function stubVideoHosts(page: Page): Promise<void> {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: stubPlayer }),
  );
}

/**
 * The screen of `type` for the shared list conventions: records seeded through the API with the
 * type's required medium (an image; a YouTube link for videos and podcasts). Players of linked
 * videos are answered by a stub page, so no test reaches the real hosts.
 */
export function learnResource<T extends LearnType>(type: T): ListResource<LearnRecord[T]> {
  const endpoint = `/api/${LearnKeys[type]}/`;
  test.beforeEach(({ page }) => stubVideoHosts(page));
  return listResource<LearnRecord[T]>({
    texts: LearnTexts[type],
    path: screenPaths[type],
    endpoint,
    create: async (api, title, status) => {
      const media = LearnMediaFields[type];
      const fields = {
        selectedPage: 'learn',
        title,
        description: '<p>Seeded by the suite.</p>',
        created_at: '2025-03-01',
        status: String(status),
      };
      if ('image' in media) {
        return api.send<LearnRecord[T]>('POST', endpoint, { ...fields, [media.image]: await pngFile('seed.png') });
      }
      return api.call<LearnRecord[T]>('POST', endpoint, { ...fields, [media.type]: 0, [media.url]: YOUTUBE_WATCH });
    },
  });
}

/** The learn form's fields, by role and label. */
export function learnForm(page: Page, form: Locator) {
  return {
    form,
    page: form.getByRole('combobox', { name: 'Page' }),
    title: form.getByRole('textbox', { name: 'Title', exact: true }),
    subtitle: form.getByRole('textbox', { name: 'Subtitle' }),
    description: form.getByRole('textbox', { name: 'Description' }),
    date: form.getByRole('textbox', { name: 'Date', exact: true }),
    categories: form.getByRole('combobox', { name: 'Categories' }),
    authorName: form.getByRole('textbox', { name: 'Author name' }),
    field: (label: string) => form.getByRole('group', { name: label, exact: true }),
    cta: form.getByRole('switch', { name: /Call-to-action button/ }),
    ctaUrl: form.getByRole('textbox', { name: 'CTA URL' }),
    published: form.getByRole('switch', { name: /^Published/ }),
    submit: form.getByRole('button', { name: /^(Create|Save changes)$/ }),
    async choosePage(label: string) {
      await this.page.click();
      await page.getByRole('option', { name: label, exact: true }).click();
    },
    /** Types a video link and waits for its preview, which moves the fields under it down. */
    async typeVideoLink(url: string) {
      const video = this.field('Video');
      await video.getByRole('textbox', { name: 'Video URL' }).fill(url);
      await expect(video.locator('iframe')).toBeVisible();
    },
    async chooseCategory(name: string) {
      // The select is searchable: typing opens it on the matching options.
      await this.categories.fill(name);
      await page.getByRole('option', { name, exact: true }).click();
      await page.keyboard.press('Escape');
    },
  };
}

export type LearnFormParts = ReturnType<typeof learnForm>;

/** Fills what every type requires, leaving out the media part. */
export async function fillShared(page: Page, f: LearnFormParts, title: string, pageLabel = SitePageLabels.learn) {
  await f.choosePage(pageLabel);
  await f.title.fill(title);
  await typeRichText(page, f.description, 'Written by the end-to-end suite.');
}

/** The tests of the learn form that every type passes, for the resource from learnResource. */
export function describeLearnForm<T extends LearnType>(type: T, resource: ListResource<LearnRecord[T]>) {
  const texts = LearnTexts[type];
  const media = LearnMediaFields[type];

  test(`${texts.plural}: the add form says every missing field, refuses a later date, then saves categories and CTA`, async ({
    page,
  }) => {
    const { tag } = resource;
    const s = await resource.open(page);
    await s.add.click();
    const f = learnForm(page, s.addForm);
    await expect(s.addForm.getByRole('heading', { name: texts.addLabel })).toBeFocused();
    // A new item: dated today, unpublished, without a CTA (requirements 2 §4).
    await expect(f.date).toHaveValue(localToday());
    await expect(f.published).not.toBeChecked();
    await expect(f.cta).not.toBeChecked();
    await expect(f.ctaUrl).toHaveCount(0);
    await expect(f.description).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${texts.plural}, add form`);

    // Nothing filled in: the page, the title, the description and the medium each say so.
    await f.submit.click();
    const required = s.addForm.getByText(LearnMessages.requiredMissing, { exact: true });
    if ('image' in media) await expect(required).toHaveCount(4);
    else {
      await expect(required).toHaveCount(3);
      await expect(s.addForm.getByText(LearnMessages.videoUrlRequired)).toBeVisible();
    }
    await expect(f.page).toBeFocused();
    await fillShared(page, f, `Learning ${tag}`);
    await expect(required).toHaveCount('image' in media ? 1 : 0);

    // A later day is refused; an empty date becomes today when the field is left.
    const tomorrow = localToday(new Date(Date.now() + 86_400_000));
    await f.date.fill(tomorrow);
    await expect(s.addForm.getByText(LearnMessages.dateInFuture)).toBeVisible();
    await f.date.fill('');
    await f.date.blur();
    await expect(f.date).toHaveValue(localToday());
    await f.date.fill('2025-02-14');
    await expect(s.addForm.getByText(LearnMessages.dateInFuture)).toHaveCount(0);

    if ('image' in media)
      await chooseFile(
        page,
        f.field('Image').getByRole('button', { name: 'Choose image' }),
        await pngFile('cover.png'),
      );
    else await f.typeVideoLink(YOUTUBE_WATCH);

    await f.chooseCategory('Initiatives');
    await f.chooseCategory('Recent Content');
    await f.authorName.fill('Ada Lovelace');
    await chooseFile(
      page,
      f.field('Author image').getByRole('button', { name: 'Choose image' }),
      await pngFile('ada.png'),
    );

    // The CTA's URL shows only when the CTA is on, and is then required.
    await f.cta.check();
    await f.submit.click();
    await expect(s.addForm.getByText(LearnMessages.ctaUrlRequired)).toBeVisible();
    await f.ctaUrl.fill('/learn');

    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/${LearnKeys[type]}/`), {
      timeout: 15_000,
    });
    await f.submit.click();
    expect((await posted).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect(s.toast(texts.created)).toBeVisible();
    await expect(s.addForm).toHaveCount(0);
    const row = s.row(`Learning ${tag}`);
    await expect(row).toContainText('Learn');
    await expect(row).toContainText('2025-02-14');
    await expect(row).toContainText('Unpublished');

    const [saved] = await resource.listTagged();
    expect(saved).toMatchObject({
      selectedPage: 'learn',
      created_at: '2025-02-14',
      categoryNames: ['Initiatives', 'Recent Content'],
      authorName: 'Ada Lovelace',
      cta_status: 1,
      cta_url: '/learn',
      status: 0,
    });
    expect(saved?.authorImage).toMatch(/^\/media\//);
  });

  test(`${texts.plural}: an edit shows the saved categories, clears the author image, and moves to its tab`, async ({
    page,
  }) => {
    const { tag } = resource;
    const [seeded] = await resource.seed([`Before ${tag}`]);
    const initiatives = 'Initiatives';
    await resource.api.send('PATCH', `/api/${LearnKeys[type]}/${seeded!.id}/`, {
      categories: String(await categoryId(resource, initiatives)),
      authorName: 'Grace Hopper',
      authorImage: await pngFile('grace.png'),
    });
    const s = await resource.open(page);
    await s.tab('Unpublished').click();
    await s
      .row(`Before ${tag}`)
      .getByRole('button', { name: /^Edit / })
      .click();
    const f = learnForm(page, s.editForm);
    await expect(s.editForm.getByRole('heading')).toBeFocused();
    await expect(f.title).toHaveValue(`Before ${tag}`);
    await expect(f.date).toHaveValue('2025-03-01');
    await expect(s.editForm.getByText(initiatives, { exact: true })).toBeVisible();
    await expect(f.authorName).toHaveValue('Grace Hopper');
    // The link as it was typed (requirements 2 §2, decision 051), not its embed form.
    if (!('image' in media)) {
      await expect(f.field('Video').getByRole('textbox', { name: 'Video URL' })).toHaveValue(YOUTUBE_WATCH);
    }
    await expectNoSeriousA11yViolations(page, `${texts.plural}, edit form`);

    await f.chooseCategory('Featured Initiatives');
    await f.field('Author image').getByRole('button', { name: 'Remove author image' }).click();
    await expect(f.field('Author image')).toContainText('No image chosen');
    await f.title.fill(`After ${tag}`);
    await f.published.check();
    await f.submit.click();

    await expect(s.toast(texts.updated)).toBeVisible();
    await expect(s.editForm).toHaveCount(0);
    // Published now: the Unpublished tab no longer fits it, so the view follows it.
    await expect(s.tab('Published')).toHaveAttribute('aria-selected', 'true');
    await expect(s.row(`After ${tag}`)).toBeVisible();
    const [saved] = await resource.listTagged();
    expect(saved).toMatchObject({ status: 1, authorImage: null, authorName: 'Grace Hopper' });
    expect([...(saved?.categoryNames ?? [])].sort()).toEqual(['Featured Initiatives', 'Initiatives']);
    // The medium, not sent again, is kept.
    if ('image' in media) expect((saved as Record<string, unknown>)[media.image]).toMatch(/^\/media\//);
    else expect((saved as Record<string, unknown>)[media.url]).toBe(YOUTUBE_WATCH);
  });

  test(`${texts.plural}: categories that cannot be loaded are told`, async ({ page }) => {
    await page.route('**/api/categories/?*', (route) =>
      route.fulfill({ status: 403, json: { success: false, message: '' } }),
    );
    const s = await resource.open(page);
    await s.add.click();
    await expect(s.toast(LearnMessages.categoriesFetchFailed)).toBeVisible();
  });

  test(`${texts.plural}: the server's field errors land on their fields`, async ({ page }) => {
    const { tag } = resource;
    const s = await resource.open(page);
    await s.add.click();
    const f = learnForm(page, s.addForm);
    await fillShared(page, f, `Refused ${tag}`);
    if ('image' in media)
      await chooseFile(
        page,
        f.field('Image').getByRole('button', { name: 'Choose image' }),
        await pngFile('cover.png'),
      );
    else await f.typeVideoLink(YOUTUBE_WATCH);
    await page.route(`**/api/${LearnKeys[type]}/`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            json: { success: false, message: 'The title is taken.', errors: { title: 'Choose another title.' } },
          })
        : route.fallback(),
    );
    await f.submit.click();
    // A toast, and on the video form the same words inline (requirements 2 §8).
    await expect(s.toast('The title is taken.')).toHaveCount(type === 'video' ? 2 : 1);
    await expect(s.addForm.getByText('Choose another title.')).toBeVisible();
    await expect(f.title).toBeFocused();
    // Filtered: a draft another test of the shared administrator left on this form has an alert of its own.
    if (type === 'video')
      await expect(s.addForm.getByRole('alert').filter({ hasText: 'The title is taken.' })).toBeVisible();
    await f.title.fill(`Accepted ${tag}`);
    await expect(s.addForm.getByText('Choose another title.')).toHaveCount(0);
  });
}

async function categoryId(resource: ListResource<{ id: number; status: number }>, name: string): Promise<number> {
  const categories = await resource.api.call<Array<{ id: number; name: string }>>(
    'GET',
    '/api/categories/?categoryType=2&status=1&limit=100',
  );
  const found = categories.find((c) => c.name === name);
  if (!found) throw new Error(`no active learn category named ${name}`);
  return found.id;
}
