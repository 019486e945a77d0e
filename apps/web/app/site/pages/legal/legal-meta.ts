import type { MetaDescriptor } from '~/site/page';
import type { LegalDocument } from '~/site/pages/legal/legal-page';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import { siteSettingsOf } from '~/site/site-settings';

/** A policy page's meta: its title and summary, at its own address. */
export function legalMeta(
  document: LegalDocument,
  path: string,
  matches: Parameters<typeof siteOrigin>[0],
): MetaDescriptor[] {
  const site = siteSettingsOf(matches);
  return seoMeta({
    origin: siteOrigin(matches),
    site,
    path,
    title: siteTitle(document.title, site),
    description: document.summary(site.orgName),
  });
}
