import type { PublicSiteSettings } from '@atrium/contract/site-settings';
import type { Crumb } from '~/site/ui/breadcrumbs';
import { absoluteUrl, type JsonLd } from '~/site/seo/meta';

/** The organisation's logo as a PNG (decision 048: made by the server from the settings' logo). */
const LOGO_PNG_PATH = '/logo.png';

/**
 * The organisation as schema.org knows it (decision 048: from the site settings): the publisher
 * of every item, and the home page's subject. Its logo is a PNG, as search engines want.
 */
export function organizationJsonLd(origin: string, site: PublicSiteSettings): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: site.orgName,
    ...(site.shortName && site.shortName !== site.orgName ? { alternateName: site.shortName } : {}),
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: absoluteUrl(origin, LOGO_PNG_PATH) },
    email: site.contactEmail,
    ...(site.postalAddress ? { address: { '@type': 'PostalAddress', streetAddress: site.postalAddress } } : {}),
    ...(site.socialLinks.length ? { sameAs: site.socialLinks.map((profile) => profile.url) } : {}),
  };
}

/** The organisation named inside another object (publisher, author), without its own context. */
export function publisherJsonLd(origin: string, site: PublicSiteSettings): JsonLd {
  const { '@context': _context, ...organization } = organizationJsonLd(origin, site);
  return organization;
}

/** A page's trail of breadcrumbs, for search results. */
export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/** The FAQ page's questions and answers (answers as plain text). */
export function faqPageJsonLd(questions: Array<{ question: string; answer: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
