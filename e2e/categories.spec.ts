import type { Page, Request } from '@playwright/test';
import { type Category, CategoryMessages as M, CategoryTexts, SystemCategories } from '@atrium/contract/categories';
import { Messages, UnsavedTexts } from '@atrium/contract/messages';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { adminApiWithToken, pageWidth, uniqueTag, type AdminApi } from './support/list-screen.ts';

/**
 * The Categories screen (requirements 1 §2–§8) end to end. Tests run in parallel on one database: each test names its categories with a unique word, narrows the
 * screen to them with the search box, and never counts what it did not make.
 */

// Accessibility scans take their time on a busy machine.
test.describe.configure({ timeout: 90_000 });

type Seed = { name: string; categoryType: 1 | 2; icon?: number; desc?: string; status?: 0 | 1 };

const Individuals = 'Individuals';
const MediaType = 'Media Type';
const Tags = 'Tags';

let api: AdminApi;
let tag: string;

test.beforeEach(async ({ page, signIn, admin }) => {
  tag = uniqueTag();
  // The sign-in's own token: a second login would cost the server another password check.
  api = adminApiWithToken(page.request, await signIn(admin));
});

async function seed(item: Seed): Promise<Category> {
  return api.call<Category>('POST', '/api/categories/', { desc: '', status: 1, ...item });
}

async function saved(name: string): Promise<Category | undefined> {
  const found = await api.call<Category[]>('GET', `/api/categories/?name=${encodeURIComponent(name)}`);
  return found[0];
}

/** The screen's parts, by role and accessible name. */
function screen(page: Page) {
  const group = (label: string) => page.getByRole('region', { name: label, exact: true });
  const rows = (label: string) => group(label).getByRole('list', { name: label }).getByRole('listitem');
  return {
    search: page.getByRole('searchbox', { name: 'Search categories' }),
    group,
    toggle: (label: string) => group(label).getByRole('button', { name: new RegExp(`^${label} `) }),
    rows,
    row: (label: string, name: string) => rows(label).filter({ has: page.getByText(name, { exact: true }) }),
    add: (label: string) => group(label).getByRole('button', { name: /^Add / }),
    addForm: (label: string) => group(label).getByRole('region', { name: /^Add / }),
    editForm: page.getByRole('region', { name: 'Edit Category' }),
    // Toasts only (the groups' inline errors are alerts too), matched whole: one text can start another.
    toast: (text: string) =>
      page
        .locator('.mantine-Notifications-root')
        .getByRole('alert')
        .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
  };
}

/** Opens the screen narrowed to this test's categories. */
async function openTagged(page: Page) {
  const s = screen(page);
  await page.goto('/admin/categories');
  await s.search.fill(tag);
  await s.search.press('Enter');
  await expect(s.group(Individuals)).toContainText(Messages.noData);
  return s;
}

test('shows the three groups with the system categories; each group collapses and expands', async ({ page }) => {
  const s = screen(page);
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

  for (const c of [SystemCategories.Founder, SystemCategories.AdvisoryBoard, SystemCategories.Testimonials]) {
    await expect(s.row(Individuals, c.name)).toBeVisible();
  }
  for (const c of [
    SystemCategories.FeaturedInitiatives,
    SystemCategories.Initiatives,
    SystemCategories.RecentContent,
  ]) {
    await expect(s.row(Tags, c.name)).toBeVisible();
  }
  // Nothing can be added to the individuals group (the server refuses it too).
  await expect(s.toggle(Individuals)).toHaveAccessibleName('Individuals 3 categories');
  await expect(s.add(Individuals)).toHaveCount(0);
  await expect(s.add(MediaType)).toHaveText('Add Media Type');
  await expect(s.add(Tags)).toHaveText('Add Tag');
  await expect(s.row(Individuals, 'Founder')).toContainText('Active');
  await expectNoSeriousA11yViolations(page, 'categories');

  const toggle = s.toggle(Individuals);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(s.rows(Individuals)).toHaveCount(0);
  await expect(page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)).toBeHidden();
  // The other groups stay as they were.
  await expect(s.row(Tags, 'Recent Content')).toBeVisible();
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(s.row(Individuals, 'Founder')).toBeVisible();
});

