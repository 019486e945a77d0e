import { englishSiteCatalogue } from '@atrium/contract/site-catalogue';
import type { ReactNode } from 'react';
import { useSiteTexts } from '~/site/language';
import { useSiteSettings } from '~/site/site-settings';
import { LongDate } from '~/site/ui/long-date';
import { PageBanner } from '~/site/ui/page-banner';
import '~/site/pages/legal/legal.css';

/** One numbered section of a policy; `id` is its anchor. */
type LegalSection = { id: string; heading: string; body: ReactNode };

export type LegalDocument = {
  /** Its address, which names its title among the legal links (the catalogues', decision 090). */
  path: '/privacy-policy' | '/term-of-use';
  /** One sentence for the banner and the meta description, naming the organisation (decision 048). */
  summary: (orgName: string) => string;
  /** yyyy-MM-dd */
  updated: string;
  sections: LegalSection[];
};

/** The organisation's name, short name and contact address in a policy's text (decision 048: the site settings). */
export function OrgName() {
  return useSiteSettings().orgName;
}

export function ShortName() {
  return useSiteSettings().shortName;
}

export function EmailLink() {
  const { contactEmail } = useSiteSettings();
  return <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
}

/**
 * A policy page: the banner, a table of contents (sticky beside the text on wide screens) and the
 * sections. The policies are written in English: in another language the page's own words are
 * its language's, the policy's text is marked English and says so (decision 090).
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const site = useSiteSettings();
  const texts = useSiteTexts();
  const textLang = texts === englishSiteCatalogue ? undefined : 'en';
  return (
    <>
      <PageBanner
        eyebrow={texts.site.legal}
        title={texts.legalLinks[document.path]}
        description={document.summary(site.orgName)}
        langs={{ description: textLang }}
      >
        <p className="legal__updated">
          {`${texts.frame.lastUpdated} `}
          <LongDate value={document.updated} />
        </p>
        {textLang ? <p className="legal__updated">{texts.frame.legalInEnglish}</p> : null}
      </PageBanner>
      <div className="section">
        <div className="container legal">
          <nav className="legal__toc" aria-labelledby="legal-toc">
            <h2 id="legal-toc" className="eyebrow legal__toc-heading">
              {texts.frame.onThisPage}
            </h2>
            <ol lang={textLang}>
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="legal__body prose" lang={textLang}>
            {document.sections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`}>
                  <span className="legal__number">{index + 1}.</span> {section.heading}
                </h2>
                {section.body}
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}
