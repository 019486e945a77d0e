import type { MetaDescriptor } from 'react-router';
import { keywordList } from '@atrium/contract/pages';
import { SiteProfile } from '@atrium/contract/site';
import { imageVariantUrl, mediaUrl } from '~/lib/media';
import { defaultSocialImage } from '~/site/seo/social-image';

/** A JSON-LD object (schema.org), rendered as a data block: never an executed script. */
export type JsonLd = { [key: string]: unknown };

/** Everything a public page tells search engines and social networks about itself. */
export type PageSeo = {
  /** The site's address (PUBLIC_URL), from the site layout's data: see `siteOrigin`. */
  origin: string;
  /** The page's own path: the canonical link and og:url. */
  path: string;
  title: string;
  description: string;
  /** Comma-separated, as the page meta stores them. */
  keywords?: string;
  /** Social titles and descriptions when they differ from the page's. */
  ogTitle?: string;
  ogDescription?: string;
  /** A media path ('/media/images/…') or an address; none: the site's default image. */
  image?: string | null;
  imageAlt?: string;
  /** og:type: 'website' unless the page is one piece of content. */
  type?: 'website' | 'article' | 'video.other';
  /** A player or file address: og:video, declared 400x300 (spec 3 §7). */
  video?: { url: string; type: 'text/html' | 'video/mp4' | 'video/webm' | 'video/ogg' } | null;
  /** An item's date (yyyy-MM-dd), for article:published_time. */
  publishedTime?: string;
  jsonLd?: JsonLd[];
};

/** The social image size the spec declares for videos (spec 3 §9). */
const SOCIAL_VIDEO = { width: '400', height: '300' };

/** An address on this site ('/faqs' → 'https://example.org/faqs'); full addresses are kept. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The site's address, from the data of the site layout (routes/site/layout.tsx) among the meta matches. */
export function siteOrigin(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const layout = matches.find((match) => match?.id === 'routes/site/layout');
  const data = layout?.loaderData as { publicUrl?: string } | undefined;
  return data?.publicUrl ?? '';
}

/** A page's title with the organisation's name after it, unless it is the name already. */
export function siteTitle(title: string): string {
  return !title || title === SiteProfile.name ? SiteProfile.name : `${title} | ${SiteProfile.shortName}`;
}

/** The largest variant of a stored image (social networks want 1200 px or more), as an absolute address. */
function socialImage(origin: string, image: string | null | undefined): string {
  if (!image) return absoluteUrl(origin, defaultSocialImage);
  return absoluteUrl(origin, imageVariantUrl(image, 1600) ?? mediaUrl(image) ?? defaultSocialImage);
}

/**
 * The one meta builder of the public pages (for React Router's `meta`): title, description,
 * keywords, canonical link, Open Graph and Twitter tags, og:video, and JSON-LD data blocks.
 */
export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(seo.origin, seo.path);
  const ogTitle = seo.ogTitle || seo.title;
  const ogDescription = seo.ogDescription || seo.description;
  const image = socialImage(seo.origin, seo.image);
  const keywords = seo.keywords ? keywordList(seo.keywords).join(', ') : '';
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    ...(keywords ? [{ name: 'keywords', content: keywords }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SiteProfile.name },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:title', content: ogTitle },
    { property: 'og:description', content: ogDescription },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: seo.imageAlt || ogTitle },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: ogTitle },
    { name: 'twitter:description', content: ogDescription },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: seo.imageAlt || ogTitle },
  ];
  if (seo.publishedTime) tags.push({ property: 'article:published_time', content: seo.publishedTime });
  if (seo.video) {
    const video = absoluteUrl(seo.origin, seo.video.url);
    tags.push(
      { property: 'og:video', content: video },
      ...(video.startsWith('https:') ? [{ property: 'og:video:secure_url', content: video }] : []),
      { property: 'og:video:type', content: seo.video.type },
      { property: 'og:video:width', content: SOCIAL_VIDEO.width },
      { property: 'og:video:height', content: SOCIAL_VIDEO.height },
    );
  }
  for (const block of seo.jsonLd ?? []) tags.push({ 'script:ld+json': block as never });
  return tags;
}
