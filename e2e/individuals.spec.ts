import type { Locator, Page } from '@playwright/test';
import type { Category } from '@atrium/contract/categories';
import { IndividualMessages, IndividualTexts, type Individual } from '@atrium/contract/individuals';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { listResource } from './support/list-conventions.ts';
import { chooseFile, expectCounts, pageWidth, pngFile, typeRichText, type AdminApi } from './support/list-screen.ts';

/**
 * The Individuals screen (requirements 2 §2–§5): people with a picture and a category of the individuals
 * group; a Founder also has a background image, which a category change clears. Its list is the
 * kit's, with the conventions proven on the Hero Slider screen (decision 025).
 */

const T = IndividualTexts;
test.describe.configure({ timeout: 90_000 });

/** The individuals group's categories by name (system categories: the same for the whole run). */
let categoryIds: Record<string, number> | undefined;

async function createIndividual(api: AdminApi, title: string, status: 0 | 1, category = 'Advisory Board') {
  if (!categoryIds) {
    const categories = await api.call<Category[]>('GET', '/api/categories/?categoryType=0');
    categoryIds = Object.fromEntries(categories.map((c) => [c.name, c.id]));
  }
  return api.send<Individual>('POST', '/api/individuals/', {
    title,
    subtitle: 'Board member',
    description: '<p>Seeded by the suite.</p>',
    category: String(categoryIds[category]),
    status: String(status),
    IndividualImage: await pngFile('face.png'),
  });
}

const individuals = listResource<Individual>({
  texts: T,
  path: '/admin/individuals',
  endpoint: '/api/individuals/',
  create: (api, title, status) => createIndividual(api, title, status),
});

/** The background image field's label (with the required mark). */
const backgroundLabel = /^Background image\s*\*?$/;

async function chooseCategory(page: Page, form: Locator, name: string) {
  await form.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test('adds a founder: every rule speaks, the background image comes and goes with the category', async ({ page }) => {
  const { tag } = individuals;
  const s = await individuals.open(page);
  await s.add.click();
  const form = s.addForm;
  await expect(form.getByRole('textbox', { name: 'Description' })).toBeVisible();
  await form.getByRole('button', { name: 'Create' }).click();
  for (const message of [
    IndividualMessages.titleRequired,
    IndividualMessages.subtitleRequired,
    IndividualMessages.descriptionRequired,
    IndividualMessages.imageRequired,
    IndividualMessages.categoryRequired,
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'individuals, add form with errors');

  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(`Ada ${tag}`);
  await form.getByRole('textbox', { name: 'Subtitle' }).fill('Founder and chair');
  await typeRichText(page, form.getByRole('textbox', { name: 'Description' }), 'Started the network.');
  await chooseFile(page, form.getByRole('button', { name: 'Choose image' }), await pngFile('ada.png'));
  await expect(form.getByRole('img', { name: 'Preview of ada.png' })).toBeVisible();

  // Only a Founder has a background image, and then it is required.
  await expect(form.getByText(backgroundLabel)).toHaveCount(0);
  await chooseCategory(page, form, 'Founder');
  await expect(form.getByText(backgroundLabel)).toBeVisible();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText(IndividualMessages.backgroundRequired)).toBeVisible();
  await chooseFile(page, form.getByRole('button', { name: 'Choose image' }), await pngFile('backdrop.png', '#0b6b4f'));
  await expect(form.getByRole('img', { name: 'Preview of backdrop.png' })).toBeVisible();

  // A category change clears the background image: back to Founder, it is missing again.
  await chooseCategory(page, form, 'Advisory Board');
  await expect(form.getByText(backgroundLabel)).toHaveCount(0);
  await chooseCategory(page, form, 'Founder');
  await expect(form.getByRole('img', { name: 'Preview of backdrop.png' })).toHaveCount(0);
  await expect(form.getByText(IndividualMessages.backgroundRequired)).toBeVisible();
  await chooseFile(
    page,
    form.getByRole('button', { name: 'Choose image' }).last(),
    await pngFile('backdrop.png', '#0b6b4f'),
  );

  await form.getByRole('button', { name: 'Create' }).click();
  await expect(s.toast(T.created)).toBeVisible();
  const row = s.row(`Ada ${tag}`);
  await expect(row).toContainText('Founder');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/media\//);
  await expectCounts(s, 1, 0, 1);
  const [saved] = await individuals.listTagged();
  expect(saved).toMatchObject({ category_name: 'Founder', status: 0 });
  expect(saved?.IndividualImage).toMatch(/^\/media\//);
  expect(saved?.backgroundImage).toMatch(/^\/media\//);
});

test('edits an individual: the stored picture counts, a new category and status are saved', async ({ page }) => {
  const { tag } = individuals;
  await individuals.seed([`Grace ${tag}`]);
  const s = await individuals.open(page);
  await s
    .row(`Grace ${tag}`)
    .getByRole('button', { name: /^Edit / })
    .click();
  const form = s.editForm;
  await expect(form.getByRole('img', { name: 'Current image' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Category' })).toHaveValue('Advisory Board');
  await expectNoSeriousA11yViolations(page, 'individuals, edit form');

  await form.getByRole('textbox', { name: 'Subtitle' }).fill('Voice of our members');
  await chooseCategory(page, form, 'Testimonials');
  await form.getByRole('switch', { name: /^Published/ }).check();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(s.toast(T.updated)).toBeVisible();
  // Published still fits the All tab: the view stays there.
  await expect(s.tab('All')).toHaveAttribute('aria-selected', 'true');
  const row = s.row(`Grace ${tag}`);
  await expect(row).toContainText('Testimonials');
  await expect(row).toContainText('Voice of our members');
  await expectCounts(s, 1, 1, 0);

  await row.getByRole('button', { name: /^Unpublish / }).click();
  await expect(s.toast(T.unpublished)).toBeVisible();
  await expectCounts(s, 1, 0, 1);
});

test('on a phone the rows are cards with their picture and category, without overflow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { tag } = individuals;
  await createIndividual(individuals.api, `Phone view ${tag}`, 0, 'Testimonials');
  const s = await individuals.open(page);
  const row = s.row(`Phone view ${tag}`);
  await expect(row).toContainText('Testimonials');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await row.getByRole('button', { name: /^Edit / }).click();
  await expect(s.editForm.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'individuals on a phone, edit form');
});
