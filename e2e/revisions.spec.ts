import type { Faq } from '@atrium/contract/faqs';
import { RevisionMessages, RevisionTexts } from '@atrium/contract/revisions';
import { CtaTexts, UnsavedTexts } from '@atrium/contract/messages';
import { expect, test } from './fixtures.ts';
import { faqResource } from './support/faq-resource.ts';
import { learnResource } from './support/learn-screens.ts';

/**
 * Revisions (decision 033) end to end, on the FAQ list: two edits made through the API, the
 * History panel's list and diff, and a restore that asks about the form's unsaved change first
 * and brings the old text back into the form.
 */

test.describe('an FAQ', () => {
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
});

/**
 * Decision 085: History tells a value as the audit log does: the form's labels, categories by
 * name, a switch as On or Off (it showed 'Categories 6, 14' and 'Cta status 0').
 */
test.describe('a video', () => {
  const videos = learnResource('video');

  test('History compares categories by name and the call-to-action switch in words', async ({ page }) => {
    const { tag } = videos;
    const [video] = await videos.seed([`Worded ${tag}`]);
    const categories = await videos.api.call<Array<{ id: number; name: string }>>(
      'GET',
      '/api/categories/?limit=2&sort_by=position&status=1&categoryType=2',
    );
    await videos.api.call('PATCH', `/api/learn-videos/${video!.id}/`, {
      categories: categories.map((c) => c.id),
      cta_status: 1,
      cta_url: '/about-us',
    });

    const s = await videos.open(page);
    await s
      .row(`Worded ${tag}`)
      .getByRole('button', { name: /^Edit / })
      .click();
    await s.editForm.getByRole('button', { name: RevisionTexts.history }).click();
    const drawer = page.getByRole('dialog', { name: RevisionTexts.title });
    const entries = drawer.getByRole('list', { name: RevisionTexts.title }).getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText(CtaTexts.button);
    await entries.nth(1).getByRole('button').click();
    const diff = drawer.getByTestId('revision-diff');
    const cta = diff.locator('[data-field="cta_status"]');
    await expect(cta).toContainText(CtaTexts.button);
    await expect(cta.locator('[data-side="revision"]')).toHaveText('Off');
    await expect(cta.locator('[data-side="current"]')).toHaveText('On');
    const names = diff.locator('[data-field="categories"] [data-side="current"]');
    await expect(names).toHaveText(categories.map((c) => c.name).join(', '));
    if (process.env.ATRIUM_SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.ATRIUM_SCREENSHOTS}/revisions-words-1440.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${process.env.ATRIUM_SCREENSHOTS}/revisions-words-390.png` });
    }
  });
});
