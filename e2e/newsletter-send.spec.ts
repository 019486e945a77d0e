import { NewsletterSendMessages, NewsletterSendTexts } from '@atrium/contract/newsletter-sending';
import { NewsletterTexts } from '@atrium/contract/newsletters';
import { expect, test } from './fixtures.ts';
import { adminApiWithToken, uniqueTag } from './support/list-screen.ts';

/**
 * Decision 053: an administrator schedules a newsletter for a minute in the organisation's zone
 * (the e2e server runs with ORG_TIMEZONE=Europe/Paris), sees the minute in the report panel,
 * cancels the schedule, and is asked before Send now with the recipient count. Nothing is sent
 * here (the suite's other tests count the mails their addresses get); the sending itself, its
 * mails and the report's counts are the API suite's (newsletter-send.test.ts).
 */
test('a newsletter is scheduled, shown with its minute, unscheduled; Send now asks first', async ({
  page,
  account,
  signIn,
}) => {
  const api = adminApiWithToken(page.request, await signIn(account));
  const subject = `${uniqueTag()} Winter letter`;
  const created = await api.call<{ id: number }>('POST', '/api/newsletters/', { subject, intro: '<p>Hello</p>' });
  const report = await api.call<{ mailable_now: number }>('GET', `/api/newsletters/${created.id}/report/`);

  await page.goto('/admin/newsletters');
  await page.getByRole('button', { name: `${NewsletterTexts.open}: ${subject}` }).click();
  const actions = page.getByRole('group', { name: NewsletterTexts.actions });

  await actions.getByRole('button', { name: NewsletterSendTexts.send }).click();
  const confirm = page.getByRole('dialog', { name: NewsletterSendTexts.confirmTitle });
  await expect(confirm).toContainText(NewsletterSendTexts.confirmSend(report.mailable_now));
  await confirm.getByRole('button', { name: NewsletterSendTexts.cancel, exact: true }).first().click();
  await expect(confirm).toBeHidden();

  await actions.getByRole('button', { name: NewsletterSendTexts.schedule }).click();
  const dialog = page.getByRole('dialog', { name: NewsletterSendTexts.confirmTitle });
  await dialog.getByLabel(NewsletterSendTexts.scheduleAt).fill('2030-06-03T09:00');
  await expect(dialog).toContainText('Jun 3, 2030, 9:00 AM');
  await dialog.getByRole('button', { name: NewsletterSendTexts.confirmScheduled }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: NewsletterSendMessages.scheduled(report.mailable_now) }),
  ).toBeVisible();
  // 09:00 in Paris in June is 07:00 UTC.
  expect(await api.call('GET', `/api/newsletters/${created.id}/report/`)).toMatchObject({
    state: 'scheduled',
    send_at: '2030-06-03T07:00:00.000Z',
  });
  await expect(page.getByText(NewsletterSendTexts.scheduledFor('Jun 3, 2030, 9:00 AM'))).toBeVisible();

  await actions.getByRole('button', { name: NewsletterSendTexts.unschedule }).click();
  await expect(page.getByRole('alert').filter({ hasText: NewsletterSendMessages.unscheduled })).toBeVisible();
  await expect(page.getByText(NewsletterSendTexts.scheduledFor('Jun 3, 2030, 9:00 AM'))).toBeHidden();
  expect(await api.call('GET', `/api/newsletters/${created.id}/report/`)).toMatchObject({ state: 'draft' });
});

/**
 * Not a test: the send controls, the schedule dialog and a sent newsletter's report at phone and
 * desktop widths, for a person to look at. It sends to the e2e site's confirmed subscribers: run
 * it alone. `ATRIUM_SCREENSHOTS=/some/dir npm run test:e2e -- e2e/newsletter-send.spec.ts`
 */
test.describe('newsletter send screenshots', () => {
  const outDir = process.env.ATRIUM_SCREENSHOTS;
  test.skip(!outDir, 'set ATRIUM_SCREENSHOTS to a directory to take them');

  for (const viewport of [
    { name: '390', width: 390, height: 844 },
    { name: '1440', width: 1440, height: 900 },
  ]) {
    test(`send controls and report at ${viewport.name}`, async ({ page, account, signIn }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const api = adminApiWithToken(page.request, await signIn(account));
      const tag = uniqueTag();
      await api.call('POST', '/api/newsletters/', { subject: `${tag} Draft` });
      const sent = await api.call<{ id: number }>('POST', '/api/newsletters/', { subject: `${tag} Sent` });
      await api.call('POST', `/api/newsletters/${sent.id}/send/`, {});
      await expect
        .poll(async () => (await api.call<{ state: string }>('GET', `/api/newsletters/${sent.id}/report/`)).state)
        .toBe('sent');

      await page.goto('/admin/newsletters');
      await page.getByRole('button', { name: `${NewsletterTexts.open}: ${tag} Draft` }).click();
      const actions = page.getByRole('group', { name: NewsletterTexts.actions });
      await actions.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${outDir}/newsletter-send-buttons-${viewport.name}.png` });
      await actions.getByRole('button', { name: NewsletterSendTexts.schedule }).click();
      const dialog = page.getByRole('dialog', { name: NewsletterSendTexts.confirmTitle });
      await dialog.getByLabel(NewsletterSendTexts.scheduleAt).fill('2030-06-03T09:00');
      await page.screenshot({ path: `${outDir}/newsletter-schedule-dialog-${viewport.name}.png` });
      await page.keyboard.press('Escape');

      await page.goto('/admin/newsletters');
      await page.getByRole('button', { name: `${NewsletterTexts.open}: ${tag} Sent` }).click();
      await expect(page.getByTestId('report-sent')).toBeVisible();
      await page.getByTestId('report-sent').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${outDir}/newsletter-report-${viewport.name}.png`, fullPage: true });
    });
  }
});
