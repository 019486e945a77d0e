import { SiteProfile } from '@atrium/contract/site';
import logo from '~/assets/logo.svg';
import type { Crumb } from '~/site/ui/breadcrumbs';
import { absoluteUrl, type JsonLd } from '~/site/seo/meta';

/** The organisation as schema.org knows it: the publisher of every item, and the home page's subject. */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SiteProfile.name,
    url: `${origin}/`,
    logo: absoluteUrl(origin, logo.startsWith('data:') ? '/favicon.svg' : logo),
    email: SiteProfile.email,
    sameAs: SiteProfile.social.map((profile) => profile.url),
  };
}

/** The organisation named inside another object (publisher), without its own context. */
export function publisherJsonLd(origin: string): JsonLd {
  const { '@context': _context, ...organization } = organizationJsonLd(origin);
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
