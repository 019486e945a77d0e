import path from 'node:path';
import { LearnMessages, LearnTexts, localToday } from '@atrium/contract/learn';
import { AuthMessages, UnsavedTexts } from '@atrium/contract/messages';
import type { LocaleSettings } from '@atrium/contract/locales';
import { LocaleTexts as T, TranslationTexts as TT } from '@atrium/contract/locales';
import { MediaLibraryTexts as MT } from '@atrium/contract/media-library';
import { PageTexts as PT } from '@atrium/contract/pages';
import { PreviewTexts } from '@atrium/contract/previews';
import { RevisionTexts } from '@atrium/contract/revisions';
import { siteCatalogues } from '@atrium/contract/site-catalogue';
import type { Page, Request } from '@playwright/test';
import { expect, SessionKeys, signInThroughForm, test } from './fixtures.ts';
import { expectNoA11yViolations, expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expectError, formFields } from './support/site-forms.ts';
import { englishLeftIn } from './support/site-words.ts';
import {
  type AdminApi,
  adminApi,
  adminApiWithToken,
  listScreen,
  openSearched,
  pageWidth,
  pngFile,
  typeRichText,
  uniqueTag,
} from './support/list-screen.ts';

/** Set ATRIUM_SCREENSHOTS to a directory to keep pictures of the screen at 390 and 1440 px. */
const shots = process.env.ATRIUM_SCREENSHOTS;

// The site's languages are one setting every test here changes and puts back: the tests take turns.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const englishOnly = { defaultLocale: 'en', locales: [{ code: 'en', name: 'English' }] };
const englishFrenchArabic = {
  defaultLocale: 'en',
  locales: [
    { code: 'en', name: 'English' },
    { code: 'fr', name: 'Français' },
    { code: 'ar', name: 'العربية' },
  ],
};

/** A published blog in English alone, for a page of each language; the test deletes it for good. */
async function riverBlog(api: AdminApi) {
  return api.send<{ id: number; slug: string }>('POST', '/api/learn-blogs/', {
    selectedPage: 'learn',
    title: `Water rights ${Date.now()}`,
    description: '<p>What the river agreement says.</p>',
    created_at: '2026-11-20',
    status: '1',
    BlogImage: await pngFile('river.png'),
  });
}

/** Pictures of the page at a phone's and a desktop's width, when asked for. */
async function pictures(page: Page, name: string) {
  if (!shots) return;
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Laid out again at that width (nothing wider than the screen) before the picture.
    await expect.poll(() => pageWidth(page)).toBe(width);
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Decision 081: an administrator adds French and Arabic on /admin/languages (Arabic's direction
 * follows from the language), cannot remove French while a FAQ is written in it, and can once
 * the FAQ is gone. The languages are shared by every test: this one puts English alone back.
 */
test('an administrator adds languages, and cannot remove one content is written in', async ({
  page,
  account,
  signIn,
}) => {
  const api = adminApiWithToken(page.request, await signIn(account));
  let faqId: number | undefined;
  try {
    await page.goto('/admin/languages');
    await expect(page.getByRole('heading', { name: T.heading, level: 1 })).toBeVisible();
    const rows = page.getByRole('list', { name: T.heading }).getByRole('listitem');
    await expect(rows).toHaveCount(1);

    for (const [code, name] of [
      ['fr', 'Français'],
      ['ar', 'العربية'],
    ] as const) {
      await page.getByRole('button', { name: T.add }).click();
      const row = rows.last();
      await row.getByRole('textbox', { name: T.code }).fill(code);
      await row.getByRole('textbox', { name: T.name }).fill(name);
    }
    // A code that is no language tag is refused before anything is sent.
    await page.getByRole('button', { name: T.add }).click();
    await rows.last().getByRole('textbox', { name: T.code }).fill('not a tag');
    await rows.last().getByRole('textbox', { name: T.name }).fill('Nothing');
    await page.getByRole('button', { name: T.save }).click();
    await expect(rows.last().getByText(T.codeInvalid)).toBeVisible();
    await rows
      .last()
      .getByRole('button', { name: T.remove('Nothing') })
      .click();
    await expect(rows.nth(2).getByRole('combobox', { name: T.dir })).toContainText(T.automatic(T.rtl));
    await expectNoSeriousA11yViolations(page, 'languages');
    if (shots) {
      for (const [width, height] of [
        [390, 844],
        [1440, 900],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: path.join(shots, `languages-${width}.png`), fullPage: true });
      }
    }
    await page.getByRole('button', { name: T.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: T.saved })).toBeVisible();
    expect(await api.call<LocaleSettings>('GET', '/api/locales/')).toEqual({
      defaultLocale: 'en',
      locales: [
        { code: 'en', name: 'English', dir: 'ltr' },
        { code: 'fr', name: 'Français', dir: 'ltr' },
        { code: 'ar', name: 'العربية', dir: 'rtl' },
      ],
    });

    // A FAQ written in French keeps French from being removed, and the screen says why.
    faqId = (
      await api.call<{ id: number }>('POST', '/api/faqs/', { title: 'Why e2e?', Description: '<p>Because.</p>' })
    ).id;
    await api.call('PATCH', `/api/faqs/${faqId}/?locale=fr`, { title: 'Pourquoi ?' });
    await rows
      .nth(1)
      .getByRole('button', { name: T.remove('Français') })
      .click();
    await page.getByRole('button', { name: T.save }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: T.hasContent('Français', T.records('faqs', 1)) }),
    ).toBeVisible();
    expect((await api.call<LocaleSettings>('GET', '/api/locales/')).locales).toHaveLength(3);
  } finally {
    if (faqId !== undefined) {
      await api.call('DELETE', `/api/faqs/${faqId}/`);
      await api.call('DELETE', `/api/faqs/${faqId}/permanent/`);
    }
    await api.call('PUT', '/api/locales/', englishOnly);
  }
});

