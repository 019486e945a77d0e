import { siteCatalogues } from '@atrium/contract/site-catalogue';
import { MailingListLinkTexts, SubmissionAnswers } from '@atrium/contract/submissions';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { siteLanguage, SiteLanguageProvider } from '~/site/language';
import { linkPageData, MailingListLinkPage, MailingListPage } from '~/site/pages/mailing-list-page';
import { englishFrenchArabic as three } from '~/testing/locales';

/** Decision 067: the pages a mail's links open, as the server renders them (no script runs them). */
const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';

describe('the mailing list’s link pages', () => {
  it('confirm: a plain form whose button POSTs to the API, asking for the result page', () => {
    const html = renderToStaticMarkup(<MailingListLinkPage action="confirm" token={token} />);
    expect(html).toMatch(
      new RegExp(`<form (?=[^>]*method="post")(?=[^>]*action="/api/mailinglists/confirm/${token}/")[^>]*>`),
    );
    expect(html).toContain('<input type="hidden" name="from" value="page"/>');
    expect(html).toContain(
      `<button type="submit" class="button button--navy">${MailingListLinkTexts.confirmButton}</button>`,
    );
    expect(html).not.toContain('List-Unsubscribe');
    expect(html).not.toContain('<script');
  });

  it('unsubscribe: the RFC 8058 field beside from=page', () => {
    const html = renderToStaticMarkup(<MailingListLinkPage action="unsubscribe" token={token} />);
    expect(html).toContain(`action="/api/mailinglists/unsubscribe/${token}/"`);
    expect(html).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click"/>');
    expect(html).toContain(MailingListLinkTexts.unsubscribeButton);
  });

  it('without a token that could be ours: the invalid-link message, no form, and a 400', () => {
    for (const url of [
      'https://x.example/mailing-list/confirm',
      `https://x.example/mailing-list/confirm?token=${token}%00`,
    ]) {
      const data = linkPageData(url);
      expect(data).toMatchObject({ data: { token: null }, status: 400 });
    }
    expect(linkPageData(`https://x.example/mailing-list/confirm?token=${token}`)).toEqual({ token });
    const html = renderToStaticMarkup(<MailingListLinkPage action="confirm" token={null} />);
    expect(html).toContain(SubmissionAnswers.mailingListLinkInvalid);
    expect(html).not.toContain('<form');
  });
});

/** Decision 097: a mail in French or Arabic links these pages under its language's prefix. */
describe('the mailing list’s pages in the mail’s language', () => {
  const inLanguage = (code: string, page: ReactNode) =>
    renderToStaticMarkup(<SiteLanguageProvider value={siteLanguage(code, three)}>{page}</SiteLanguageProvider>);

  it('unsubscribe in French: its words, and a form that asks for the result page in French', () => {
    const html = inLanguage('fr', <MailingListLinkPage action="unsubscribe" token={token} />);
    const words = siteCatalogues.fr!.mailingListPages;
    expect(html).toContain(`<h1>${words.unsubscribeTitle}</h1>`);
    expect(html).toContain(words.whyButton);
    expect(html).toContain(`<button type="submit" class="button button--navy">${words.unsubscribeButton}</button>`);
    expect(html).toContain('<input type="hidden" name="locale" value="fr"/>');
    expect(html).not.toContain(MailingListLinkTexts.unsubscribeTitle);
  });

  it('the default language’s page posts no language', () => {
    const html = inLanguage('en', <MailingListLinkPage action="unsubscribe" token={token} />);
    expect(html).not.toContain('name="locale"');
  });

  it('the pages they end on in Arabic, and the invalid link’s', () => {
    const words = siteCatalogues.ar!.mailingListPages;
    const done = inLanguage('ar', <MailingListPage outcome="unsubscribed" invalid={false} />);
    expect(done).toContain(`<h1>${words.unsubscribedTitle}</h1>`);
    expect(done).toContain(words.unsubscribedMessage);
    expect(done).toContain(words.goHome);
    const invalid = inLanguage('ar', <MailingListPage outcome="confirmed" invalid />);
    expect(invalid).toContain(words.invalidMessage);
    expect(invalid).not.toContain(SubmissionAnswers.mailingListLinkInvalid);
  });
});
