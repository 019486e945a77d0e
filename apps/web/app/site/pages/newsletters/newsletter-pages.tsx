import { learnItemPath } from '@atrium/contract/pages';
import {
  type ArchivedNewsletter,
  type ArchivedNewsletterSummary,
  NewsletterArchiveTexts,
  NewsletterMailTexts,
} from '@atrium/contract/newsletters';
import { useSiteSettings } from '~/site/site-settings';
import { useSiteTexts } from '~/site/language';
import { proseHtml } from '~/site/sections/rich-text';
import { LongDate } from '~/site/ui/long-date';
import { PageBanner } from '~/site/ui/page-banner';
import { ResponsiveImage } from '~/site/ui/responsive-image';
import '~/site/pages/newsletters/newsletters.css';

/** /newsletters (decision 052): every sent newsletter not marked private, newest first, and their feed. */
export function NewsletterArchivePage({ newsletters }: { newsletters: ArchivedNewsletterSummary[] }) {
  const site = useSiteSettings();
  return (
    <>
      <PageBanner
        eyebrow={site.shortName}
        title={NewsletterArchiveTexts.title}
        description={NewsletterArchiveTexts.description(site.orgName)}
      >
        <a className="button button--on-dark" href="/newsletters.xml">
          {NewsletterArchiveTexts.feedLink}
        </a>
      </PageBanner>
      <div className="section">
        <div className="container newsletters">
          {newsletters.length === 0 ? (
            <p>{NewsletterArchiveTexts.empty}</p>
          ) : (
            <ol className="newsletters__list" role="list">
              {newsletters.map((newsletter) => (
                <li key={newsletter.slug} className="newsletters__entry">
                  <h2 className="newsletters__title">
                    <a href={`/newsletters/${newsletter.slug}`}>{newsletter.subject}</a>
                  </h2>
                  <LongDate className="newsletters__date" value={newsletter.sent_at} />
                  {newsletter.preheader && <p className="newsletters__preheader">{newsletter.preheader}</p>}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </>
  );
}

/** /newsletters/{slug}: what the email said, in the site's frame, its items as cards linking to them. */
export function NewsletterPage({ newsletter }: { newsletter: ArchivedNewsletter }) {
  const { frame } = useSiteTexts();
  return (
    <>
      <PageBanner
        eyebrow={NewsletterArchiveTexts.eyebrow}
        title={newsletter.subject}
        description={newsletter.preheader}
      >
        <p className="newsletter__sent">
          {NewsletterArchiveTexts.sentOnPrefix} <LongDate value={newsletter.sent_at} />
        </p>
      </PageBanner>
      <div className="section">
        <div className="container newsletter">
          {newsletter.intro && (
            <div
              className="newsletter__intro prose"
              dangerouslySetInnerHTML={{ __html: proseHtml(newsletter.intro, frame.table) }}
            />
          )}
          {newsletter.items.length === 0 ? (
            <p>{NewsletterMailTexts.noItems}</p>
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
                      <p className="eyebrow">{NewsletterMailTexts.typeLabel[item.type]}</p>
                      <h2 className="newsletter__card-title">
                        <a href={href}>{item.title}</a>
                      </h2>
                      {item.summary && <p>{item.summary}</p>}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          <p className="newsletter__back">
            <a href="/newsletters">{NewsletterArchiveTexts.backToList}</a>
          </p>
        </div>
      </div>
    </>
  );
}