/**
 * Decision 090: a visitor reads the public site in French from the header's switcher (1440 px)
 * and in Arabic from the phone menu's (390 px), right to left; English alone is put back.
 */
test('a visitor switches the site to French and to Arabic, right to left', async ({ page, account, signIn }) => {
  const api = adminApiWithToken(page.request, await signIn(account));
  const fr = siteCatalogues.fr!;
  const ar = siteCatalogues.ar!;
  let blog: { id: number; slug: string } | undefined;
  try {
    await api.call('PUT', '/api/locales/', englishFrenchArabic);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/learn');
    const switcher = page.getByRole('navigation', { name: 'Languages' });
    await switcher.locator('summary').click();
    await switcher.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/learn$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const menu = page.getByRole('navigation', { name: fr.frame.mainNavigation });
    await expect(menu.getByRole('link', { name: fr.menu['/learn'] })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: fr.menu['/faqs'] })).toHaveAttribute('href', '/fr/faqs');
    await expectNoA11yViolations(page, 'learn in French');
    if (shots) await page.screenshot({ path: path.join(shots, 'site-fr-learn-1440.png'), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('summary', { hasText: fr.site.menu }).click();
    await page.getByRole('navigation', { name: fr.frame.languages }).getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/learn$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Right to left: the brand starts at the right edge, the menu's button at the left.
    const brand = await page.locator('.site-header .site-brand').boundingBox();
    const toggle = await page.locator('.site-menu__toggle').boundingBox();
    expect(brand!.x).toBeGreaterThan(toggle!.x);
    await expect(page.getByRole('link', { name: ar.site.skipToContent })).toBeAttached();

    // A blog with its title in Arabic and a slug of its own there; its text falls back to English, marked so.
    blog = await riverBlog(api);
    await api.call('PATCH', `/api/learn-blogs/${blog.id}/?locale=ar`, { title: 'حقوق المياه' });
    const arabicSlug = `huquq-al-miyah-${blog.id}`;
    await api.call('PUT', `/api/learn-blogs/${blog.id}/slug/?locale=ar`, { slug: arabicSlug });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/ar/blogs/${blog.slug}`);
    await expect(page).toHaveURL(new RegExp(`/ar/blogs/${arabicSlug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('حقوق المياه');
    await expect(page.locator('.learn-detail__body')).toHaveAttribute('lang', 'en');
    await page.getByRole('navigation', { name: ar.frame.languages }).locator('summary').click();
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', `/blogs/${blog.slug}`);
    await expectNoA11yViolations(page, 'a blog in Arabic');
    if (shots) {
      for (const [width, height] of [
        [1440, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(`/ar/blogs/${arabicSlug}`);
        await page.screenshot({ path: path.join(shots, `site-ar-blog-${width}.png`), fullPage: true });
      }
    }
    if (shots) {
      // Decision 097: the newsletters' archive and a mail link's page in Arabic too.
      const token = 'A'.repeat(43);
      for (const url of [
        '/ar',
        '/ar/learn',
        '/ar/contact-us',
        '/',
        '/learn',
        '/ar/newsletters',
        `/ar/mailing-list/unsubscribe?token=${token}`,
      ]) {
        for (const [width, height] of [
          [390, 844],
          [1440, 900],
        ] as const) {
          await page.setViewportSize({ width, height });
          await page.goto(url);
          const name = url === '/' ? 'home' : url.slice(1).split('?')[0]!.replace(/\//g, '-');
          await page.screenshot({ path: path.join(shots, `site-${name}-${width}.png`), fullPage: true });
        }
      }
    }
  } finally {
    // Deleted for good, with its translations: Arabic can then be removed.
    if (blog) {
      await api.call('DELETE', `/api/learn-blogs/${blog.id}/`);
      await api.call('DELETE', `/api/learn-blogs/${blog.id}/permanent/`);
    }
    await api.call('PUT', '/api/locales/', { defaultLocale: 'en', locales: [{ code: 'en', name: 'English' }] });
  }
});

/**
 * Decision 092: an editor translates a blog into French side by side with its English text, sees
 * Arabic typed right to left, and finds what French still lacks from the list. Before the site has
 * a second language, the list and the form show nothing of it.
 */
test('an editor translates a blog side by side, and filters the list by what French misses', async ({
  page,
  account,
  signIn,
}) => {
  // Signed in again below, once the session has ended: the calls then go with the new session's token.
  let api = adminApiWithToken(page.request, await signIn(account));
  const tag = uniqueTag();
  const blog = async (title: string) =>
    api.send<{ id: number }>('POST', '/api/learn-blogs/', {
      selectedPage: 'learn',
      title,
      description: '<p>Where the river meets the sea.</p>',
      // Today's: the newest, so on the first page of the Pages screen's blogs.
      created_at: localToday(),
      status: '1',
      BlogImage: await pngFile('river.png'),
    });
  const texts = LearnTexts.blog;
  const screen = listScreen(page, texts);
  const ids: number[] = [];
  try {
    ids.push((await blog(`${tag} Rivers`)).id, (await blog(`${tag} Lakes`)).id);

    // English alone: no column, no filter, no switcher.
    await openSearched(page, '/admin/blogs', screen, tag);
    await expect(screen.rows).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: TT.filter })).toHaveCount(0);
    await screen
      .row('Rivers')
      .getByRole('button', { name: `Edit ${tag} Rivers` })
      .click();
    await expect(screen.editForm).toBeVisible();
    await expect(screen.editForm.getByRole('combobox', { name: TT.switcher })).toHaveCount(0);

    await api.call('PUT', '/api/locales/', englishFrenchArabic);
    await openSearched(page, '/admin/blogs', screen, tag);
    await expect(screen.row('Rivers').getByText(TT.missing('French'))).toBeAttached();

    // French, side by side: the English text read-only beside each empty French field.
    await screen
      .row('Rivers')
      .getByRole('button', { name: `Edit ${tag} Rivers` })
      .click();
    await screen.editForm.getByRole('combobox', { name: TT.switcher }).selectOption('fr');
    const frenchTitle = screen.editForm.getByRole('textbox', { name: TT.fieldIn('Title', 'French'), exact: true });
    await expect(frenchTitle).toHaveValue('');
    await expect(screen.editForm.getByText(`${tag} Rivers`, { exact: true })).toBeVisible();
    await expect(screen.editForm.getByText(TT.untranslated).first()).toBeVisible();
    await expect(screen.editForm.getByText(TT.sharedNote('English'))).toBeVisible();
    await frenchTitle.fill(`${tag} Rivières`);
    await typeRichText(
      page,
      screen.editForm.getByRole('textbox', { name: TT.fieldIn('Description', 'French') }),
      'Là où le fleuve rejoint la mer.',
    );
    // Decision 096: its address in French beside the English one, by the English slug's rules.
    const rivers = ids[0]!;
    const { slug: englishSlug } = await api.call<{ slug: string }>('GET', `/api/learn-blogs/${rivers}/`);
    await expect(screen.editForm.getByText(`/blogs/${englishSlug}`, { exact: true })).toBeVisible();
    const address = screen.editForm.getByRole('textbox', { name: TT.fieldIn(TT.address, 'French') });
    await expect(address).toHaveValue('');
    await address.fill('Rivières !');
    await screen.editForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(screen.editForm.getByText(LearnMessages.slugInvalid)).toBeVisible();
    await address.fill(`rivieres-${rivers}`);
    await expect(screen.editForm.getByText(`/fr/blogs/rivieres-${rivers}`, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'translation form');
    await pictures(page, 'translate-blog-french');

    // Decision 097: its preview is the French page, the unsaved French texts in it; View on site is the page in French.
    await expect(screen.editForm.getByRole('link', { name: PreviewTexts.viewOnSite })).toHaveAttribute(
      'href',
      /^\/fr\/blogs\//,
    );
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      screen.editForm.getByRole('button', { name: PreviewTexts.preview, exact: true }).click(),
    ]);
    await expect(preview).toHaveURL(/\/preview\/[\w-]{43}$/);
    await expect(preview.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`${tag} Rivières`);
    await expect(preview.getByRole('status')).toContainText(siteCatalogues.fr!.preview.form);
    await expect(
      preview.getByRole('navigation', { name: siteCatalogues.fr!.frame.mainNavigation }).getByRole('link', {
        name: siteCatalogues.fr!.menu['/learn'],
      }),
    ).toHaveAttribute('href', '/fr/learn');
    await pictures(preview, 'preview-blog-french');
    await preview.close();
    await screen.editForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(screen.toast(texts.updated)).toBeVisible();
    await expect(screen.editForm).toHaveCount(0);

    expect(await api.call('GET', `/api/learn-blogs/${rivers}/slug/?locale=fr`)).toEqual({
      locale: 'fr',
      slug: `rivieres-${rivers}`,
    });
    expect(await api.call('GET', `/api/learn-blogs/${rivers}/?locale=fr`)).toMatchObject({
      title: `${tag} Rivières`,
      description: '<p>Là où le fleuve rejoint la mer.</p>',
      locales: ['en', 'fr'],
    });
    expect(await api.call('GET', `/api/learn-blogs/${rivers}/`)).toMatchObject({ title: `${tag} Rivers` });

    // Arabic is typed right to left.
    await screen
      .row('Rivers')
      .getByRole('button', { name: `Edit ${tag} Rivers` })
      .click();
    await screen.editForm.getByRole('combobox', { name: TT.switcher }).selectOption('ar');
    const arabicTitle = screen.editForm.getByRole('textbox', { name: TT.fieldIn('Title', 'Arabic'), exact: true });
    // Mantine sets `dir` on the input's own frame: the input is written right to left.
    await expect(arabicTitle).toHaveCSS('direction', 'rtl');
    await expect(screen.editForm.getByRole('textbox', { name: TT.fieldIn('Description', 'Arabic') })).toHaveAttribute(
      'dir',
      'rtl',
    );
    await expect(arabicTitle).toHaveAttribute('lang', 'ar');
    await arabicTitle.fill('الأنهار');
    await pictures(page, 'translate-blog-arabic');
    if (shots) {
      const [arabic] = await Promise.all([
        page.waitForEvent('popup'),
        screen.editForm.getByRole('button', { name: PreviewTexts.preview, exact: true }).click(),
      ]);
      await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
      await pictures(arabic, 'preview-blog-arabic');
      await arabic.close();
    }
    // Decision 102: a double click on Save saves once, and the editor's own save is no conflict.
    const saves: string[] = [];
    const countSaves = (request: Request) => {
      if (request.method() === 'PATCH' && request.url().includes(`/api/learn-blogs/${rivers}/`))
        saves.push(request.url());
    };
    page.on('request', countSaves);
    await screen.editForm.getByRole('button', { name: 'Save changes' }).dblclick();
    await expect(screen.editForm).toHaveCount(0);
    page.off('request', countSaves);
    // A second save would have left with the second click, before the first one's answer closed the form.
    expect(saves).toHaveLength(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await api.call<{ total: number }>('GET', `/api/learn-blogs/${rivers}/revisions/?locale=ar`)).total).toBe(1);

    // Decision 102: the session ends while Lakes is translated. "Go to login" keeps the text (the
    // guard writes the form's draft on the way, decision 027), and Login comes back to the list.
    const editLakes = async () => {
      await screen
        .row('Lakes')
        .getByRole('button', { name: `Edit ${tag} Lakes` })
        .click();
      // The French form reads its kept draft as it opens: read before the session ends below.
      const draftRead = page.waitForResponse((response) => response.url().includes('/api/drafts/learn-blogs%3Afr/'));
      await screen.editForm.getByRole('combobox', { name: TT.switcher }).selectOption('fr');
      await draftRead;
    };
    await editLakes();
    const lakes = screen.editForm.getByRole('textbox', { name: TT.fieldIn('Title', 'French'), exact: true });
    // Typed, then the session ends: Save meets it.
    await lakes.fill(`${tag} Lacs`);
    await page.evaluate(async (keys) => {
      await fetch('/api/auth/logout/', { method: 'POST', headers: { 'X-Requested-With': 'test' } });
      localStorage.setItem(keys.token, 'ended.access.token');
    }, SessionKeys);
    await lakes.press('Enter');
    const signInAgain = page.getByRole('dialog', { name: AuthMessages.sessionDialogTitle });
    await expect(signInAgain).toBeVisible();
    // The last words, typed just before leaving, have met no autosave yet (it waits for a pause).
    await lakes.fill(`${tag} Lacs et étangs`);
    await signInAgain.getByRole('button', { name: AuthMessages.sessionDialogCancel }).click();
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(/\/admin\/blogs$/);
    api = adminApiWithToken(
      page.request,
      (await page.evaluate((keys) => localStorage.getItem(keys.token), SessionKeys))!,
    );
    await screen.search.fill(tag);
    await screen.search.press('Enter');
    await editLakes();
    await screen.editForm.getByRole('button', { name: UnsavedTexts.restore }).click();
    await expect(lakes).toHaveValue(`${tag} Lacs et étangs`);
    await screen.editForm.getByRole('button', { name: 'Cancel' }).click();

    // Missing in French: Lakes only, and its row says so.
    await page.getByRole('combobox', { name: TT.filter }).selectOption('fr');
    await expect(screen.rows).toHaveCount(1);
    await expect(screen.row('Lakes')).toBeVisible();
    await expect(screen.row('Lakes').getByText(TT.missing('French'))).toBeAttached();
    await expect(screen.row('Rivers')).toHaveCount(0);
    await pictures(page, 'translate-blog-list');
    expect(await api.call('GET', `/api/learn-blogs/count/?searchedText=${tag}&missing=fr`)).toEqual({ count: 1 });

    // Decision 100: the image's alt text in French, under the image in the English form, beside the
    // English one; saved on the file at once, it describes the picture on the French page.
    await page.getByRole('combobox', { name: TT.filter }).selectOption('');
    await screen
      .row('Rivers')
      .getByRole('button', { name: `Edit ${tag} Rivers` })
      .click();
    await screen.editForm.getByRole('combobox', { name: MT.altLanguage }).selectOption('fr');
    const frenchAlt = screen.editForm.getByRole('textbox', { name: TT.fieldIn(MT.alt, 'French') });
    await expect(frenchAlt).toHaveAttribute('lang', 'fr');
    await expect(screen.editForm.getByText(TT.untranslated)).toBeVisible();
    await frenchAlt.fill('Un fleuve à son embouchure');
    await screen.editForm.getByRole('button', { name: MT.saveAlt }).click();
    await expect(page.getByText(MT.saved)).toBeVisible();
    await pictures(page, 'translate-alt-french');
    await screen.editForm.getByRole('button', { name: 'Cancel' }).click();
    await page.goto(`/fr/blogs/rivieres-${rivers}`);
    await expect(page.getByRole('img', { name: 'Un fleuve à son embouchure', exact: true }).first()).toBeVisible();
    // Decision 108: a word of its French alt finds the file in the library, its use named.
    await page.goto('/admin/media');
    const librarySearch = page.getByRole('searchbox', { name: MT.search });
    await librarySearch.fill('EMBOUCHURE');
    const searched = page.waitForResponse((response) => response.url().includes('searchedText=EMBOUCHURE'));
    await librarySearch.press('Enter');
    const { data } = (await (await searched).json()) as { data: { items: Array<{ uses: Array<{ title: string }> }> } };
    expect(data.items.flatMap((item) => item.uses.map((use) => use.title))).toContain(`${tag} Rivers`);
    await expect(page.getByRole('link', { name: `Blogs: ${tag} Rivers` })).toBeVisible();

    // Decision 101: its own page's meta in French on the Pages screen, kept in History as French's.
    await page.goto('/admin/pages');
    const group = page.getByRole('region', { name: PT.groups.blogs, exact: true });
    await group.getByRole('button', { name: `${PT.expand} ${PT.groups.blogs}` }).click();
    const pageRow = group.getByRole('listitem').filter({ hasText: `${tag} Rivers` });
    const editPage = pageRow.getByRole('button', { name: `Edit the blog ${tag} Rivers` });
    const pagePanel = pageRow.getByRole('region', { name: `Edit the blog ${tag} Rivers` });
    await editPage.click();
    await pagePanel.getByRole('combobox', { name: TT.switcher }).selectOption('fr');
    await expect(pagePanel.getByText(PT.itemTranslationNote('French'))).toBeVisible();
    const metaTitle = pagePanel.getByRole('textbox', { name: TT.fieldIn(PT.fieldLabels.metaTitle, 'French') });
    await metaTitle.fill(`${tag} Les rivières`);
    await pictures(page, 'translate-page-meta-french');
    // A double click saves once (decision 102): the Pages screen's translation gives its save's promise.
    const textSaves: string[] = [];
    const countTextSaves = (request: Request) => {
      if (request.method() === 'PATCH' && /\/api\/pages\/[^/]+\/texts\//.test(request.url()))
        textSaves.push(request.url());
    };
    page.on('request', countTextSaves);
    await pagePanel.getByRole('button', { name: 'Save changes' }).dblclick();
    await expect(page.getByRole('alert').filter({ hasText: PT.submitSuccess })).toBeVisible();
    page.off('request', countTextSaves);
    expect(textSaves).toHaveLength(1);
    expect(await api.call('GET', `/api/pages/rivieres-${rivers}/?locale=fr`)).toMatchObject({
      metaTitle: `${tag} Les rivières`,
    });
    // History, from the English form: every language's revisions, the newest French's.
    await editPage.click();
    await pagePanel.getByRole('button', { name: RevisionTexts.history }).click();
    await expect(
      page.getByRole('list', { name: RevisionTexts.title }).getByRole('listitem').first().getByText('French'),
    ).toBeVisible();
    if (shots) {
      await pictures(page, 'page-meta-history-french');
      await page.keyboard.press('Escape');
      await pagePanel.getByRole('combobox', { name: TT.switcher }).selectOption('ar');
      await expect(pagePanel.getByRole('textbox', { name: TT.fieldIn(PT.fieldLabels.metaTitle, 'Arabic') })).toHaveCSS(
        'direction',
        'rtl',
      );
      await pictures(page, 'translate-page-meta-arabic');
    }
  } finally {
    // Signed in afresh: a failure while the session had ended would leave this test's token dead.
    const admin = await adminApi(page.request, account);
    for (const id of ids) {
      await admin.call('DELETE', `/api/learn-blogs/${id}/`);
      await admin.call('DELETE', `/api/learn-blogs/${id}/permanent/`);
    }
    await admin.call('PUT', '/api/locales/', englishOnly);
  }
});