test('adds a media type after the form has said what is missing', async ({ page }) => {
  const s = await openTagged(page);
  await s.add(MediaType).click();
  const form = s.addForm(MediaType);
  await expect(form.getByRole('heading', { name: 'Add Media Type' })).toBeFocused();
  const title = form.getByRole('textbox', { name: 'Title' });
  await expect(form.getByRole('radio')).toHaveCount(6);
  await expectNoSeriousA11yViolations(page, 'categories, add media type form');

  // Nothing filled in: both rules speak, and the title takes the focus.
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText(M.titleRequired)).toBeVisible();
  await expect(form.getByText(M.iconRequired)).toBeVisible();
  await expect(title).toBeFocused();

  await title.fill(`Webinar ${tag}`);
  await form.getByRole('textbox', { name: 'Description' }).fill('Live sessions with the network.');
  await expect(form.getByText(M.titleRequired)).toHaveCount(0);
  // Still no icon: the focus goes to the picker.
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('radio', { name: 'Icon 1' })).toBeFocused();
  // Arrow keys move through the icons as in any radio group.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Icon 3' })).toBeChecked();
  await expect(form.getByText(M.iconRequired)).toHaveCount(0);

  await form.getByRole('button', { name: 'Create' }).click();
  await expect(s.toast(M.added)).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(s.add(MediaType)).toBeFocused();

  const row = s.row(MediaType, `Webinar ${tag}`);
  await expect(row).toContainText('Live sessions with the network.');
  await expect(row.getByRole('img', { name: 'Icon 3' })).toBeVisible();
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: `Unpublish Webinar ${tag}` })).toBeVisible();
  await expect(s.toggle(MediaType)).toHaveAccessibleName('Media Type 1 category');
  expect(await saved(`Webinar ${tag}`)).toMatchObject({ categoryType: 1, icon: 3, status: 1 });
});

test('adds a learn tag without an icon', async ({ page }) => {
  const s = await openTagged(page);
  await s.add(Tags).click();
  const form = s.addForm(Tags);
  await expect(form.getByRole('heading', { name: 'Add Tag' })).toBeFocused();
  await expect(form.getByRole('radio')).toHaveCount(0);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText(M.titleRequired)).toBeVisible();
  await form.getByRole('textbox', { name: 'Title' }).fill(`Water ${tag}`);
  // A double click creates once (decision 107): a second create would meet its own name as taken.
  const creates: string[] = [];
  const countCreates = (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/categories/')) creates.push(request.url());
  };
  page.on('request', countCreates);
  await form.getByRole('button', { name: 'Create' }).dblclick();

  await expect(s.toast(M.learnAdded)).toBeVisible();
  page.off('request', countCreates);
  expect(creates).toHaveLength(1);
  const row = s.row(Tags, `Water ${tag}`);
  await expect(row).toContainText('Active');
  await expect(row.getByRole('img')).toHaveCount(0);
  expect(await saved(`Water ${tag}`)).toMatchObject({ categoryType: 2, icon: null, status: 1, desc: '' });
});

test('edits inline: the name stays, the description and icon change; one form at a time', async ({ page }) => {
  await seed({ name: `Podcast ${tag}`, categoryType: 1, icon: 2, desc: 'Audio' });
  await seed({ name: `Energy ${tag}`, categoryType: 2, desc: 'Grids' });
  const s = await openTagged(page);

  const edit = s.row(MediaType, `Podcast ${tag}`).getByRole('button', { name: `Edit Podcast ${tag}` });
  await edit.click();
  const form = s.editForm;
  await expect(form.getByRole('heading', { name: 'Edit Category' })).toBeFocused();
  const title = form.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue(`Podcast ${tag}`);
  await expect(title).not.toBeEditable();
  await expect(form.getByRole('radio', { name: 'Icon 2' })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'categories, edit form');

  // Opening another form closes this one, in whichever group it is.
  await s.add(Tags).click();
  await expect(form).toHaveCount(0);
  await s.addForm(Tags).getByRole('button', { name: 'Cancel' }).click();
  await expect(s.add(Tags)).toBeFocused();
  await s
    .row(Tags, `Energy ${tag}`)
    .getByRole('button', { name: `Edit Energy ${tag}` })
    .click();
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(`Energy ${tag}`);
  await expect(form.getByRole('radio')).toHaveCount(0);
  await edit.click();
  await expect(form).toHaveCount(1);
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(`Podcast ${tag}`);

  await form.getByRole('textbox', { name: 'Description' }).fill('Audio episodes, with transcripts.');
  await form.getByRole('radio', { name: 'Icon 5' }).check();
  await form.getByRole('button', { name: 'Save changes' }).click();

  await expect(s.toast(M.updated)).toBeVisible();
  await expect(form).toHaveCount(0);
  const row = s.row(MediaType, `Podcast ${tag}`);
  await expect(row).toContainText('Audio episodes, with transcripts.');
  await expect(row.getByRole('img', { name: 'Icon 5' })).toBeVisible();
  await expect(edit).toBeFocused();
  expect(await saved(`Podcast ${tag}`)).toMatchObject({ desc: 'Audio episodes, with transcripts.', icon: 5 });
});

