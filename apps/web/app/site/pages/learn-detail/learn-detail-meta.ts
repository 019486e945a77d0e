import { isoDuration, type LearnType } from '@atrium/contract/learn';
import { englishSiteCatalogue, type SiteCatalogue } from '@atrium/contract/site-catalogue';
import { zonedIso } from '@atrium/contract/schedule';
import type { PublicSiteSettings } from '@atrium/contract/site-settings';
import { stripMarkup } from '@atrium/contract/text';
import type { MetaDescriptor } from '~/site/page';
import { imageVariantUrl, mediaUrl } from '~/lib/media';
import { learnMediaSource, playerUrl, videoMime } from '~/site/learn/learn-media';
import { learnItemPath, type PageMetaText, type PublicPage } from '@atrium/contract/pages';
import type { LearnDetailData } from '~/site/pages/learn-detail/learn-detail-data';
import { breadcrumbJsonLd, publisherJsonLd } from '~/site/seo/json-ld';
import { absoluteUrl, type JsonLd, seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import { siteSettingsOf } from '~/site/site-settings';
import type { Crumb } from '~/site/ui/breadcrumbs';
import { truncate } from '~/site/ui/text';

/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 160;

/**
 * Home > Learn > the item's title (requirements 3 §2 wrote "Blog Detail"; issue 24: the last step is the
 * page itself, and its name is what a search engine shows for it, so it is the title).
 */
export function learnCrumbs(
  type: LearnType,
  item: { slug: string; title: string },
  menu: SiteCatalogue['menu'] = englishSiteCatalogue.menu,
): Crumb[] {
  return [
    { label: menu['/'], path: '/' },
    { label: menu['/learn'], path: '/learn' },
    { label: stripMarkup(item.title), path: learnItemPath(type, item.slug) },
  ];
}

/**
 * What an item shows as a picture: its image, or its video's poster (stored with the site's
 * media, decision 041), or nothing. Never a third party's address: visitors' browsers fetch
 * pictures from the site alone.
 */
export function itemPicture(source: { image?: string | null; poster?: string | null }): string | null {
  return source.image || source.poster || null;
}

/** An item's length in seconds: a podcast's audio (decision 040), a video's (decision 060). */
export function itemLength({ type, item }: Pick<LearnDetailData, 'type' | 'item'>): number | null {
  if (type === 'podcast') return (item as { podCastAudioDuration?: number | null }).podCastAudioDuration ?? null;
  if (type === 'video') return (item as { VideoDuration?: number | null }).VideoDuration ?? null;
  return null;
}

function schemaType(type: LearnType): string {
  return { blog: 'BlogPosting', article: 'Article', video: 'VideoObject', podcast: 'PodcastEpisode' }[type];
}

/**
 * The item as schema.org describes it (BlogPosting, Article, VideoObject, PodcastEpisode), its
 * dates with a time and the organisation's zone (decision 048), its length where it is known.
 */
function itemJsonLd(
  origin: string,
  site: PublicSiteSettings,
  data: LearnDetailData,
  url: string,
  description: string,
  image: string,
): JsonLd {
  const { item, type } = data;
  const published = zonedIso(item.created_at, site.timezone);
  const modified = item.updated_at ? zonedIso(item.updated_at, site.timezone) : published;
  const seconds = itemLength(data);
  const source = learnMediaSource(type, item as never);
  const player = playerUrl(source.videoUrl);
  const file = mediaUrl(source.videoFile);
  const title = stripMarkup(item.title);
  // A person has no page of their own on the site; the organisation, when it is the author, has its address.
  const author = item.authorName ? { '@type': 'Person', name: item.authorName } : publisherJsonLd(origin, site);
  const common = {
    '@context': 'https://schema.org',
    '@type': schemaType(type),
    '@id': `${url}#content`,
    url,
    name: title,
    description,
    image,
    inLanguage: 'en-US',
    publisher: publisherJsonLd(origin, site),
    author,
    keywords: item.categoryNames.join(', ') || undefined,
  };
  if (type === 'video') {
    return {
      ...common,
      thumbnailUrl: image,
      uploadDate: published,
      ...(seconds ? { duration: isoDuration(seconds) } : {}),
      ...(player ? { embedUrl: player } : {}),
      ...(file ? { contentUrl: absoluteUrl(origin, file) } : {}),
    };
  }
  if (type === 'podcast') {
    return {
      ...common,
      datePublished: published,
      ...(seconds ? { duration: isoDuration(seconds) } : {}),
      partOfSeries: {
        '@type': 'PodcastSeries',
        name: `${site.orgName} podcast`,
        url: `${origin}/learn?mediaType=podcast`,
      },
      ...(player || file
        ? {
            associatedMedia: {
              '@type': 'MediaObject',
              ...(player ? { embedUrl: player } : { contentUrl: absoluteUrl(origin, file!) }),
            },
          }
        : {}),
    };
  }
  return {
    ...common,
    headline: truncate(title, 110),
    datePublished: published,
    dateModified: modified,
    mainEntityOfPage: url,
  };
}

/**
 * Decision 096: in another language, a saved meta text written in the default language gives way
 * to the item's own text where the item has one in the page's language (its title and text),
 * so a French page's head is not English; '' makes the meta below use the item's.
 */
function metaInLanguage(page: PublicPage, item: { untranslated?: readonly string[] }): PublicPage {
  const untranslated = page.untranslated;
  if (!untranslated?.length) return page;
  const itemHas = (field: string) => !item.untranslated?.includes(field);
  const gives = (meta: PageMetaText, field: string) => untranslated.includes(meta) && itemHas(field);
  return {
    ...page,
    metaTitle: gives('metaTitle', 'title') ? '' : page.metaTitle,
    metaOGTitle: gives('metaOGTitle', 'title') ? '' : page.metaOGTitle,
    metaDescription: gives('metaDescription', 'description') ? '' : page.metaDescription,
    metaOGDescription: gives('metaOGDescription', 'description') ? '' : page.metaOGDescription,
  };
}

/**
 * A detail page's meta (requirements 3 §7): the saved page meta (GET /pages/{customUrl}/), or the item's own
 * title, description and image; canonical link, og:video (400x300) for a video or podcast, and
 * the item's JSON-LD with its breadcrumbs.
 */
export function learnDetailMeta(
  data: LearnDetailData | undefined,
  matches: Parameters<typeof siteOrigin>[0],
): MetaDescriptor[] {
  if (!data) return [];
  const origin = siteOrigin(matches);
  const site = siteSettingsOf(matches);
  const { item, type } = data;
  const page = data.page && metaInLanguage(data.page, item);
  const path = learnItemPath(type, item.slug);
  const source = learnMediaSource(type, item as never);
  const ownDescription = truncate(stripMarkup(item.subtitle || item.description), DESCRIPTION_LENGTH);
  const description = page?.metaDescription || ownDescription;
  const picture = page?.image || itemPicture(source);
  const image = picture
    ? absoluteUrl(origin, imageVariantUrl(picture, 1600) ?? picture)
    : absoluteUrl(origin, '/og-image.png');
  const player = playerUrl(source.videoUrl);
  const file = mediaUrl(source.videoFile);
  return seoMeta({
    origin,
    site,
    path,
    title: siteTitle(page?.metaTitle || stripMarkup(item.title), site),
    description,
    keywords: page?.metaKeywords || item.categoryNames.join(', '),
    ogTitle: page?.metaOGTitle,
    ogDescription: page?.metaOGDescription,
    image: picture,
    // The written alt of the picture; a decorative one (or none) keeps the title, as an og:image:alt should say something.
    imageAlt: (picture && data.alts?.alts[picture]) || stripMarkup(item.title),
    type: type === 'video' || type === 'podcast' ? 'video.other' : 'article',
    publishedTime: zonedIso(item.created_at, site.timezone),
    video: player ? { url: player, type: 'text/html' } : file ? { url: file, type: videoMime(file) } : null,
    jsonLd: [
      itemJsonLd(origin, site, data, absoluteUrl(origin, path), description, image),
      breadcrumbJsonLd(origin, learnCrumbs(type, item)),
    ],
  });
}

/**
 * A learn item's page in each language (decision 090): its slug there, or the default language's
 * where it has none of its own; none on a site with one language (its reads name no slugs).
 */
export function learnAlternates(
  type: LearnType,
  item: { slugs?: Readonly<Record<string, string>> },
): Record<string, string> | undefined {
  if (!item.slugs) return undefined;
  return Object.fromEntries(Object.entries(item.slugs).map(([code, slug]) => [code, learnItemPath(type, slug)]));
}
