import type { Page } from '@playwright/test';
import { FaqMessages, FaqTexts, type FaqMain } from '@atrium/contract/faqs';
import { Messages } from '@atrium/contract/messages';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { faqResource } from './support/faq-resource.ts';
import { chooseFile, expectCounts, pageWidth, pngFile, typeRichText } from './support/list-screen.ts';

/**
 * The FAQ screen (requirements 1 §2–§9) end to end: the main FAQ on top, the FAQ list below. The main
 * FAQ is one record shared by the whole suite, so its tests run in one serial group; the list
 * is the list kit's (its conventions are proven once, on the Hero Slider screen, and for this list
 * by apps/web/app/admin-kit/list-screens.test.tsx), and its own tests cover the FAQ form.
 */

const T = FaqTexts;
const gif = { name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') };

// Uploads, the rich-text editor and accessibility scans take their time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const faqs = faqResource();

function mainCard(page: Page) {
  const card = page.getByRole('region', { name: 'Main FAQ' });
  return {
    card,
    title: card.getByRole('textbox', { name: 'Title', exact: true }),
    subtitle: card.getByRole('textbox', { name: 'Subtitle' }),
    description: card.getByRole('textbox', { name: 'Description' }),
    submit: card.getByRole('button', { name: 'Submit' }),
    cancel: card.getByRole('button', { name: 'Cancel' }),
  };
}

async function mainFaq(): Promise<FaqMain | null> {
  return (await faqs.api.call<FaqMain[]>('GET', '/api/faqs-main/'))[0] ?? null;
}

test.describe('main FAQ', () => {
  // One record for the whole suite: created by the first test, updated by the next.
  test.describe.configure({ mode: 'serial' });

  test('is created with an image after the form has said what is missing', async ({ page }) => {
    const { tag } = faqs;
    expect(await mainFaq()).toBeNull();
    await page.goto('/admin/faq');
    const main = mainCard(page);
    await expect(main.title).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'FAQ screen');
    await expect(main.title).toHaveValue('');
    await expect(main.card.getByText('No image chosen')).toBeVisible();

    await main.submit.click();
    await expect(main.card.getByText(FaqMessages.titleRequired, { exact: true })).toBeVisible();
    await expect(main.card.getByText(FaqMessages.imageRequired, { exact: true })).toBeVisible();
    await expect(main.title).toBeFocused();

    // The main FAQ words the type error its own way (no final period).
    await chooseFile(page, main.card.getByRole('button', { name: 'Choose image' }), gif);
    await expect(main.card.getByText(FaqMessages.imageTypes, { exact: true })).toBeVisible();

    await main.title.fill(`Frequently asked ${tag}`);
    await expect(main.card.getByText(FaqMessages.titleRequired)).toHaveCount(0);
    await main.subtitle.fill('Answers to what people ask us');
    await main.description.fill('Cannot find yours? Write to us.');
    await chooseFile(page, main.card.getByRole('button', { name: 'Choose image' }), await pngFile('bg.png'));
    await expect(main.card.getByRole('img', { name: 'Preview of bg.png' })).toBeVisible();
    await expect(main.card.getByText(FaqMessages.imageRequired)).toHaveCount(0);

    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/faqs-main/'),
    );
    await main.submit.click();
    await posted;
    await expect(page.getByRole('alert').filter({ hasText: FaqMessages.mainCreated })).toBeVisible();
    // The form starts afresh from the saved record: its image is now the current one.
    await expect(main.card.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', /^\/media\//);

    expect(await mainFaq()).toMatchObject({
      title: `Frequently asked ${tag}`,
      subtitle: 'Answers to what people ask us',
      description: 'Cannot find yours? Write to us.',
      FaqImage: expect.stringMatching(/^\/media\//),
    });
  });

  test('is updated in place; Cancel puts back what was loaded; failures are told', async ({ page }) => {
    const { tag } = faqs;
    const before = await mainFaq();
    expect(before, 'the main FAQ made by the test before').not.toBeNull();
    await page.goto('/admin/faq');
    const main = mainCard(page);
    await expect(main.title).toHaveValue(before!.title);

    await main.title.fill('Something else');
    await main.subtitle.fill('');
    await main.cancel.click();
    await expect(main.title).toHaveValue(before!.title);
    await expect(main.subtitle).toHaveValue(before!.subtitle);

    // The stored image satisfies the rule: no new file is needed.
    await main.title.fill(`Questions and answers ${tag}`);
    await main.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: FaqMessages.mainUpdated })).toBeVisible();
    const after = await mainFaq();
    expect(after).toMatchObject({ id: before!.id, title: `Questions and answers ${tag}`, FaqImage: before!.FaqImage });

    // A refusal shows the server's message; nothing is saved.
    await page.route('**/api/faqs-main/*/', (route) =>
      route.fulfill({ status: 400, json: { success: false, message: 'The title is too long.' } }),
    );
    await main.title.fill('Refused');
    await main.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'The title is too long.' })).toBeVisible();
    await expect(main.title).toHaveValue('Refused');
    await page.unrouteAll();
    expect((await mainFaq())?.title).toBe(`Questions and answers ${tag}`);

    await page.route('**/api/faqs-main/', (route) =>
      route.fulfill({ status: 403, json: { success: false, message: 'Forbidden.' } }),
    );
    await page.reload();
    await expect(main.card.getByRole('alert').filter({ hasText: FaqMessages.mainFetchFailed })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: FaqMessages.mainFetchFailed })).toHaveCount(2);
    await page.unrouteAll();
    await main.card.getByRole('button', { name: 'Retry' }).click();
    await expect(main.title).toHaveValue(`Questions and answers ${tag}`);
  });
});

