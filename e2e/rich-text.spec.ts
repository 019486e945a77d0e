import { FaqTexts } from '@atrium/contract/faqs';
import { EditorTexts } from '@atrium/contract/rich-text';
import { wordHtml } from '../apps/web/app/components/rich-text/paste-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { faqResource } from './support/faq-resource.ts';

/**
 * The rich-text editor's toolbar and paste, end to end (decision 029), on the FAQ screen (its
 * form is a title and one rich-text field): lists and a quote made with the toolbar and a Word
 * document pasted are saved clean and shown on the public FAQ page; its pasted screenshot asks
 * for a description and takes a caption (a figure on the page); after Create the new row is in view. One test, one sign-in: the flow is long, the setup is not.
 */

test.describe.configure({ timeout: 90_000 });

const faqs = faqResource();

test.use({ viewport: { width: 390, height: 844 } });

test('the toolbar makes lists and a quote, a Word paste keeps its table and lists, and both reach the public page', async ({
  page,
}) => {
  const { tag } = faqs;
  // Rows above the new one, so that after Create it is below the fold of a phone unless scrolled to.
  await faqs.seed([1, 2, 3, 4, 5].map((n) => `Earlier question ${n} ${tag}`));
  const s = await faqs.open(page);
  await expect(s.rows).toHaveCount(5);

  await s.add.click();
  const form = s.addForm;
  const title = `How do lists work ${tag}?`;
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  const editor = form.getByRole('textbox', { name: 'Description' });
  const tool = (name: string) => form.getByRole('toolbar').getByRole('button', { name, exact: true });

  await expect(tool('Undo')).toBeDisabled();
  await editor.click();
  await page.keyboard.type('Intro');
  await page.keyboard.press('Enter');
  await expect(tool('Bullet list')).toHaveAttribute('aria-pressed', 'false');
  await tool('Bullet list').click();
  await expect(tool('Bullet list')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Apples');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Pears');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await tool('Numbered list').click();
  await page.keyboard.type('First step');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await tool('Quote').click();
  await page.keyboard.type('Quoted words');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(tool('Undo')).toBeEnabled();
  // A table: 3×3 with a header row; its own buttons show inside it; deleted again.
  await tool('Insert table').click();
  await expect(editor.locator('table th')).toHaveCount(3);
  await tool('Add row below').click();
  await expect(editor.locator('table td')).toHaveCount(9);
  await tool('Delete table').click();
  await expect(editor.locator('table')).toHaveCount(0);
  await expect(tool('Delete table')).toHaveCount(0);
  // The link dialog checks the address and saves the link, not the record.
  await tool('Link').click();
  const linkDialog = page.getByRole('dialog', { name: EditorTexts.linkDialogTitle });
  await linkDialog.getByRole('textbox', { name: EditorTexts.linkAddress }).fill('javascript:alert(1)');
  await linkDialog.getByRole('textbox', { name: EditorTexts.linkAddress }).press('Enter');
  await expect(linkDialog).toContainText(EditorTexts.linkAddressInvalid);
  await linkDialog.getByRole('textbox', { name: EditorTexts.linkAddress }).fill('example.org/report');
  await linkDialog.getByRole('textbox', { name: EditorTexts.linkAddress }).press('Enter');
  await expect(editor.locator('a[href="https://example.org/report"][target="_blank"]')).toHaveCount(1);
  await expect(form).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(editor.locator('ul > li')).toHaveCount(2);
  await expect(editor.locator('ol > li')).toHaveText(['First step']);
  await expect(editor.locator('blockquote')).toHaveText('Quoted words');

  // Paste the Word document as the browser hands it over: a paste event with text/html.
  await editor.evaluate((element, html) => {
    // This project's e2e code has no DOM types: the two constructors are named by hand.
    type Transfer = { setData: (type: string, value: string) => void };
    const { DataTransfer, ClipboardEvent } = globalThis as unknown as {
      DataTransfer: new () => Transfer;
      ClipboardEvent: new (
        type: string,
        init: { clipboardData: Transfer; bubbles: boolean; cancelable: boolean },
      ) => Event;
    };
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Open data in district health');
    (element as unknown as EventTarget).dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, wordHtml);
  await expect(editor.locator('table td')).toHaveCount(4);
  await expect(editor.locator('h1')).toHaveText('Open data in district health');
  await expect(editor.locator('ul ul > li')).toHaveText(['A sub-point']);
  // The image on the author's disk is left out, and the toast says so; the screenshot is stored.
  await expect(page.getByRole('alert').filter({ hasText: EditorTexts.pastedImagesDroppedTitle })).toBeVisible();
  await expect(editor.locator('img[src*="/media/"]')).toHaveCount(1, { timeout: 15_000 });
  await expect(editor.locator('img[src^="data:"], img[src^="file:"]')).toHaveCount(0);
  // The stored screenshot asks for its description (decision 039): required unless decorative.
  const imageDialog = page.getByRole('dialog', { name: EditorTexts.imageDescriptionTitle });
  const description = imageDialog.getByRole('textbox', { name: EditorTexts.imageDescription });
  await description.fill('');
  await imageDialog.getByRole('button', { name: 'Save' }).click();
  await expect(imageDialog).toContainText(EditorTexts.imageDescriptionRequired);
  await description.fill('Clinics opened per district, 2020 to 2025');
  await imageDialog.getByRole('textbox', { name: EditorTexts.imageCaption }).fill('Source: district reports');
  await imageDialog.getByRole('button', { name: 'Save' }).click();
  await expect(imageDialog).toBeHidden();
  await expect(editor.locator('figure figcaption')).toHaveText('Source: district reports');
  // A click on the image opens them again; Decorative empties the description.
  await editor.locator('figure img').click();
  await expect(description).toHaveValue('Clinics opened per district, 2020 to 2025');
  await imageDialog.getByRole('checkbox', { name: EditorTexts.imageDecorative }).check();
  await expect(description).toBeDisabled();
  await imageDialog.getByRole('checkbox', { name: EditorTexts.imageDecorative }).uncheck();
  await imageDialog.getByRole('button', { name: 'Save' }).click();
  await expect(imageDialog).toBeHidden();

  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(s.toast(FaqTexts.created)).toBeVisible();
  // The new row is scrolled into view on the phone, below the five before it.
  await expect(s.row(title)).toBeInViewport();

  const saved = (await faqs.listTagged()).find((faq) => faq.title === title)!;
  const html = saved.Description;
  expect(html).toContain('<ul><li><p>Apples</p></li><li><p>Pears</p></li></ul>');
  expect(html).toContain('<ol><li><p>First step</p></li></ol>');
  expect(html).toContain('<blockquote><p>Quoted words</p></blockquote>');
  expect(html).toMatch(/<table><tbody><tr><td><p><strong>Cell A1<\/strong><\/p><\/td>/);
  expect(html).toMatch(
    /<figure><img src="\/media\/[^"]+" alt="Clinics opened per district, 2020 to 2025" \/><figcaption>Source: district reports<\/figcaption><\/figure>/,
  );
  expect(html).toContain('<a target="_blank" rel="noopener noreferrer" href="https://example.org/report">');
  expect(html).not.toMatch(/style=|class=|data:|file:|mso-|<span/);

  await faqs.api.call('PATCH', `/api/faqs/${saved.id}/`, { status: 1 });
  await page.goto('/faqs');
  const item = page.locator('details').filter({ hasText: title });
  // The first question on the page is open already.
  if ((await item.getAttribute('open')) === null) await item.locator('summary').click();
  const answer = item.locator('.prose');
  await expect(answer.locator('ul > li')).toHaveCount(5);
  await expect(answer.locator('ol > li')).toHaveText(['First step', 'Step one', 'Step two']);
  await expect(answer.locator('blockquote')).toHaveText('Quoted words');
  await expect(answer.getByRole('region', { name: 'Table' }).getByRole('table')).toBeVisible();
  await expect(answer.getByRole('img', { name: 'Clinics opened per district, 2020 to 2025' })).toBeVisible();
  await expect(answer.locator('figure > figcaption')).toHaveText('Source: district reports');
  // The table scrolls inside its region; the page itself never scrolls sideways.
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
});
