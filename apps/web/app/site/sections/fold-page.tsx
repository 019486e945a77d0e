import type { SitePage } from '@atrium/contract/enums';
import { sitePagePath } from '@atrium/contract/pages';
import type { SiteCatalogue } from '@atrium/contract/site-catalogue';
import { SECTION_SCROLL_RETRY_MS } from '@atrium/contract/site-sections';
import type { FoldPageData, LoadedSection } from './fold-page-loader';
import { foldSections } from './fold-registry';
import { useSiteLanguage, useSiteTexts } from '~/site/language';
import './sections.css';

/** A dynamic page's name in the page's language: its menu entry's (English's are the spec's page labels). */
export function foldPageLabel(texts: SiteCatalogue, page: SitePage): string {
  return texts.menu[sitePagePath(page) as keyof SiteCatalogue['menu']];
}

/**
 * A dynamic page's sections in the server's order. A section whose read failed shows the
 * spec's text in its place; an empty one renders nothing. The page's h1 is its first section's
 * (the hero's first slide) or, when that section has none, a heading only screen readers see.
 */
export function FoldPage({ data }: { data: FoldPageData }) {
  const language = useSiteLanguage();
  const { texts } = language;
  const { defaultLocale } = language.settings;
  const { sections: SectionTexts } = texts;
  const label = foldPageLabel(texts, data.page);
  if (!data.meta) {
    return (
      <div className="container fold">
        <h1 className="visually-hidden">{label}</h1>
        <div className="fold-failure" role="alert">
          <strong>{SectionTexts.errorTitle}</strong>
          <span>{SectionTexts.pageLoadFailed}</span>
        </div>
      </div>
    );
  }
  const shown = data.sections.filter((section) => !isEmpty(section));
  const first = shown[0];
  const headed = first?.result.ok === true && foldSections[first.name].ownsHeading?.(first.result.data) === true;
  return (
    <>
      {headed ? null : (
        // A page's meta title is the default language's text (pages have no other yet): marked so on another's page.
        <h1 className="visually-hidden" lang={data.meta.metaTitle && !language.isDefault ? defaultLocale : undefined}>
          {data.meta.metaTitle || label}
        </h1>
      )}
      {shown.map((section, i) => (
        <FoldSection key={section.id} section={section} data={data} isFirst={i === 0} />
      ))}
      {/* About us scrolls to the section in the hash (requirements 3 §2). */}
      {data.page === 'about-us' ? (
        <span hidden data-island="hash-scroll" data-retry-ms={SECTION_SCROLL_RETRY_MS} />
      ) : null}
    </>
  );
}

function isEmpty({ name, result }: LoadedSection): boolean {
  return result.ok && foldSections[name].isEmpty?.(result.data) === true;
}

function FoldSection({ section, data, isFirst }: { section: LoadedSection; data: FoldPageData; isFirst: boolean }) {
  const { sections: SectionTexts } = useSiteTexts();
  const { View } = foldSections[section.name];
  if (!section.result.ok) {
    return (
      <section id={section.id} className="section">
        <div className="container">
          <p className="fold-failure" role="alert">
            {SectionTexts[section.result.failure]}
          </p>
        </div>
      </section>
    );
  }
  return <View id={section.id} data={section.result.data} page={data.page} href={data.href} isFirst={isFirst} />;
}