test('adds an FAQ after the form has said what is missing', async ({ page }) => {
  const { tag } = faqs;
  const s = await faqs.open(page);
  await expect(page.getByText(Messages.noData)).toBeVisible();

  await s.add.click();
  const form = s.addForm;
  await expect(form.getByRole('heading', { name: T.addLabel })).toBeFocused();
  const description = form.getByRole('textbox', { name: 'Description' });
  await expect(description).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'FAQ, add form');

  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText(FaqMessages.allRequired)).toHaveCount(2);
  await expect(form.getByRole('textbox', { name: 'Title' })).toBeFocused();

  await form.getByRole('textbox', { name: 'Title' }).fill(`How do I join ${tag}?`);
  await expect(form.getByText(FaqMessages.allRequired)).toHaveCount(1);
  await typeRichText(page, description, 'Write to us through the contact page.');
  await expect(form.getByText(FaqMessages.allRequired)).toHaveCount(0);
  await form.getByRole('button', { name: 'Create' }).click();

  await expect(s.toast(T.created)).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(s.add).toBeFocused();
  const row = s.row(`How do I join ${tag}?`);
  await expect(row).toContainText('Write to us through the contact page.');
  await expect(row).toContainText('Unpublished');
  await expectCounts(s, 1, 0, 1);

  const [saved] = await faqs.listTagged();
  expect(saved).toMatchObject({
    title: `How do I join ${tag}?`,
    Description: '<p>Write to us through the contact page.</p>',
    status: 0,
  });
  await expectNoSeriousA11yViolations(page, 'FAQ, list');
});

test('edits an FAQ inline, keeping its status', async ({ page }) => {
  const { tag } = faqs;
  await faqs.seed([`Before ${tag}`], 1);
  await faqs.seed([`Other ${tag}`]);
  const s = await faqs.open(page);
  await s
    .row(`Before ${tag}`)
    .getByRole('button', { name: /^Edit / })
    .click();
  const form = s.editForm;
  await expect(form.getByRole('heading')).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(`Before ${tag}`);
  await expect(form.getByRole('textbox', { name: 'Description' })).toContainText('An answer seeded by the suite.');
  await expect(s.row(`Other ${tag}`).getByRole('button', { name: /^Reorder / })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'FAQ, edit form');

  await form.getByRole('textbox', { name: 'Title' }).fill('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText(FaqMessages.allRequired)).toHaveCount(1);

  await form.getByRole('textbox', { name: 'Title' }).fill(`After ${tag}`);
  await typeRichText(page, form.getByRole('textbox', { name: 'Description' }), 'A new answer.');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(s.toast(T.updated)).toBeVisible();
  await expect(form).toHaveCount(0);
  const row = s.row(`After ${tag}`);
  await expect(row).toContainText('A new answer.');
  await expect(row).toContainText('Published');
  await expect(row.getByRole('button', { name: /^Edit / })).toBeFocused();
  await expectCounts(s, 2, 1, 1);
});

test('on a phone nothing overflows and the screen stays accessible', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { tag } = faqs;
  await faqs.seed([`A rather long question that has to wrap on a phone screen ${tag}?`], 1);
  await faqs.seed([`Short ${tag}`]);
  const s = await faqs.open(page);
  await expect(s.rows).toHaveCount(2);
  await expect(mainCard(page).title).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'FAQ on a phone');

  await s
    .row(`Short ${tag}`)
    .getByRole('button', { name: /^Edit / })
    .click();
  await expect(s.editForm.getByRole('textbox', { name: 'Description' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'FAQ on a phone, edit form');
});
