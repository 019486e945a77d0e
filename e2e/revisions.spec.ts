import type { Faq } from '@atrium/contract/faqs';
import { RevisionMessages, RevisionTexts } from '@atrium/contract/revisions';
import { UnsavedTexts } from '@atrium/contract/messages';
import { expect, test } from './fixtures.ts';
import { faqResource } from './support/faq-resource.ts';

/**
 * Revisions (decision 033) end to end, on the FAQ list: two edits made through the API, the
 * History panel's list and diff, and a restore that asks about the form's unsaved change first
 * and brings the old text back into the form.
 */

const faqs = faqResource();

test('History shows an FAQ’s versions, compares one with the saved record and restores it', async ({ page }) => {
  const { tag } = faqs;
  const [faq] = await faqs.seed([`Revised ${tag}`]);
  const id = faq!.id;
  await faqs.api.call<Faq>('PATCH', `/api/faqs/${id}/`, { Description: '<p>The second answer.</p>' });
  await faqs.api.call<Faq>('PATCH', `/api/faqs/${id}/`, { Description: '<p>The third answer.</p>' });

  const s = await faqs.open(page);
  await s
    .row(`Revised ${tag}`)
    .getByRole('button', { name: /^Edit / })
    .click();
  const form = s.editForm;
  await expect(form.getByRole('textbox', { name: 'Description' })).toContainText('The third answer.');
  // An unsaved change: the restore must ask about it first.
  await form.getByRole('textbox', { name: 'Title' }).fill(`Unsaved ${tag}`);

  await form.getByRole('button', { name: RevisionTexts.history }).click();
  const drawer = page.getByRole('dialog', { name: RevisionTexts.title });
  const entries = drawer.getByRole('list', { name: RevisionTexts.title }).getByRole('listitem');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('Description');
  await expect(entries.nth(2)).toContainText(RevisionTexts.firstSaved);

  if (process.env.ATRIUM_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.ATRIUM_SCREENSHOTS}/revisions-list-1440.png` });
  await entries.nth(2).getByRole('button').click();
  const diff = drawer.getByTestId('revision-diff');
  const description = diff.locator('[data-field="Description"]');
  await expect(description.locator('[data-side="revision"] del').filter({ hasText: 'seeded' })).toHaveCount(1);
  await expect(description.locator('[data-side="current"] ins').filter({ hasText: 'third' })).toHaveCount(1);
  await expect(diff.locator('[data-field="title"]')).toContainText(RevisionTexts.unchanged);
  if (process.env.ATRIUM_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.ATRIUM_SCREENSHOTS}/revisions-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.ATRIUM_SCREENSHOTS}/revisions-390.png` });
  }

  await drawer.getByRole('button', { name: RevisionTexts.restore }).click();
  // The unsaved-changes guard first (decision 027): Leave drops the typed title.
  await page.getByRole('button', { name: UnsavedTexts.leave }).click();
  await page
    .getByRole('dialog', { name: RevisionTexts.restoreConfirmTitle })
    .getByRole('button', { name: RevisionTexts.restore })
    .click();
  await expect(s.toast(RevisionMessages.restored)).toBeVisible();
  await expect(drawer).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Description' })).toContainText('An answer seeded by the suite.');
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(`Revised ${tag}`);
  await expect(s.row(`Revised ${tag}`)).toContainText('An answer seeded by the suite.');

  // The restore is a save of its own: four versions now.
  await form.getByRole('button', { name: RevisionTexts.history }).click();
  await expect(entries).toHaveCount(4);
});
