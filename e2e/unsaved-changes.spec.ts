import { draftsWith } from './support/drafts.ts';
import type { Page } from '@playwright/test';
import { FaqTexts } from '@atrium/contract/faqs';
import { UnsavedTexts } from '@atrium/contract/messages';
import { expect, test } from './fixtures.ts';
import { faqResource } from './support/faq-resource.ts';
import { openSearched, type ListScreen } from './support/list-screen.ts';

/**
 * Editors never lose work (decision 027), proven once on the FAQ list: every form of the back
 * office goes through the same kit (useKitForm, the shell's guard, ResourceForm's draft notice).
 */

const faqs = faqResource();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const guardDialog = (page: Page) => page.getByRole('dialog', { name: UnsavedTexts.title });
const editTitle = (s: ListScreen) => s.editForm.getByRole('textbox', { name: 'Title' });
const editRow = (s: ListScreen, text: string) =>
  s
    .row(text)
    .getByRole('button', { name: /^Edit / })
    .click();

async function stay(page: Page) {
  const dialog = guardDialog(page);
  await expect(dialog).toBeVisible();
  // Stay is the safe answer: it has the focus.
  await expect(dialog.getByRole('button', { name: UnsavedTexts.stay })).toBeFocused();
  await dialog.getByRole('button', { name: UnsavedTexts.stay }).click();
  await expect(dialog).toHaveCount(0);
}

test('a changed form asks before another row, a link or Back drops it; nothing asks when unchanged or saved', async ({
  page,
}) => {
  const { tag } = faqs;
  await faqs.seed([`First ${tag}`, `Second ${tag}`]);
  // Arrive in the app through a link, so that Back stays inside it.
  await page.goto('/admin/hero-slider');
  await nav(page).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/admin\/faq$/);
  const s = faqs.screen(page);
  await s.search.fill(tag);
  await s.search.press('Enter');
  await expect(s.rows).toHaveCount(2);

  // Unchanged: another row opens without a question.
  await editRow(s, `First ${tag}`);
  await expect(editTitle(s)).toHaveValue(`First ${tag}`);
  await editRow(s, `Second ${tag}`);
  await expect(editTitle(s)).toHaveValue(`Second ${tag}`);
  await expect(guardDialog(page)).toHaveCount(0);

  // Changed: another row, a sidebar link and Back each ask; Stay keeps the text.
  await editTitle(s).fill(`Second changed ${tag}`);
  await editRow(s, `First ${tag}`);
  await stay(page);
  await expect(editTitle(s)).toHaveValue(`Second changed ${tag}`);

  await nav(page).getByRole('link', { name: 'Hero Slider' }).click();
  await stay(page);
  await expect(page).toHaveURL(/\/admin\/faq$/);

  await page.goBack();
  await stay(page);
  await expect(page).toHaveURL(/\/admin\/faq$/);
  await expect(editTitle(s)).toHaveValue(`Second changed ${tag}`);

  // Leave goes where the link points.
  await nav(page).getByRole('link', { name: 'Hero Slider' }).click();
  await guardDialog(page).getByRole('button', { name: UnsavedTexts.leave }).click();
  await expect(page).toHaveURL(/\/admin\/hero-slider$/);

  // Saved: leaving asks nothing.
  await openSearched(page, '/admin/faq', s, tag);
  await editRow(s, `First ${tag}`);
  await editTitle(s).fill(`First saved ${tag}`);
  await s.editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(s.toast(FaqTexts.updated)).toBeVisible();
  await nav(page).getByRole('link', { name: 'Hero Slider' }).click();
  await expect(page).toHaveURL(/\/admin\/hero-slider$/);
  await expect(guardDialog(page)).toHaveCount(0);
});

test('a reload asks the browser’s question; the draft kept is offered back with Restore or Discard', async ({
  page,
}) => {
  const { tag } = faqs;
  await faqs.seed([`Kept ${tag}`]);
  const s = await faqs.open(page);
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });

  async function typeAndReload(text: string) {
    await editTitle(s).fill(text);
    await expect.poll(() => draftsWith(page, text)).toBe(1);
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/faq$/);
    await s.search.fill(tag);
    await s.search.press('Enter');
    await editRow(s, `Kept ${tag}`);
  }

  // Discard: the saved text stays, the draft goes.
  await editRow(s, `Kept ${tag}`);
  await typeAndReload(`Thrown away ${tag}`);
  expect(prompts).toEqual(['beforeunload']);
  const notice = s.editForm.getByRole('alert').filter({ hasText: UnsavedTexts.draftTitle });
  await expect(notice).toContainText('the saved version is from');
  await notice.getByRole('button', { name: UnsavedTexts.discard }).click();
  await expect(notice).toHaveCount(0);
  await expect(editTitle(s)).toHaveValue(`Kept ${tag}`);
  await expect.poll(() => draftsWith(page, `Thrown away ${tag}`)).toBe(0);

  // Restore: the typed text is back, as a change to save.
  await typeAndReload(`Brought back ${tag}`);
  await notice.getByRole('button', { name: UnsavedTexts.restore }).click();
  await expect(editTitle(s)).toHaveValue(`Brought back ${tag}`);
  await s.editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(s.toast(FaqTexts.updated)).toBeVisible();
  await expect.poll(() => draftsWith(page, `Brought back ${tag}`)).toBe(0);
});
