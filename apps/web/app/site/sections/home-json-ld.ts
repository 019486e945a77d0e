import { SiteProfile } from '@atrium/contract/site';
import type { JsonLd } from '~/site/seo/meta';

/** The site as schema.org knows it (the home page's WebSite), published by the organisation. */
export function websiteJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: SiteProfile.name,
    alternateName: SiteProfile.shortName,
    description: SiteProfile.description,
    url: `${origin}/`,
    inLanguage: 'en-US',
    publisher: { '@id': `${origin}/#organization` },
  };
}
