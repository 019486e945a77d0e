import type { Locator, Page } from '@playwright/test';
import { HeroSliderMessages, HeroSliderTexts, Messages } from '../packages/contract/src/messages.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import {
  adminApi,
  chooseFile,
  expectCounts as expectTabCounts,
  listScreen,
  moveRowDown,
  openSearched,
  pageWidth,
  pick,
  pngFile,
  rowTitles as titles,
  uniqueTag,
  type AdminApi,
} from './support/list-screen.ts';

/**
 * The Hero Slider screen (spec 1 §2–§8) end to end. Tests run in parallel on one database, so
 * each one tags its sliders with a unique word, narrows the list to them with the search box
 * (the tabs' counts follow the search), and deletes them afterwards.
 */

const T = HeroSliderTexts;

// Uploads and accessibility scans take their time on a busy machine.
test.describe.configure({ timeout: 90_000 });

type Seed = { title: string; status?: 0 | 1; selectedPage?: string };
type Slider = { id: number; title: string; status: number; position: number; cta_url: string | null };

let api: AdminApi;
let tag: string;

test.beforeEach(async ({ page, signIn, admin }) => {
  tag = uniqueTag();
  await signIn(admin);
  api = await adminApi(page.request, admin);
});

test.afterEach(async () => {
  const ids = (await listTagged()).map((slider) => slider.id);
  if (ids.length) await call('DELETE', '/api/hero-sliders/bulk-delete/', { ids });
});

