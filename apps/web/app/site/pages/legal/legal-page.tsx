import type { ReactNode } from 'react';
import { useSiteSettings } from '~/site/site-settings';
import { LongDate } from '~/site/ui/long-date';
import { PageBanner } from '~/site/ui/page-banner';
import '~/site/pages/legal/legal.css';

/** One numbered section of a policy; `id` is its anchor. */
type LegalSection = { id: string; heading: string; body: ReactNode };

export type LegalDocument = {
  title: string;
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

/** A policy page: the banner, a table of contents (sticky beside the text on wide screens) and the sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const site = useSiteSettings();
  return (
    <>
      <PageBanner eyebrow="Legal" title={document.title} description={document.summary(site.orgName)}>
        <p className="legal__updated">
          Last updated <LongDate value={document.updated} />
        </p>
      </PageBanner>
      <div className="section">
        <div className="container legal">
          <nav className="legal__toc" aria-labelledby="legal-toc">
            <h2 id="legal-toc" className="eyebrow legal__toc-heading">
              On this page
            </h2>
            <ol>
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="legal__body prose">
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