test('unpublishes and publishes: the toast, the badge and the button follow', async ({ page }) => {
  await seed({ name: `Toggle ${tag}`, categoryType: 2 });
  const s = await openTagged(page);
  const row = s.row(Tags, `Toggle ${tag}`);
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: `Publish Toggle ${tag}`, exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: `Unpublish Toggle ${tag}` }).click();
  await expect(s.toast(M.unpublished)).toBeVisible();
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('button', { name: `Unpublish Toggle ${tag}` })).toHaveCount(0);
  expect((await saved(`Toggle ${tag}`))?.status).toBe(0);

  await row.getByRole('button', { name: `Publish Toggle ${tag}`, exact: true }).click();
  await expect(s.toast(M.published)).toBeVisible();
  await expect(row).toContainText('Active');
  expect((await saved(`Toggle ${tag}`))?.status).toBe(1);
});

test('search runs on Enter, URL-encoded, across every group', async ({ page }) => {
  await seed({ name: `Café & 50% ${tag}`, categoryType: 1, icon: 1 });
  await seed({ name: `Plain ${tag}`, categoryType: 2 });
  const s = screen(page);
  await page.goto('/admin/categories');
  await expect(s.row(Individuals, 'Founder')).toBeVisible();

  // Typing alone does not search.
  await s.search.fill(tag);
  await page.waitForTimeout(300);
  await expect(s.row(Individuals, 'Founder')).toBeVisible();
  await s.search.press('Enter');
  await expect(s.group(Individuals)).toContainText(Messages.noData);
  await expect(s.rows(MediaType)).toHaveCount(1);
  await expect(s.rows(Tags)).toHaveCount(1);
  await expect(s.toggle(Tags)).toHaveAccessibleName('Tags 1 category');

  const searched = page.waitForRequest((request) => /\/api\/categories\/\?.*categoryType=1/.test(request.url()));
  await s.search.fill(`Café & 50% ${tag}`);
  await s.search.press('Enter');
  const url = new URL((await searched).url());
  expect(url.search).not.toContain(' ');
  expect(url.searchParams.get('searchedText')).toBe(`Café & 50% ${tag}`);
  await expect(s.row(MediaType, `Café & 50% ${tag}`)).toBeVisible();
  await expect(s.group(Tags)).toContainText(Messages.noData);
  await expect(s.toggle(Tags)).toHaveAccessibleName('Tags 0 categories');

  // Clearing the search brings everything back.
  await s.group(Tags).getByRole('button', { name: 'Clear search' }).click();
  await expect(s.search).toHaveValue('');
  await expect(s.row(Individuals, 'Founder')).toBeVisible();
});

test('failed loads say so once, in place and in a toast', async ({ page }) => {
  await page.route(/\/api\/categories\/\?/, (route) =>
    route.fulfill({ status: 403, json: { success: false, message: 'Forbidden.' } }),
  );
  await page.route('**/api/categories/count/**', (route) =>
    route.fulfill({ status: 403, json: { success: false, message: 'Forbidden.' } }),
  );
  await page.goto('/admin/categories');
  const s = screen(page);
  for (const group of [Individuals, MediaType, Tags]) {
    await expect(s.group(group).getByText(M.fetchFailed)).toBeVisible();
  }
  // Three groups failing together make one toast per kind of failure.
  await page.waitForTimeout(300);
  await expect(s.toast(M.fetchFailed)).toHaveCount(1);
  await expect(s.toast(M.countsFailed)).toHaveCount(1);

  await page.unrouteAll();
  await s.group(Individuals).getByRole('button', { name: 'Retry' }).click();
  await expect(s.row(Individuals, 'Founder')).toBeVisible();
  await expect(s.group(Tags).getByText(M.fetchFailed)).toBeVisible();
});