/**
 * Decision 095: no English text of the site's catalogue left on a French page of any type, nor on
 * the Arabic frame and forms (read as the server sends them); a French form sent empty speaks
 * French, an Arabic one Arabic, right to left.
 */
test('the forms and every page type speak French and Arabic, with no English left', async ({
  page,
  account,
  signIn,
}) => {
  const api = adminApiWithToken(page.request, await signIn(account));
  const fr = siteCatalogues.fr!;
  const ar = siteCatalogues.ar!;
  let blog: { id: number; slug: string } | undefined;
  try {
    await api.call('PUT', '/api/locales/', englishFrenchArabic);
    blog = await riverBlog(api);
    const token = 'A'.repeat(43);
    const pages = [
      '',
      '/about-us',
      '/initiatives',
      '/learn',
      `/blogs/${blog.slug}`,
      '/faqs',
      '/contact-us',
      '/privacy-policy',
      '/term-of-use',
      '/search',
      '/search?q=water',
      '/no-such-page',
      '/appointment-popup',
      `/mailing-list/confirm?token=${token}`,
      '/mailing-list/confirmed',
      `/mailing-list/unsubscribe?token=${token}`,
      '/mailing-list/unsubscribed?result=invalid',
    ];
    // Every page type in French; Arabic's catalogue is as complete (site-catalogue.test.ts), its frame and forms here.
    const arabic = ['', '/contact-us', '/appointment-popup', `/mailing-list/confirm?token=${token}`];
    for (const [code, paths] of [
      ['fr', pages],
      ['ar', arabic],
    ] as const) {
      for (const path of paths) {
        const html = await (await page.request.get(`/${code}${path}`)).text();
        expect(englishLeftIn(html, code), `/${code}${path}`).toEqual([]);
      }
    }

    // A French contact form sent empty: French under each field, and in the footer's signup.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/fr/contact-us');
    const contact = formFields(page.getByRole('form', { name: fr.contactForm.heading }), fr);
    await contact.submit.click();
    await expectError(contact.name, fr.submission.nameRequired);
    await expectError(contact.email, fr.submission.emailRequired);
    await expectError(contact.phone, fr.submission.phoneRequired);
    await expectError(contact.industry, fr.submission.industryRequired);
    await expectError(contact.purpose, fr.submission.purposeRequired);
    await contact.phone.fill('555-12');
    await expectError(contact.phone, fr.submission.phoneTooShort);
    const signup = page.getByRole('form', { name: fr.signup.heading });
    await signup.getByRole('button', { name: fr.signup.submit }).click();
    await expectError(
      signup.getByRole('textbox', { name: fr.fieldLabels.newsletterEmail }),
      fr.submission.mailingEmailRequired,
    );
    await pictures(page, 'site-fr-contact-errors');

    // Arabic, right to left: the messages are Arabic and start at the right.
    await page.goto('/ar/contact-us');
    const arabicForm = formFields(page.getByRole('form', { name: ar.contactForm.heading }), ar);
    await arabicForm.submit.click();
    await expectError(arabicForm.name, ar.submission.nameRequired);
    // The message's words start at the line's right edge, and leave its left edge free.
    const line = await page.locator('#contact-name-error').evaluate((element) => {
      const range = element.ownerDocument.createRange();
      range.selectNodeContents(element);
      const words = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return {
        direction: element.ownerDocument.defaultView!.getComputedStyle(element).direction,
        right: box.right - words.right,
        left: words.left - box.left,
      };
    });
    expect(line.direction).toBe('rtl');
    expect(Math.abs(line.right)).toBeLessThan(2);
    expect(line.left).toBeGreaterThan(20);
    // The footer's text, not translated, is the default language's, marked so: it runs left to right.
    await expect(page.locator('.site-footer__about p')).toHaveAttribute('lang', 'en');
    await pictures(page, 'site-ar-contact-errors');

    // The Arabic appointment popup, fetched under the page's prefix, answers in Arabic too (its
    // words are checked above and by the API; here for the pictures).
    if (!shots) return;
    const opener = page.getByRole('banner').getByRole('link', { name: ar.site.requestAppointment }).first();
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await opener.click();
    const popup = page.getByRole('dialog', { name: ar.appointment.title });
    await expect(popup).toBeVisible();
    const asked = formFields(popup, ar);
    await asked.submit.click();
    await expectError(asked.reason, ar.submission.reasonRequired);
    await expectError(asked.phone, ar.submission.phoneRequired);
    await pictures(page, 'site-ar-appointment-errors');
  } finally {
    if (blog) {
      await api.call('DELETE', `/api/learn-blogs/${blog.id}/`);
      await api.call('DELETE', `/api/learn-blogs/${blog.id}/permanent/`);
    }
    await api.call('PUT', '/api/locales/', englishOnly);
  }
});
