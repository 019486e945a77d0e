import type { SiteCatalogue } from '@atrium/contract/site-catalogue';
import { isMailingListToken, MailingListPages } from '@atrium/contract/submissions';
import { useSiteLanguage, useSiteTexts } from '~/site/language';
import { type MetaDescriptor, type PageStatus, withStatus } from '~/site/page';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import { siteSettingsOf } from '~/site/site-settings';
import '~/site/pages/mailing-list.css';

export type MailingListOutcome = 'confirmed' | 'unsubscribed';

type PageTexts = SiteCatalogue['mailingListPages'];

/** A result page's words in the page's language (decision 095). */
const pages = (t: PageTexts): Record<MailingListOutcome, { title: string; message: string; next: string }> => ({
  confirmed: { title: t.confirmedTitle, message: t.confirmedMessage, next: t.confirmedNext },
  unsubscribed: { title: t.unsubscribedTitle, message: t.unsubscribedMessage, next: t.unsubscribedNext },
});

/** The page of a link that was unknown or already used, whichever list page it reached. */
const invalidPage = (t: PageTexts) => ({ title: t.invalidTitle, message: t.invalidMessage });

/** True when the API sent the reader here because the link was unknown or already used. */
function isInvalidLink(url: string): boolean {
  return new URL(url).searchParams.get('result') === MailingListPages.invalidQuery.split('=')[1];
}

/** A result page's data: the invalid-link variant answers 404, as the API does for the same link. */
export function resultPageData(url: string): { invalid: boolean } | PageStatus<{ invalid: boolean }> {
  const invalid = isInvalidLink(url);
  return invalid ? withStatus({ invalid }, 404) : { invalid };
}

export type MailingListAction = 'confirm' | 'unsubscribe';

/** A link page's data: its token, or a 400 when the address holds none that could be ours. */
export function linkPageData(url: string): { token: string | null } | PageStatus<{ token: string | null }> {
  const token = new URL(url).searchParams.get(MailingListPages.tokenParam) ?? '';
  return isMailingListToken(token) ? { token } : withStatus({ token: null }, 400);
}

/** A link page's words in the page's language (decision 095), and the result page it leads to. */
const linkPages = (
  t: PageTexts,
): Record<MailingListAction, { title: string; text: string; button: string; outcome: MailingListOutcome }> => ({
  confirm: { title: t.confirmTitle, text: t.confirmText, button: t.confirmButton, outcome: 'confirmed' },
  unsubscribe: {
    title: t.unsubscribeTitle,
    text: t.unsubscribeText,
    button: t.unsubscribeButton,
    outcome: 'unsubscribed',
  },
});

/**
 * Where a mail's confirm or unsubscribe link leads (decision 067): opening it changes nothing
 * (mail gateways open every link); its button, a plain form without JavaScript, POSTs to the
 * API, which sends the browser on to the result page. The unsubscribe form posts what an RFC
 * 8058 one-click does, plus `from=page`.
 */
export function MailingListLinkPage({ action, token }: { action: MailingListAction; token: string | null }) {
  const language = useSiteLanguage();
  const t = language.texts.mailingListPages;
  if (token === null) return <MailingListPage outcome={linkPages(t)[action].outcome} invalid />;
  const page = linkPages(t)[action];
  return (
    <section className="section mailing-result">
      <div className="container mailing-result__card">
        <span className="mailing-result__badge" aria-hidden="true">
          ✉
        </span>
        <h1>{page.title}</h1>
        <p className="mailing-result__message">{page.text}</p>
        <p className="mailing-result__next">{t.whyButton}</p>
        <form className="mailing-result__actions" method="post" action={`/api/mailinglists/${action}/${token}/`}>
          <input type="hidden" name={MailingListPages.fromPageField} value={MailingListPages.fromPageValue} />
          {/* The result page in the page's language (decision 095); the default language's needs none. */}
          {language.isDefault ? null : <input type="hidden" name="locale" value={language.locale} />}
          {action === 'unsubscribe' && <input type="hidden" name="List-Unsubscribe" value="One-Click" />}
          <button type="submit" className="button button--navy">
            {page.button}
          </button>
        </form>
      </div>
    </section>
  );
}

/** Not for search engines; the canonical address leaves the token out. */
export function mailingListLinkMeta(
  action: MailingListAction,
  matches: Parameters<typeof siteOrigin>[0],
  invalid: boolean,
  texts: SiteCatalogue,
): MetaDescriptor[] {
  const page = linkPages(texts.mailingListPages)[action];
  if (invalid) return mailingListMeta(page.outcome, matches, texts, true);
  return unindexedMeta(matches, MailingListPages[action], page.title, page.text, 'noindex, nofollow');
}

/** A mailing-list page's meta: its title in the site's, and a robots line keeping it out of search engines. */
function unindexedMeta(
  matches: Parameters<typeof siteOrigin>[0],
  path: string,
  title: string,
  description: string,
  robots: string,
): MetaDescriptor[] {
  const site = siteSettingsOf(matches);
  return [
    ...seoMeta({ origin: siteOrigin(matches), site, path, title: siteTitle(title, site), description }),
    { name: 'robots', content: robots },
  ];
}

/**
 * Where the mailing list's confirmation and unsubscribe links end, once the API has done the
 * work: a friendly page, or the invalid-link message (`?result=invalid`).
 */
export function MailingListPage({ outcome, invalid }: { outcome: MailingListOutcome; invalid: boolean }) {
  const t = useSiteTexts().mailingListPages;
  const page = pages(t)[outcome];
  const failed = invalidPage(t);
  return (
    <section className="section mailing-result">
      <div className="container mailing-result__card">
        <span className={`mailing-result__badge${invalid ? ' mailing-result__badge--warn' : ''}`} aria-hidden="true">
          {invalid ? '!' : '✓'}
        </span>
        <h1>{invalid ? failed.title : page.title}</h1>
        <p className="mailing-result__message" role={invalid ? 'alert' : 'status'}>
          {invalid ? failed.message : page.message}
        </p>
        {!invalid && <p className="mailing-result__next">{page.next}</p>}
        <div className="mailing-result__actions">
          <a className="button button--navy" href="/learn">
            {t.exploreLearn}
          </a>
          <a className="button button--outline" href="/">
            {t.goHome}
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
  texts: SiteCatalogue,
  invalid = false,
): MetaDescriptor[] {
  const t = texts.mailingListPages;
  const page = invalid ? invalidPage(t) : pages(t)[outcome];
  return unindexedMeta(matches, MailingListPages[outcome], page.title, page.message, 'noindex');
}
