import { NewsletterMessages, NewsletterSelectionLabels, NewsletterTexts } from '@atrium/contract/newsletters';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { adminApiWithToken, pngFile, typeRichText, uniqueTag } from './support/list-screen.ts';
import { decodeQuotedPrintable, mailTo, waitForMail } from './support/mailbox.ts';

/**
 * Decision 052: an administrator writes a newsletter from learn content (a blog made through
 * the API), previews it at a phone's width and sends a test copy, which arrives with its
 * subject marked and the blog's card in it.
 */
test('an administrator writes a newsletter from learn content, previews it at phone width and sends a test', async ({
  page,
  account,
  signIn,
}) => {
  const api = adminApiWithToken(page.request, await signIn(account));
  const tag = uniqueTag();
  const title = `${tag} River notes`;
  await api.send('POST', '/api/learn-blogs/', {
    selectedPage: 'learn',
    title,
    description: '<p>What we saw downstream.</p>',
    created_at: '2026-11-20',
    status: '1',
    BlogImage: await pngFile('river.png'),
  });

  await page.goto('/admin/newsletters');
  await expect(page.getByRole('heading', { name: NewsletterTexts.title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: NewsletterTexts.create }).click();
  const subject = `${tag} November at Atrium`;
  await page.getByRole('textbox', { name: NewsletterTexts.subject }).fill(subject);
  await page.getByRole('textbox', { name: NewsletterTexts.preheader }).fill('Rivers, soil and a podcast');
  await typeRichText(page, page.getByRole('textbox', { name: NewsletterTexts.intro }), 'Hello friends of the network.');
  await page.getByRole('radio', { name: NewsletterSelectionLabels.picked }).check();
  const picker = page.getByRole('combobox', { name: NewsletterTexts.pick });
  await picker.fill(tag);
  await page.getByRole('option', { name: `${title} · Blog` }).click();
  await expect(page.getByRole('list', { name: NewsletterTexts.picked })).toContainText(title);
  await page.getByRole('button', { name: NewsletterTexts.save, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: NewsletterMessages.created })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'newsletter form');

  await page.getByRole('button', { name: NewsletterTexts.preview }).click();
  const preview = page.getByRole('dialog', { name: NewsletterTexts.previewTitle });
  const frame = preview.locator('iframe');
  await expect(frame).toHaveAttribute('data-width', '390');
  expect((await frame.boundingBox())?.width).toBeCloseTo(390, -1);
  await expect(page.frameLocator('[role="dialog"] iframe').getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.frameLocator('[role="dialog"] iframe').getByRole('link', { name: title })).toBeVisible();
  await preview.getByRole('radio', { name: new RegExp(NewsletterTexts.desktop) }).check({ force: true });
  await expect(frame).toHaveAttribute('data-width', '1024');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  const email = `reader-${tag}@e2e.example.org`;
  const before = mailTo(email).length;
  await page.getByRole('button', { name: NewsletterTexts.sendTest }).click();
  const dialog = page.getByRole('dialog', { name: NewsletterTexts.testDialogTitle });
  await dialog.getByRole('textbox', { name: NewsletterTexts.testEmail }).fill(email);
  await dialog.getByRole('button', { name: NewsletterTexts.sendTest }).click();
  await expect(page.getByRole('alert').filter({ hasText: NewsletterMessages.testSent(email) })).toBeVisible();
  const mail = await waitForMail(email, before);
  expect(mail.subject).toBe(`[Test] ${subject}`);
  expect(decodeQuotedPrintable(mail.raw)).toContain(title);
});