test("failed saves: the server's message and field errors, else the screen's default", async ({ page }) => {
  await seed({ name: `Taken ${tag}`, categoryType: 2 });
  const s = await openTagged(page);
  const row = s.row(Tags, `Taken ${tag}`);

  // A name already used: the server's word, on the field and in the toast.
  await s.add(Tags).click();
  const form = s.addForm(Tags);
  const title = form.getByRole('textbox', { name: 'Title' });
  await title.fill(`taken ${tag}`);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(s.toast(M.nameTaken)).toBeVisible();
  await expect(form.getByText(M.nameTaken)).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toBeFocused();
  await title.fill(`Lost ${tag}`);
  await expect(form.getByText(M.nameTaken)).toHaveCount(0);

  // A refusal with a message: that message.
  const locked = 'Categories are locked for maintenance.';
  await page.route('**/api/categories/**', (route) =>
    ['POST', 'PATCH'].includes(route.request().method())
      ? route.fulfill({ status: 400, json: { success: false, message: locked } })
      : route.fallback(),
  );
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(s.toast(locked)).toBeVisible();
  await expect(form).toBeVisible();
  await row.getByRole('button', { name: `Unpublish Taken ${tag}` }).click();
  await expect(s.toast(locked)).toHaveCount(2);
  await expect(row).toContainText('Active');
  await page.unrouteAll();

  // No answer at all (the network is gone, fetch rejects): the defaults of requirements 1 §8.
  await page.evaluate("window.fetch = () => Promise.reject(new TypeError('Failed to fetch'))");
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(s.toast(M.addFailed)).toBeVisible();
  await row.getByRole('button', { name: `Unpublish Taken ${tag}` }).click();
  await expect(s.toast(M.statusFailed)).toBeVisible();
  await row.getByRole('button', { name: `Edit Taken ${tag}` }).click();
  // The add form still holds what was typed: Leave drops it (decision 027).
  await page
    .getByRole('dialog', { name: UnsavedTexts.title })
    .getByRole('button', { name: UnsavedTexts.leave })
    .click();
  await s.editForm.getByRole('textbox', { name: 'Description' }).fill('Never saved');
  await s.editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(s.toast(M.updateFailed)).toBeVisible();
  await expect(s.editForm).toBeVisible();

  expect(await saved(`Lost ${tag}`)).toBeUndefined();
  expect(await saved(`Taken ${tag}`)).toMatchObject({ status: 1, desc: '' });
});

test('on a phone the groups fit without horizontal overflow and stay accessible', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seed({
    name: `A media type with a rather long name that has to wrap on a phone ${tag}`,
    categoryType: 1,
    icon: 4,
    desc: 'A description long enough to need more than one line on a narrow screen, and then some more words.',
  });
  await seed({ name: `Short ${tag}`, categoryType: 2, status: 0 });
  const s = await openTagged(page);
  await expect(s.rows(MediaType)).toHaveCount(1);
  await expect(s.row(Tags, `Short ${tag}`)).toContainText('Inactive');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'categories on a phone');

  await s.add(MediaType).click();
  await expect(s.addForm(MediaType).getByRole('radio')).toHaveCount(6);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await s
    .row(Tags, `Short ${tag}`)
    .getByRole('button', { name: `Edit Short ${tag}` })
    .click();
  await expect(s.editForm.getByRole('textbox', { name: 'Title' })).not.toBeEditable();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'categories on a phone, edit form');
});

test('deletes a category nothing uses after the confirmation; system categories have no Delete', async ({ page }) => {
  const s = screen(page);
  const doomed = await seed({ name: `Doomed ${tag}`, categoryType: 2 });
  await seed({ name: `Kept ${tag}`, categoryType: 2 });
  await openTagged(page);

  const row = s.row(Tags, doomed.name);
  await row.getByRole('button', { name: `Delete ${doomed.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(Messages.deleteConfirm);
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Delete ${doomed.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(s.toast(CategoryTexts.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(s.row(Tags, `Kept ${tag}`)).toBeVisible();
  expect(await saved(doomed.name)).toBeUndefined();

  await page.goto('/admin/categories');
  await expect(s.row(Individuals, SystemCategories.Founder.name)).toBeVisible();
  await expect(s.row(Individuals, SystemCategories.Founder.name).getByRole('button', { name: /^Delete/ })).toHaveCount(
    0,
  );
});