function call<R>(method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<R> {
  return api.call<R>(method, path, data);
}

/** Sliders made through the API (JSON, a video link: no file needed), in this order. */
async function seed(items: Seed[]): Promise<Slider[]> {
  const made: Slider[] = [];
  for (const item of items) {
    made.push(
      await call<Slider>('POST', '/api/hero-sliders/', {
        title: `<p>${item.title}</p>`,
        briefDescription: `Seeded for ${tag}`,
        selectedPage: item.selectedPage ?? 'home',
        heroSliderType: 1,
        heroSliderVideoType: 0,
        heroSliderVideoUrl: 'https://videos.example.org/watch/42',
        status: item.status ?? 0,
      }),
    );
  }
  return made;
}

async function listTagged(): Promise<Slider[]> {
  return call<Slider[]>('GET', `/api/hero-sliders/?limit=100&sort_by=position&searchedText=${tag}`);
}

function screen(page: Page) {
  return listScreen(page, T);
}

/** Opens the screen narrowed to this test's sliders. */
async function openTagged(page: Page) {
  const s = screen(page);
  await openSearched(page, '/admin/hero-slider', s, tag);
  return s;
}

async function expectCounts(page: Page, all: number, published: number, unpublished: number) {
  await expectTabCounts(screen(page), all, published, unpublished);
}

async function choosePage(page: Page, scope: Locator, label: string) {
  await scope.getByRole('combobox', { name: 'Page' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test('adds a slider with an image after the form has said what is missing', async ({ page }) => {
  const s = await openTagged(page);
  await expect(page.getByText(Messages.noData)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'hero slider, empty list');

  await s.add.click();
  const form = page.getByRole('region', { name: T.addLabel });
  await expect(form.getByRole('heading', { name: T.addLabel })).toBeFocused();
  const title = form.getByRole('textbox', { name: 'Title' });
  await expect(title).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'hero slider, add form');

  // Nothing filled in: every rule speaks, and the first field in error takes the focus.
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText(Messages.required)).toHaveCount(3);
  await expect(form.getByText(HeroSliderMessages.imageRequired)).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Page' })).toBeFocused();

  // A wrong file type is refused before any upload.
  await chooseFile(page, form.getByRole('button', { name: 'Choose image' }), {
    name: 'notes.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(form.getByText(Messages.imageTypes)).toBeVisible();

  await choosePage(page, form, 'Initiatives');
  await title.click();
  await page.keyboard.type(`Slide ${tag} with an image`);
  await form.getByRole('textbox', { name: 'Brief description' }).fill('Made by the end-to-end suite.');
  await chooseFile(page, form.getByRole('button', { name: 'Choose image' }), await pngFile('slide.png'));
  await expect(form.getByRole('img', { name: 'Preview of slide.png' })).toBeVisible();
  await expect(form.getByText(Messages.imageTypes)).toHaveCount(0);

  // The CTA's URL shows only when the CTA is on, and is then required.
  await expect(form.getByRole('textbox', { name: 'CTA URL' })).toHaveCount(0);
  await form.getByRole('switch', { name: /Call-to-action button/ }).check();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText(HeroSliderMessages.ctaUrlRequired)).toBeVisible();
  await form.getByRole('textbox', { name: 'CTA URL' }).fill('/initiatives');

  await form.getByRole('button', { name: 'Create' }).click();
  await expect(s.toast(T.created)).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(s.add).toBeFocused();

  const row = s.row(`Slide ${tag} with an image`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Initiatives');
  await expect(row).toContainText('Unpublished');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/media\//);
  await expectCounts(page, 1, 0, 1);

  const [saved] = await listTagged();
  expect(saved).toMatchObject({ status: 0, cta_url: '/initiatives', title: `<p>Slide ${tag} with an image</p>` });
  await expectNoSeriousA11yViolations(page, 'hero slider, list');
});

test('adds a video slider by link; the two sources and the image clear each other', async ({ page }) => {
  const s = await openTagged(page);
  await s.add.click();
  const form = page.getByRole('region', { name: T.addLabel });
  await choosePage(page, form, 'Learn');
  await form.getByRole('textbox', { name: 'Title' }).click();
  await page.keyboard.type(`Video ${tag}`);
  await form.getByRole('textbox', { name: 'Brief description' }).fill('A video slide.');

  await chooseFile(page, form.getByRole('button', { name: 'Choose image' }), await pngFile('first.png'));

  await pick(form, 'Medium', 'Video');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText(HeroSliderMessages.videoUrlRequired)).toBeVisible();
  await pick(form, 'Video', 'Upload a file');
  await expect(form.getByText(HeroSliderMessages.videoFileRequired)).toBeVisible();
  await pick(form, 'Video', 'Video link');
  await form.getByRole('textbox', { name: 'Video URL' }).fill('https://videos.example.org/watch/7');
  await expect(form.getByText(HeroSliderMessages.videoUrlRequired)).toHaveCount(0);

  // Typing the link dropped the image chosen before.
  await pick(form, 'Medium', 'Image');
  await expect(form.getByText('No image chosen')).toBeVisible();
  await pick(form, 'Medium', 'Video');

  await form.getByRole('button', { name: 'Create' }).click();
  await expect(s.toast(T.created)).toBeVisible();
  const row = s.row(`Video ${tag}`);
  await expect(row).toContainText('Video link');
  const [saved] = await call<Array<Slider & { heroSlider: unknown }>>(
    'GET',
    `/api/hero-sliders/?limit=10&searchedText=${tag}`,
  );
  expect(saved?.heroSlider).toEqual({
    type: 1,
    image: null,
    video: { type: 0, url: 'https://videos.example.org/watch/7', file: null },
  });
});

test('search runs on Enter, URL-encoded, and the tabs count what it finds', async ({ page }) => {
  await seed([{ title: `Café & 50% ${tag}` }, { title: `Plain ${tag}`, status: 1 }]);
  const s = await openTagged(page);
  await expect(s.rows).toHaveCount(2);
  await expectCounts(page, 2, 1, 1);
  // Typing alone does not search.
  await s.search.fill(`Café & 50% ${tag}`);
  await page.waitForTimeout(300);
  await expect(s.rows).toHaveCount(2);
  const searched = page.waitForRequest((request) => request.url().includes('/api/hero-sliders/?'));
  await s.search.press('Enter');
  expect(new URL((await searched).url()).searchParams.get('searchedText')).toBe(`Café & 50% ${tag}`);
  await expect(s.rows).toHaveCount(1);
  await expect(s.row(`Café & 50% ${tag}`)).toBeVisible();
  await expectCounts(page, 1, 0, 1);

  await s.search.fill(`${tag}-nothing`);
  await s.search.press('Enter');
  await expect(page.getByText(Messages.noData)).toBeVisible();
  await expectCounts(page, 0, 0, 0);
});

test('publish and unpublish: the row leaves tabs it no longer fits, counts follow', async ({ page }) => {
  await seed([{ title: `Toggle ${tag}` }]);
  const s = await openTagged(page);
  await expectCounts(page, 1, 0, 1);

  await s
    .row(`Toggle ${tag}`)
    .getByRole('button', { name: /^Publish / })
    .click();
  await expect(s.toast(T.published)).toBeVisible();
  await expectCounts(page, 1, 1, 0);
  await expect(s.row(`Toggle ${tag}`)).toContainText('Published');

  await s.tab('Unpublished').click();
  await expect(page.getByText(Messages.noData)).toBeVisible();
  await s.tab('Published').click();
  await expect(s.row(`Toggle ${tag}`)).toBeVisible();

  await s
    .row(`Toggle ${tag}`)
    .getByRole('button', { name: /^Unpublish / })
    .click();
  await expect(s.toast(T.unpublished)).toBeVisible();
  await expect(page.getByText(Messages.noData)).toBeVisible();
  await expectCounts(page, 1, 0, 1);
  // Keyboard users keep their place: the focus stays in the list panel.
  await expect(page.getByRole('tabpanel')).toBeFocused();
});

test('edits a slider inline; a new status moves the view to its tab', async ({ page }) => {
  await seed([{ title: `Before ${tag}` }, { title: `Other ${tag}` }]);
  const s = await openTagged(page);
  await s.tab('Unpublished').click();
  const edit = s.row(`Before ${tag}`).getByRole('button', { name: /^Edit / });
  await edit.click();
  const form = page.getByRole('region', { name: `Edit ${T.singular}` });
  await expect(form.getByRole('heading')).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Video URL' })).toHaveValue('https://videos.example.org/watch/42');
  await expectNoSeriousA11yViolations(page, 'hero slider, edit form');

  // Only one row edits at a time, and dragging is off meanwhile.
  await expect(s.row(`Other ${tag}`).getByRole('button', { name: /^Reorder / })).toBeDisabled();
  await s.add.click();
  await expect(form).toHaveCount(0);
  await page.getByRole('region', { name: T.addLabel }).getByRole('button', { name: 'Cancel' }).click();
  await expect(s.add).toBeFocused();
  await edit.click();

  const title = form.getByRole('textbox', { name: 'Title' });
  await title.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`After ${tag}`);
  await form.getByRole('textbox', { name: 'Brief description' }).fill('Edited by the suite.');
  await choosePage(page, form, 'About Us');
  await form.getByRole('switch', { name: /^Published/ }).check();
  await form.getByRole('button', { name: 'Save changes' }).click();

  await expect(s.toast(T.updated)).toBeVisible();
  await expect(form).toHaveCount(0);
  // Published now: the Unpublished tab no longer fits it, so the view follows it to Published.
  await expect(s.tab('Published')).toHaveAttribute('aria-selected', 'true');
  const row = s.row(`After ${tag}`);
  await expect(row).toContainText('About Us');
  await expect(row).toContainText('Edited by the suite.');
  await expect(row.getByRole('button', { name: /^Edit / })).toBeFocused();
  await expectCounts(page, 2, 1, 1);
});

test('reorders rows with the keyboard, and the order holds after a reload', async ({ page }) => {
  await seed([{ title: `First ${tag}` }, { title: `Second ${tag}` }, { title: `Third ${tag}` }]);
  const s = await openTagged(page);
  await expect(s.rows).toHaveCount(3);
  expect(await titles(s.rows)).toEqual([`First ${tag}`, `Second ${tag}`, `Third ${tag}`]);

  await moveRowDown(page, s.row(`First ${tag}`));
  await expect(s.toast(Messages.orderUpdated)).toBeVisible();
  expect(await titles(s.rows)).toEqual([`Second ${tag}`, `First ${tag}`, `Third ${tag}`]);

  const saved = await listTagged();
  expect(saved.map((slider) => slider.title)).toEqual([
    `<p>Second ${tag}</p>`,
    `<p>First ${tag}</p>`,
    `<p>Third ${tag}</p>`,
  ]);
  await openTagged(page);
  await expect(s.rows).toHaveCount(3);
  expect(await titles(s.rows)).toEqual([`Second ${tag}`, `First ${tag}`, `Third ${tag}`]);
});

test('a failed reorder reloads the saved order and says so', async ({ page }) => {
  await seed([{ title: `Up ${tag}` }, { title: `Down ${tag}` }]);
  const s = await openTagged(page);
  await expect(s.rows).toHaveCount(2);
  await page.route('**/api/hero-sliders/reorder/', (route) =>
    route.fulfill({ status: 400, json: { success: false, message: 'items: unknown id.' } }),
  );
  await moveRowDown(page, s.row(`Up ${tag}`));
  await expect(s.toast(Messages.orderFailedTitle)).toContainText(Messages.orderReverted);
  await expect.poll(() => titles(s.rows)).toEqual([`Up ${tag}`, `Down ${tag}`]);
});

test('deletes one slider after confirmation; No keeps it', async ({ page }) => {
  await seed([{ title: `Keep ${tag}` }, { title: `Remove ${tag}` }]);
  const s = await openTagged(page);
  await s
    .row(`Remove ${tag}`)
    .getByRole('button', { name: /^Delete / })
    .click();
  await expect(s.dialog).toContainText(Messages.deleteConfirm);
  await expectNoSeriousA11yViolations(page, 'hero slider, delete confirmation');
  await s.dialog.getByRole('button', { name: 'No', exact: true }).click();
  await expect(s.dialog).toHaveCount(0);
  await expect(s.rows).toHaveCount(2);

  await s
    .row(`Remove ${tag}`)
    .getByRole('button', { name: /^Delete / })
    .click();
  await s.dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(s.toast(T.deleted)).toBeVisible();
  await expect(s.rows).toHaveCount(1);
  await expect(s.row(`Keep ${tag}`)).toBeVisible();
  await expectCounts(page, 1, 0, 1);
});

test('bulk delete: the bar appears past one selection, clears, and deletes all selected', async ({ page }) => {
  await seed([{ title: `One ${tag}` }, { title: `Two ${tag}` }, { title: `Three ${tag}` }]);
  const s = await openTagged(page);
  await expect(s.rows).toHaveCount(3);
  const bar = page.getByRole('region', { name: 'Bulk actions' });

  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(bar).toContainText('3 entries selected');
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar).toHaveCount(0);

  await s.row(`One ${tag}`).getByRole('checkbox').check();
  await expect(bar).toHaveCount(0);
  await s.row(`Three ${tag}`).getByRole('checkbox').check();
  await expect(bar).toContainText('2 entries selected');
  await bar.getByRole('button', { name: 'Delete All' }).click();
  await expect(s.dialog).toContainText(Messages.deleteConfirm);
  await s.dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(s.toast(T.bulkDeleted)).toBeVisible();
  await expect(s.rows).toHaveCount(1);
  await expect(s.row(`Two ${tag}`)).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expectCounts(page, 1, 0, 1);
});

test('pages through 25 sliders with every page size', async ({ page }) => {
  await seed(Array.from({ length: 25 }, (_, i) => ({ title: `Item ${String(i + 1).padStart(2, '0')} ${tag}` })));
  const s = await openTagged(page);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const size = page.getByRole('combobox', { name: 'Entries per page' });

  await expect(s.rows).toHaveCount(10);
  await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(3);
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await expect(page.getByText('1–10 of 25')).toBeVisible();

  await pager.getByRole('button', { name: 'Page 3' }).click();
  await expect(s.rows).toHaveCount(5);
  await expect(pager.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect((await titles(s.rows))[0]).toBe(`Item 21 ${tag}`);
  await pager.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByText('11–20 of 25')).toBeVisible();

  // Selection does not survive a page change.
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toHaveCount(0);

  await size.selectOption('20');
  await expect(s.rows).toHaveCount(20);
  await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(2);
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  for (const pageSize of ['50', '100']) {
    await size.selectOption(pageSize);
    await expect(s.rows).toHaveCount(25);
    await expect(pager).toHaveCount(0);
    await expect(page.getByText('1–25 of 25')).toBeVisible();
  }

  await size.selectOption('10');
  await expect(s.rows).toHaveCount(10);
  await expect(pager).toBeVisible();
});

test('the server has the last word: its field errors land on the fields, its message in the toast', async ({
  page,
}) => {
  const s = await openTagged(page);
  await s.add.click();
  const form = page.getByRole('region', { name: T.addLabel });
  await choosePage(page, form, 'Home');
  await form.getByRole('textbox', { name: 'Title' }).click();
  await page.keyboard.type(`Refused ${tag}`);
  await form.getByRole('textbox', { name: 'Brief description' }).fill('The server says no.');
  await pick(form, 'Medium', 'Video');
  await form.getByRole('textbox', { name: 'Video URL' }).fill('https://videos.example.org/watch/1');

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/hero-sliders/', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await held;
    await route.fulfill({
      status: 400,
      json: {
        success: false,
        message: 'That video host is not allowed.',
        errors: { heroSliderVideoUrl: 'Use a video host we allow.' },
      },
    });
  });
  await form.getByRole('button', { name: 'Create' }).click();
  // The loading dialog stays while the slider is being created.
  await expect(page.getByRole('dialog', { name: T.creating })).toBeVisible();
  release();
  await expect(page.getByRole('dialog', { name: T.creating })).toHaveCount(0);
  await expect(s.toast('That video host is not allowed.')).toBeVisible();
  const url = form.getByRole('textbox', { name: 'Video URL' });
  await expect(form.getByText('Use a video host we allow.')).toBeVisible();
  await expect(url).toBeFocused();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  // Editing the field clears the server's word on it.
  await url.fill('https://videos.example.org/watch/2');
  await expect(form.getByText('Use a video host we allow.')).toHaveCount(0);
});

