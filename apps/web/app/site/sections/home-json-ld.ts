import type { PublicSiteSettings } from '@atrium/contract/site-settings';
import type { JsonLd } from '~/site/seo/meta';

/** The site as schema.org knows it (the home page's WebSite), published by the organisation. */
export function websiteJsonLd(origin: string, site: PublicSiteSettings): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: site.orgName,
    alternateName: site.shortName,
    description: site.description,
    url: `${origin}/`,
    inLanguage: 'en-US',
    publisher: { '@id': `${origin}/#organization` },
  };
}
