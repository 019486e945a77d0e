import { draftsWith } from './support/drafts.ts';
import { NewsletterMessages, NewsletterSelectionLabels, NewsletterTexts } from '@atrium/contract/newsletters';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { adminApiWithToken, pngFile, typeRichText, uniqueTag } from './support/list-screen.ts';
import { readE2eEnv } from './support/env.ts';
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
  // What is typed is kept in this browser until saved (decision 027).
  await expect.poll(() => draftsWith(page, subject)).toBe(1);
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
  await expect(
    page.frameLocator('[role="dialog"] iframe').getByRole('link', { name: title, exact: true }),
  ).toBeVisible();
  await preview.getByText(`${NewsletterTexts.desktop} (1024 px)`).click();
  await expect(frame).toHaveAttribute('data-width', '1024');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Decision 067: a test copy goes to one of the site's users, the signed-in one's address offered first.
  const email = account.email;
  const before = mailTo(email).length;
  await page.getByRole('button', { name: NewsletterTexts.sendTest }).click();
  const dialog = page.getByRole('dialog', { name: NewsletterTexts.testDialogTitle });
  const recipient = dialog.getByRole('combobox', { name: NewsletterTexts.testEmail });
  await expect(recipient).toHaveValue(new RegExp(email.replace(/[.+]/g, '\\$&')));
  await expectNoSeriousA11yViolations(page, 'newsletter test dialog');
  await dialog.getByRole('button', { name: NewsletterTexts.sendTest }).click();
  await expect(page.getByRole('alert').filter({ hasText: NewsletterMessages.testSent(email) })).toBeVisible();
  const mail = await waitForMail(email, before);
  expect(mail.subject).toBe(`[Test] ${subject}`);
  expect(decodeQuotedPrintable(mail.raw)).toContain(title);
});

/**
 * Not a test: the screens and the archive at phone and desktop widths, for a person to look at.
 * `ATRIUM_SCREENSHOTS=/some/dir npm run test:e2e -- newsletters`
 */
test.describe('newsletter screenshots', () => {
  const outDir = process.env.ATRIUM_SCREENSHOTS;
  test.skip(!outDir, 'set ATRIUM_SCREENSHOTS to a directory to take them');

  for (const viewport of [
    { name: '390', width: 390, height: 844 },
    { name: '1440', width: 1440, height: 900 },
  ]) {
    test(`newsletters at ${viewport.name}`, async ({ page, account, signIn }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const shot = async (name: string, fullPage = true) => {
        // The preview's dialog keeps a request open now and then: settle for what loaded in 5 s.
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        await page.screenshot({ path: `${outDir}/${name}-${viewport.name}.png`, fullPage });
      };
      const api = adminApiWithToken(page.request, await signIn(account));
      const tag = uniqueTag();
      const items = [];
      for (const [title, color] of [
        ['Field notes from the river', '#2d6a4f'],
        ['A long read on soil', '#9c6644'],
      ] as const) {
        items.push(
          await api.send<{ id: number }>('POST', '/api/learn-blogs/', {
            selectedPage: 'learn',
            title: `${title} ${tag}`,
            description: '<p>What we saw downstream, and what it means for the delta.</p>',
            created_at: '2026-11-20',
            status: '1',
            BlogImage: await pngFile('cover.png', color),
          }),
        );
      }
      const newsletter = await api.call<{ id: number; slug: string }>('POST', '/api/newsletters/', {
        subject: `November at Atrium ${tag}`,
        preheader: 'Rivers, soil and an invitation',
        intro:
          '<p>Dear friends of the network,</p><p>This month our members went <strong>down to the river</strong>.</p>',
        items: items.map((item) => ({ type: 'blog', id: item.id })),
      });
      await page.goto('/admin/newsletters');
      await page.getByRole('heading', { name: NewsletterTexts.title, level: 1 }).waitFor();
      await shot('newsletters-list');
      await page.getByRole('button', { name: `${NewsletterTexts.open}: November at Atrium ${tag}` }).click();
      await page.getByRole('textbox', { name: NewsletterTexts.subject }).waitFor();
      await shot('newsletters-form');
      await page.getByRole('button', { name: NewsletterTexts.preview }).click();
      await page.frameLocator('[role="dialog"] iframe').getByRole('heading').first().waitFor();
      await shot('newsletters-preview-phone', false);
      if (viewport.width > 1000) {
        await page.getByText(`${NewsletterTexts.desktop} (1024 px)`).click();
        await shot('newsletters-preview-desktop', false);
      }
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: NewsletterTexts.sendTest }).click();
      await shot('newsletters-test-dialog', false);
      await page.keyboard.press('Escape');

      // Sent (decision 053 does this when a send ends), so the archive shows it.
      const { DatabaseSync } = await import('node:sqlite');
      const db = new DatabaseSync(`${readE2eEnv().dataDir}/atrium.sqlite`);
      db.prepare(`update newsletters set state = 'sent', sent_at = ? where id = ?`).run(
        new Date().toISOString(),
        newsletter.id,
      );
      db.close();
      await page.goto(`/newsletters/${newsletter.slug}`);
      await shot('newsletter-archive-page');
      await page.goto('/newsletters');
      await shot('newsletter-archive-list');
    });
  }
});
