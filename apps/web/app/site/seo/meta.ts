import type { MetaDescriptor } from '~/site/page';
import { keywordList } from '@atrium/contract/pages';
import { englishSiteCatalogue, type SiteCatalogue } from '@atrium/contract/site-catalogue';
import { type PublicSiteSettings, twitterHandle } from '@atrium/contract/site-settings';
import { imageVariantUrl, mediaUrl } from '~/lib/media';
import { defaultSocialImage, defaultSocialImageSize } from '~/site/seo/social-image';

/** A JSON-LD object (schema.org), rendered as a data block: never an executed script. */
export type JsonLd = { [key: string]: unknown };

/** Everything a public page tells search engines and social networks about itself. */
export type PageSeo = {
  /** The site's address (PUBLIC_URL), from the site layout's data: see `siteOrigin`. */
  origin: string;
  /** The organisation's settings (decision 048), from the site layout's data: see `siteSettingsOf`. */
  site: PublicSiteSettings;
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
  /** A player or file address: og:video, declared 400x300 (requirements 3 §7). */
  video?: { url: string; type: 'text/html' | 'video/mp4' | 'video/webm' | 'video/ogg' } | null;
  /** An item's date (yyyy-MM-dd), for article:published_time. */
  publishedTime?: string;
  jsonLd?: JsonLd[];
};

/** The social image size the spec declares for videos (requirements 3 §9). */
const SOCIAL_VIDEO = { width: '400', height: '300' };

/** An address on this site ('/faqs' → 'https://example.org/faqs'); full addresses are kept. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The site's address, from the frame's data among the meta matches (FRAME_ID, site/page.tsx). */
export function siteOrigin(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const layout = matches.find((match) => match?.id === 'routes/site/layout');
  const data = layout?.loaderData as { publicUrl?: string } | undefined;
  return data?.publicUrl ?? '';
}

/** A page's title with the organisation's name after it, unless it is the name already. */
export function siteTitle(title: string, site: Pick<PublicSiteSettings, 'orgName' | 'shortName'>): string {
  return !title || title === site.orgName ? site.orgName : `${title} | ${site.shortName}`;
}

type SocialImage = { url: string; width?: number; height?: number };

/**
 * The page's image for social networks: the largest variant of a stored image (they want 1200 px
 * or more), else the settings' share image, else the built-in one; with its size where known.
 */
function socialImage(origin: string, image: string | null | undefined, site: PublicSiteSettings): SocialImage {
  if (image) return { url: absoluteUrl(origin, imageVariantUrl(image, 1600) ?? mediaUrl(image) ?? defaultSocialImage) };
  if (site.shareImage) {
    return { url: absoluteUrl(origin, mediaUrl(site.shareImage)!), ...(site.shareImageSize ?? {}) };
  }
  return { url: absoluteUrl(origin, defaultSocialImage), ...defaultSocialImageSize };
}

/**
 * The head links every public page carries (decision 048): its icons, made from the settings'
 * favicon (or the built-in mark), and the feeds, named after the organisation (decision 040), at
 * `feedPath` of their path (the page's language's feeds, decision 096).
 */
export function siteIconLinks(
  site: PublicSiteSettings,
  texts: SiteCatalogue = englishSiteCatalogue,
  feedPath = (path: string) => path,
): MetaDescriptor[] {
  return [
    site.favicon
      ? { tagName: 'link', rel: 'icon', href: '/icon.png', type: 'image/png', sizes: '192x192' }
      : { tagName: 'link', rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { tagName: 'link', rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
    { tagName: 'link', rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      href: feedPath('/rss.xml'),
      title: texts.site.rssFeedTitle(site.orgName),
    },
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      href: feedPath('/podcast.xml'),
      title: texts.site.podcastFeedTitle(site.orgName),
    },
  ];
}

/**
 * The one meta builder of the public pages (a page's `meta`, site/page.tsx): title, description,
 * keywords, canonical link, Open Graph and Twitter tags, og:video, and JSON-LD data blocks.
 */
export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(seo.origin, seo.path);
  const ogTitle = seo.ogTitle || seo.title;
  const ogDescription = seo.ogDescription || seo.description;
  const image = socialImage(seo.origin, seo.image, seo.site);
  const twitterSite = twitterHandle(seo.site);
  const keywords = seo.keywords ? keywordList(seo.keywords).join(', ') : '';
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    ...(keywords ? [{ name: 'keywords', content: keywords }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: seo.site.orgName },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:title', content: ogTitle },
    { property: 'og:description', content: ogDescription },
    { property: 'og:image', content: image.url },
    ...(image.width && image.height
      ? [
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
        ]
      : []),
    { property: 'og:image:alt', content: seo.imageAlt || ogTitle },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(twitterSite ? [{ name: 'twitter:site', content: twitterSite }] : []),
    { name: 'twitter:title', content: ogTitle },
    { name: 'twitter:description', content: ogDescription },
    { name: 'twitter:image', content: image.url },
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
  tags.push(...siteIconLinks(seo.site));
  return tags;
}
