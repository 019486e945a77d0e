import { MailingListPages, SubmissionAnswers } from '@atrium/contract/submissions';
import type { MetaDescriptor } from 'react-router';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import { siteSettingsOf } from '~/site/site-settings';
import '~/site/pages/mailing-list.css';

export type MailingListOutcome = 'confirmed' | 'unsubscribed';

const pages: Record<MailingListOutcome, { title: string; message: string; next: string }> = {
  confirmed: {
    title: 'Subscription confirmed',
    message: SubmissionAnswers.mailingListConfirmed,
    next: 'While you wait for the next newsletter, read the latest from the network.',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    message: SubmissionAnswers.mailingListUnsubscribed,
    next: 'You are welcome back at any time: the signup form is at the bottom of every page.',
  },
};

/** The page of a link that was unknown or already used, whichever list page it reached. */
const invalidPage = { title: 'This link did not work', message: SubmissionAnswers.mailingListLinkInvalid };

/** True when the API sent the reader here because the link was unknown or already used. */
export function isInvalidLink(url: string): boolean {
  return new URL(url).searchParams.get('result') === MailingListPages.invalidQuery.split('=')[1];
}

/**
 * Where the mailing list's confirmation and unsubscribe links end, once the API has done the
 * work: a friendly page, or the invalid-link message (`?result=invalid`).
 */
export function MailingListPage({ outcome, invalid }: { outcome: MailingListOutcome; invalid: boolean }) {
  const page = pages[outcome];
  return (
    <section className="section mailing-result">
      <div className="container mailing-result__card">
        <span className={`mailing-result__badge${invalid ? ' mailing-result__badge--warn' : ''}`} aria-hidden="true">
          {invalid ? '!' : '✓'}
        </span>
        <h1>{invalid ? invalidPage.title : page.title}</h1>
        <p className="mailing-result__message" role={invalid ? 'alert' : 'status'}>
          {invalid ? invalidPage.message : page.message}
        </p>
        {!invalid && <p className="mailing-result__next">{page.next}</p>}
        <div className="mailing-result__actions">
          <a className="button button--navy" href="/learn">
            Explore Learn
          </a>
          <a className="button button--outline" href="/">
            Go to the home page
          </a>
        </div>
      </div>
    </section>
  );
}

/** Not for search engines: these pages only answer a link from an email. The title follows the result. */
export function mailingListMeta(
  outcome: MailingListOutcome,
  matches: Parameters<typeof siteOrigin>[0],
  invalid = false,
): MetaDescriptor[] {
  const page = invalid ? invalidPage : pages[outcome];
  return [
    ...seoMeta({
      origin: siteOrigin(matches),
      site: siteSettingsOf(matches),
      path: MailingListPages[outcome],
      title: siteTitle(page.title, siteSettingsOf(matches)),
      description: page.message,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}
