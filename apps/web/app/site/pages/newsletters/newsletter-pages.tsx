import { learnItemPath } from '@atrium/contract/pages';
import type { ArchivedNewsletter, ArchivedNewsletterSummary } from '@atrium/contract/newsletters';
import { fallbackLang, feedInLanguage, useSiteLanguage } from '~/site/language';
import { useSiteSettings } from '~/site/site-settings';
import { proseHtml } from '~/site/sections/rich-text';
import { LongDate } from '~/site/ui/long-date';
import { PageBanner } from '~/site/ui/page-banner';
import { ResponsiveImage } from '~/site/ui/responsive-image';
import '~/site/pages/newsletters/newsletters.css';

/**
 * /newsletters (decision 052): every sent newsletter not marked private, newest first, and their
 * feed; in the page's language, each in it where written in it, else marked as the default
 * language's (decision 097).
 */
export function NewsletterArchivePage({ newsletters }: { newsletters: ArchivedNewsletterSummary[] }) {
  const site = useSiteSettings();
  const language = useSiteLanguage();
  const words = language.texts.newsletters;
  return (
    <>
      <PageBanner eyebrow={site.shortName} title={words.title} description={words.description(site.orgName)}>
        <a className="button button--on-dark" href={feedInLanguage('/newsletters.xml', language)}>
          {words.feedLink}
        </a>
      </PageBanner>
      <div className="section">
        <div className="container newsletters">
          {newsletters.length === 0 ? (
            <p>{words.empty}</p>
          ) : (
            <ol className="newsletters__list" role="list">
              {newsletters.map((newsletter) => (
                <li key={newsletter.slug} className="newsletters__entry">
                  <h2 className="newsletters__title" lang={fallbackLang(language, newsletter, 'subject')}>
                    <a href={`/newsletters/${newsletter.slug}`}>{newsletter.subject}</a>
                  </h2>
                  <LongDate className="newsletters__date" value={newsletter.sent_at} />
                  {newsletter.preheader && (
                    <p className="newsletters__preheader" lang={fallbackLang(language, newsletter, 'preheader')}>
                      {newsletter.preheader}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </>
  );
}

/**
 * /newsletters/{slug} (and a private one's web page): what the email said, in the site's frame,
 * its items as cards linking to them; in the page's language, its texts and its items' where
 * written in it, else marked as the default language's (decision 097).
 */
export function NewsletterPage({ newsletter }: { newsletter: ArchivedNewsletter }) {
  const language = useSiteLanguage();
  const words = language.texts.newsletters;
  const lang = (field: string) => fallbackLang(language, newsletter, field);
  return (
    <>
      <PageBanner
        eyebrow={words.eyebrow}
        title={newsletter.subject}
        description={newsletter.preheader}
        langs={{ title: lang('subject'), description: lang('preheader') }}
      >
        <p className="newsletter__sent">
          {words.sentOnPrefix} <LongDate value={newsletter.sent_at} />
        </p>
      </PageBanner>
      <div className="section">
        <div className="container newsletter">
          {newsletter.intro && (
            <div
              className="newsletter__intro prose"
              lang={lang('intro')}
              dangerouslySetInnerHTML={{ __html: proseHtml(newsletter.intro, language.texts.frame.table) }}
            />
          )}
          {newsletter.items.length === 0 ? (
            <p>{words.noItems}</p>
          ) : (
            <ul className="newsletter__items" role="list">
              {newsletter.items.map((item) => {
                const href = learnItemPath(item.type, item.slug);
                return (
                  <li key={`${item.type}:${item.slug}`} className="newsletter__card">
                    <a href={href} className="newsletter__card-image" tabIndex={-1} aria-hidden="true">
                      <ResponsiveImage src={item.picture} alt="" ratio="16/9" sizes="(min-width: 720px) 680px, 100vw" />
                    </a>
                    <div className="newsletter__card-text">
                      <p className="eyebrow">{language.texts.frame.typeNames[item.type]}</p>
                      <h2 className="newsletter__card-title" lang={fallbackLang(language, item, 'title')}>
                        <a href={href}>{item.title}</a>
                      </h2>
                      {item.summary && <p lang={fallbackLang(language, item, 'summary')}>{item.summary}</p>}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          <p className="newsletter__back">
            <a href="/newsletters">{words.backToList}</a>
          </p>
        </div>
      </div>
    </>
  );
}
