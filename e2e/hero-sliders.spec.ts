import type { Locator, Page } from '@playwright/test';
import { HeroSliderMessages, HeroSliderTexts, type HeroSlider } from '@atrium/contract/hero-sliders';
import { Messages } from '@atrium/contract/messages';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { describeListConventions, listResource } from './support/list-conventions.ts';
import { chooseFile, dropFile, expectCounts, pageWidth, pick, pngFile } from './support/list-screen.ts';

/**
 * The Hero Slider screen (requirements 1 §2–§8) end to end: the list conventions, proven here for every
 * list of the kit (the others are the same kit: apps/web/app/admin-kit/list-screens.test.tsx), then the
 * slider's own form (image or video, CTA, the server's field errors) and its phone layout.
 */

const T = HeroSliderTexts;

// Uploads and accessibility scans take their time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const sliders = listResource<HeroSlider>({
  texts: T,
  path: '/admin/hero-slider',
  endpoint: '/api/hero-sliders/',
  // JSON with a video link: no file needed.
  create: (api, title, status) =>
    api.call<HeroSlider>('POST', '/api/hero-sliders/', {
      title: `<p>${title}</p>`,
      briefDescription: 'Seeded by the suite.',
      selectedPage: 'home',
      heroSliderType: 1,
      heroSliderVideoType: 0,
      heroSliderVideoUrl: 'https://videos.example.org/watch/42',
      status,
    }),
});

describeListConventions(sliders, { pagingRows: 25 });

async function choosePage(page: Page, scope: Locator, label: string) {
  await scope.getByRole('combobox', { name: 'Page' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test('adds a slider with an image after the form has said what is missing', async ({ page }) => {
  const { tag } = sliders;
  const s = await sliders.open(page);
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
  await expectCounts(s, 1, 0, 1);

  const [saved] = await sliders.listTagged();
  expect(saved).toMatchObject({ status: 0, cta_url: '/initiatives', title: `<p>Slide ${tag} with an image</p>` });
  await expectNoSeriousA11yViolations(page, 'hero slider, list');
});

test('a file dropped on the image field is checked and previewed as a chosen one is', async ({ page }) => {
  const s = await sliders.open(page);
  await s.add.click();
  const form = page.getByRole('region', { name: T.addLabel });
  const field = form.getByRole('group', { name: 'Image', exact: true });
  // The drop zone: the frame around the preview and the buttons.
  const zone = field.locator('div[role="presentation"]');
  await expect(zone).toHaveCount(1);
  await expect(zone.getByText('No image chosen')).toBeVisible();

  await dropFile(page, zone, { name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(field.getByText(Messages.imageTypes, { exact: true })).toBeVisible();
  await expect(field.getByText('No image chosen')).toBeVisible();

  await dropFile(page, zone, await pngFile('dropped.png'));
  await expect(field.getByRole('img', { name: 'Preview of dropped.png' })).toBeVisible();
  await expect(field.getByText('New image: dropped.png')).toBeVisible();
  await expect(field.getByText(Messages.imageTypes)).toHaveCount(0);
  // The chooser stays the one control to reach by keyboard: the zone itself takes no focus.
  await expect(zone).not.toHaveAttribute('tabindex');
  await form.getByRole('button', { name: 'Cancel' }).click();
});

test('adds a video slider by link; the two sources and the image clear each other', async ({ page }) => {
  const { tag } = sliders;
  const s = await sliders.open(page);
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
  const [saved] = await sliders.listTagged();
  expect(saved?.heroSlider).toEqual({
    type: 1,
    image: null,
    video: { type: 0, url: 'https://videos.example.org/watch/7', file: null },
  });
});

test('edits a slider inline; a new status moves the view to its tab', async ({ page }) => {
  const { tag } = sliders;
  await sliders.seed([`Before ${tag}`, `Other ${tag}`]);
  const s = await sliders.open(page);
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
  await expectCounts(s, 2, 1, 1);
});

test('the server has the last word: its field errors land on the fields, its message in the toast', async ({
  page,
}) => {
  const { tag } = sliders;
  const s = await sliders.open(page);
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

test('on a phone the rows become cards, nothing overflows, and the screen stays accessible', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { tag } = sliders;
  await sliders.seed([`A rather long slide title that has to wrap on a phone ${tag}`], 1);
  await sliders.seed([`Short ${tag}`]);
  const s = await sliders.open(page);
  await expect(s.rows).toHaveCount(2);
  await expectCounts(s, 2, 1, 1);
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
