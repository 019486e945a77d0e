import type { ApiSuccess } from '@atrium/contract/api';
import type { LoginResult } from '@atrium/contract/auth';
import { DraftTexts } from '@atrium/contract/drafts';
import { FaqTexts } from '@atrium/contract/faqs';
import { NewsletterTexts } from '@atrium/contract/newsletters';
import { UnsavedTexts } from '@atrium/contract/messages';
import { expect, storeSession, test } from './fixtures.ts';
import { faqResource } from './support/faq-resource.ts';
import { listScreen, openSearched, type ListScreen } from './support/list-screen.ts';

/**
 * Issue 41 item 6 (decision 086): the everyday findings whose screens changed, one flow each.
 */

const faqs = faqResource();

const editTitle = (s: ListScreen) => s.editForm.getByRole('textbox', { name: 'Title' });
const editRow = (s: ListScreen, text: string) =>
  s
    .row(text)
    .getByRole('button', { name: /^Edit / })
    .click();

test('a draft typed in one browser is flagged on the list and offered in another; saving clears it', async ({
  page,
  browser,
  baseURL,
  admin,
  clientAddress,
}) => {
  const { tag } = faqs;
  const [faq] = await faqs.seed([`Drafted ${tag}`]);
  const serverDrafts = async () =>
    (await faqs.api.call<Array<{ record: string }>>('GET', '/api/drafts/faqs/')).map((d) => d.record);

  // The first browser types and leaves the form open: the draft reaches the server after the pause.
  const s = await faqs.open(page);
  await editRow(s, `Drafted ${tag}`);
  await editTitle(s).fill(`Typed in the first browser ${tag}`);
  await expect.poll(serverDrafts).toContain(String(faq!.id));

  // Another browser (its own storage: no local draft) of the same user.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': clientAddress } });
  try {
    const otherPage = await other.newPage();
    const login = await otherPage.request.post('/api/admin-login/', {
      data: { identifier: admin.email, password: admin.password },
    });
    expect(login.status()).toBe(200);
    await storeSession(otherPage, ((await login.json()) as ApiSuccess<LoginResult>).data);
    const t = listScreen(otherPage, FaqTexts);
    await openSearched(otherPage, '/admin/faq', t, tag);
    // The list flags the record; opening it offers the draft.
    await expect(t.row(`Drafted ${tag}`).getByText(DraftTexts.flag)).toBeVisible();
    await editRow(t, `Drafted ${tag}`);
    const notice = t.editForm.getByRole('alert').filter({ hasText: UnsavedTexts.draftTitle });
    await notice.getByRole('button', { name: UnsavedTexts.restore }).click();
    await expect(editTitle(t)).toHaveValue(`Typed in the first browser ${tag}`);
    await t.editForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(t.toast(FaqTexts.updated)).toBeVisible();
    // Saved: the draft is gone from the server, and the flag from the list.
    await expect.poll(serverDrafts).not.toContain(String(faq!.id));
    await expect(t.row(`Typed in the first browser ${tag}`)).toBeVisible();
    await expect(t.row(`Typed in the first browser ${tag}`).getByText(DraftTexts.flag)).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('a new newsletter’s Preview saves it and opens the preview with one click', async ({ page }) => {
  const { tag } = faqs;
  await page.goto('/admin/newsletters');
  await page.getByRole('button', { name: NewsletterTexts.create }).click();
  await page.getByRole('textbox', { name: NewsletterTexts.subject }).fill(`${tag} One click`);
  await page.getByRole('button', { name: NewsletterTexts.preview }).click();
  const preview = page.getByRole('dialog', { name: NewsletterTexts.previewTitle });
  await expect(
    page.frameLocator('[role="dialog"] iframe').getByRole('heading', { name: `${tag} One click` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  // Saved on the way: the compose form is the saved newsletter's now.
  await expect(page.getByRole('heading', { name: NewsletterTexts.edit })).toBeVisible();
  const saved = await faqs.api.call<{ items: Array<{ id: number; subject: string }> }>(
    'GET',
    `/api/newsletters/?searchedText=${tag}`,
  );
  expect(saved.items.map((n) => n.subject)).toEqual([`${tag} One click`]);
  await faqs.api.call('DELETE', `/api/newsletters/${saved.items[0]!.id}/`);
});