test('failed counts and list show inline messages and toasts', async ({ page }) => {
  await page.route('**/api/hero-sliders/count/**', (route) =>
    route.fulfill({ status: 403, json: { success: false, message: 'Forbidden.' } }),
  );
  await page.route(/\/api\/hero-sliders\/\?/, (route) =>
    route.fulfill({ status: 403, json: { success: false, message: 'Forbidden.' } }),
  );
  await page.goto('/admin/hero-slider');
  const s = screen(page);
  await expect(page.getByText(T.countsInline)).toBeVisible();
  await expect(page.getByText(T.listInline)).toBeVisible();
  await expect(s.toast(T.countsToast)).toBeVisible();
  await expect(s.toast(T.listToast)).toBeVisible();

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Retry' }).last().click();
  await expect(page.getByText(T.listInline)).toHaveCount(0);
});

test('on a phone the rows become cards, nothing overflows, and the screen stays accessible', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seed([
    { title: `A rather long slide title that has to wrap on a phone ${tag}`, status: 1 },
    { title: `Short ${tag}` },
  ]);
  const s = await openTagged(page);
  await expect(s.rows).toHaveCount(2);
  await expectCounts(page, 2, 1, 1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'hero slider on a phone, list');

  const row = s.row(`Short ${tag}`);
  await row.getByRole('checkbox').check();
  await s.row('A rather long slide title').getByRole('checkbox').check();
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toContainText('2 entries selected');
  await row.getByRole('button', { name: /^Edit / }).click();
  await expect(
    page.getByRole('region', { name: `Edit ${T.singular}` }).getByRole('textbox', { name: 'Title' }),
  ).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'hero slider on a phone, edit form');
});
