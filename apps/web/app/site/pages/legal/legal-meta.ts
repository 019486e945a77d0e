import type { MetaDescriptor } from '~/site/page';
import { englishOnly, type SiteLanguage } from '~/site/language';
import type { LegalDocument } from '~/site/pages/legal/legal-page';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import { siteSettingsOf } from '~/site/site-settings';

/** A policy page's meta: its title (in the page's language) and summary, at its own address. */
export function legalMeta(
  document: LegalDocument,
  matches: Parameters<typeof siteOrigin>[0],
  language: SiteLanguage = englishOnly,
): MetaDescriptor[] {
  const site = siteSettingsOf(matches);
  return seoMeta({
    origin: siteOrigin(matches),
    site,
    path: document.path,
    title: siteTitle(language.texts.legalLinks[document.path], site),
    description: document.summary(site.orgName),
  });
}
