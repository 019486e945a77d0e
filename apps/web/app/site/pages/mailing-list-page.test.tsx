import { MailingListLinkTexts, SubmissionAnswers } from '@atrium/contract/submissions';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { linkPageData, MailingListLinkPage } from '~/site/pages/mailing-list-page';

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
