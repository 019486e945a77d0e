import type { Clock } from '../../service-deps.ts';
import { type LearnType, LearnTexts } from '@atrium/contract/learn';
import { pathInLocale } from '@atrium/contract/locale-paths';
import { siteCatalogueFor } from '@atrium/contract/site-catalogue';
import { LearnPageTypes } from '@atrium/contract/pages';
import { SiteLegalLinks, SiteMenu, SiteTexts } from '@atrium/contract/site';
import type { PublicSiteSettings } from '@atrium/contract/site-settings';
import { stripMarkup } from '@atrium/contract/text';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import type { LocalesService } from '../../foundations/locales/locales.service.ts';
import type { MediaService } from '../../foundations/media/media.types.ts';
import { createLearnTranslations } from '../learn/learn-translations.ts';
import { createNewsletterTranslations } from '../newsletters/newsletter-translations.ts';
import { createNewslettersRepository } from '../newsletters/newsletters.repository.ts';
import { ARCHIVE_LIMIT, newsletterArchivePath } from '../newsletters/newsletters.service.ts';
import { podcastCoverQuery } from './podcast-cover.ts';
import { createLearnLocaleSlugsRepository, slugKey } from '../learn/learn-locale-slugs.repository.ts';
import { createSiteFilesRepository, type PodcastEpisode, type SitemapItem } from './site-files.repository.ts';
import { element, XML_DECLARATION, xmlText } from './xml.ts';

/** The sitemap protocol's limit for one file. */
const SITEMAP_MAX_URLS = 50_000;
/** Items in the RSS feed: the newest. */
const RSS_ITEMS = 50;
/** A podcast's source is an uploaded video file (requirements 3 §9: 0 link, 1 file). */
const FILE_SOURCE = 1;
/** Episodes in the podcast feed: the newest. */
const PODCAST_EPISODES = 300;
const SUMMARY_LENGTH = 300;
/**
 * Enclosure types podcast apps take (Apple Podcasts: MP3, M4A, MP4, M4V, MOV). Of the uploads
 * Atrium accepts, MP3, M4A and MP4; a WebM or Ogg file is left out of the podcast feed
 * (decisions 017 and 040): the page plays it, Apple Podcasts would refuse it.
 */
const PODCAST_TYPES = new Set([
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'video/mp4',
  'video/x-m4v',
  'video/quicktime',
]);
/** Apple's category list; the closest to a knowledge network's talks. */
const PODCAST_CATEGORY = 'Education';
export const PODCAST_COVER_PATH = '/podcast-cover.png';

/** The public address of a learn item (requirements 3 §2: /blogs/{slug} and its three siblings). */
function learnItemPath(type: LearnType, slug: string): string {
  return `/${LearnPageTypes[type]}/${encodeURIComponent(slug)}`;
}

/**
 * An episode's artwork (itunes:image): the show's square cover. Apple takes only square art of
 * 1400–3000 px; an episode's poster (decision 041) is a 16:9 card picture, so it is not used here
 * until a square crop of it is stored. The one place that choice is made.
 */
function episodeImage(_item: Pick<PodcastEpisode, 'id'>, showImage: string): string {
  return showImage;
}

/** A date as RSS writes it (RFC 822, in GMT). A learn item's date has no time: midnight UTC. */
function rfc822(date: string): string {
  const when = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
  return Number.isNaN(when.getTime()) ? new Date(0).toUTCString() : when.toUTCString();
}

function isoDate(date: string): string | undefined {
  const when = new Date(date);
  return Number.isNaN(when.getTime()) ? undefined : when.toISOString();
}

/** Text of a title or description: markup and control characters gone, spaces collapsed. */
function plain(html: string): string {
  return (
    stripMarkup(html)
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001F\u007F]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function summary(subtitle: string | null | undefined, description: string): string {
  const text = subtitle?.trim() ? plain(subtitle) : plain(description);
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 3).trimEnd()}...` : text;
}

/**
 * The language a feed is read in (decision 091): `code` one of the site's, `defaultLocale` the
 * site's default. The default language's feeds are those at the root.
 */
export type FeedLanguage = { code: string; defaultLocale: string };

/**
 * RSS's `<language>`: the tag in lower case (RSS 2.0 takes the W3C's codes). English as the
 * feeds wrote it before there were languages, `en-us`, so a site in English alone serves the same bytes.
 */
function rssLanguage(code: string): string {
  return code === 'en' ? 'en-us' : code.toLowerCase();
}

export type SiteFilesServiceDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  media: Pick<MediaService, 'describe' | 'duration'>;
  /** The page cache's record of content changes: the lastmod of pages built from content. */
  pageCache: { lastChange(): Promise<string> };
  /** Only what the public sees at the clock's instant is listed (decision 034). */
  clock: Clock;
  /** The organisation's name, description and address the feeds name (decision 048). */
  siteSettings: { publicSettings(): Promise<PublicSiteSettings> };
  /** The site's languages: the sitemap lists every one's pages (decision 091). */
  locales: Pick<LocalesService, 'settings'>;
};

/**
 * The files search engines and feed readers fetch (requirements 3 §2, issue 12): the sitemap of every
 * public page, robots.txt, the RSS feed of learn content and the podcast feed. Absolute links
 * start with PUBLIC_URL; only published content appears.
 */
export function createSiteFilesService({
  db,
  config,
  media,
  pageCache,
  clock,
  siteSettings,
  locales,
}: SiteFilesServiceDeps) {
  const repository = createSiteFilesRepository(db);
  const newsletters = createNewslettersRepository(db);
  const newsletterTexts = createNewsletterTranslations(db);
  const base = config.publicUrl;
  const host = new URL(base).host;
  const guid = (type: LearnType, id: number) => `${host}:${type}:${id}`;
  const now = () => clock.now().toISOString();
  const translations = createLearnTranslations(db);
  const localeSlugs = createLearnLocaleSlugsRepository(db);

  /**
   * Learn rows as a reader of `language` sees them (decision 091): its own texts where it has them,
   * the default language's elsewhere, and the item's slug in it (a link stays in the language), as
   * the site's pages do.
   */
  async function inLanguage<R extends { id: number }>(
    type: LearnType,
    rows: R[],
    language: FeedLanguage,
  ): Promise<R[]> {
    if (language.code === language.defaultLocale || !rows.length) return rows;
    return translations.overlay(type, rows, language.code);
  }

  /** An absolute address of a page in `language`. */
  const urlIn = (path: string, language: FeedLanguage) =>
    base + pathInLocale(path, language.code, language.defaultLocale);

  /** The file an episode encloses: its audio file, else its video file, in a type podcast apps play. */
  async function enclosure(row: PodcastEpisode) {
    for (const path of [row.audio_file, row.video_type === FILE_SOURCE ? row.video_file : null]) {
      if (!path) continue;
      const file = await media.describe(path);
      if (!file || !PODCAST_TYPES.has(file.contentType)) continue;
      const seconds = path === row.audio_file ? row.audio_duration : await media.duration(path);
      return { path, ...file, seconds: seconds ?? undefined };
    }
    return undefined;
  }

  /** One `<item>` of the podcast feed, or '' for a podcast without a file to enclose. */
  async function episode(row: PodcastEpisode, author: string, cover: string, language: FeedLanguage): Promise<string> {
    const file = await enclosure(row);
    if (!file) return '';
    const title = plain(row.title);
    return [
      '<item>',
      element('title', title),
      element('itunes:title', title),
      element('link', urlIn(learnItemPath('podcast', row.slug ?? ''), language)),
      // The record's id never changes (its slug may): a podcast app never lists an episode twice.
      element('guid', guid('podcast', row.id), ' isPermaLink="false"'),
      element('pubDate', rfc822(row.content_date)),
      element('description', summary(row.subtitle, row.description)),
      element('itunes:summary', summary(row.subtitle, row.description)),
      `<enclosure url="${xmlText(base + file.path)}" length="${file.bytes}" type="${xmlText(file.contentType)}"/>`,
      element('itunes:duration', file.seconds),
      `<itunes:image href="${xmlText(episodeImage(row, cover))}"/>`,
      element('itunes:author', row.author_name || author),
      element('itunes:explicit', 'false'),
      element('itunes:episodeType', 'full'),
      '</item>',
    ].join('');
  }

  return {
    /**
     * Every public page; on a site with several languages (decision 091), each page once per
     * language, each entry naming all of them and x-default (the default language's) as
     * alternates, in Google's sitemap form (xhtml:link rel="alternate" hreflang).
     */
    async sitemap(): Promise<string> {
      const settings = await locales.settings();
      const codes = settings.locales.map((locale) => locale.code);
      const perPage = codes.length;
      const [lastChange, items, sent] = await Promise.all([
        pageCache.lastChange(),
        repository.publishedItems(
          Math.floor(SITEMAP_MAX_URLS / perPage) - SiteMenu.length - SiteLegalLinks.length - ARCHIVE_LIMIT - 1,
          now(),
        ),
        newsletters.archive(ARCHIVE_LIMIT),
      ]);
      // Decision 096: an item's address in a language is at its slug there, where it has one.
      const slugs = perPage === 1 ? new Map<string, Record<string, string>>() : await localeSlugs.everySlug();
      /** A page's address in each language: a path of the default language's, or one per language. */
      type Paths = string | ((code: string) => string);
      const urlOf = (paths: Paths, code: string) =>
        typeof paths === 'string'
          ? urlIn(paths, { code, defaultLocale: settings.defaultLocale })
          : base + pathInLocale(paths(code), code, settings.defaultLocale);
      const alternates = (paths: Paths) =>
        perPage === 1
          ? ''
          : [
              ...codes.map(
                (code) =>
                  `<xhtml:link rel="alternate" hreflang="${xmlText(code)}" href="${xmlText(urlOf(paths, code))}"/>`,
              ),
              `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlText(urlOf(paths, settings.defaultLocale))}"/>`,
            ].join('');
      const url = (paths: Paths, lastmod?: string) =>
        codes
          .map(
            (code) =>
              `<url><loc>${xmlText(urlOf(paths, code))}</loc>${element('lastmod', lastmod && isoDate(lastmod))}${alternates(paths)}</url>`,
          )
          .join('\n');
      const itemPaths = (item: SitemapItem) => {
        const own = slugs.get(slugKey(item.type, item.id));
        return own
          ? (code: string) => learnItemPath(item.type, own[code] ?? item.slug)
          : learnItemPath(item.type, item.slug);
      };
      const lines = [
        // The pages built from content change whenever content does; the legal texts with a release.
        ...SiteMenu.map((link) => url(link.path, lastChange)),
        ...SiteLegalLinks.map((link) => url(link.path)),
        ...items.map((item) => url(itemPaths(item), item.updatedAt)),
        // The newsletters' archive (decision 052): sent and not private.
        ...(sent.length ? [url('/newsletters', sent[0]!.sent_at ?? undefined)] : []),
        ...sent.map((row) => url(newsletterArchivePath(row.slug), row.sent_at ?? row.updated_at)),
      ];
      const xhtml = perPage === 1 ? '' : ' xmlns:xhtml="http://www.w3.org/1999/xhtml"';
      return `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${lines.join('\n')}\n</urlset>\n`;
    },

    robots(): string {
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api',
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n');
    },

    /** The learn feed in `language` (decision 091): every published item, in that language where written in it. */
    async rss(language: FeedLanguage): Promise<string> {
      const [lastChange, newest, site] = await Promise.all([
        pageCache.lastChange(),
        repository.newest(RSS_ITEMS, now()),
        siteSettings.publicSettings(),
      ]);
      const entries = await Promise.all(
        newest.map(async (entry) => ({ ...entry, row: (await inLanguage(entry.type, [entry.row], language))[0]! })),
      );
      const items = entries.map(({ type, row }) =>
        [
          '<item>',
          element('title', plain(row.title)),
          element('link', urlIn(learnItemPath(type, row.slug ?? ''), language)),
          element('guid', guid(type, row.id), ' isPermaLink="false"'),
          element('pubDate', rfc822(row.content_date)),
          element('dc:creator', row.author_name),
          element('category', LearnTexts[type].singular),
          element('description', summary(row.subtitle, row.description)),
          '</item>',
        ].join(''),
      );
      return [
        XML_DECLARATION,
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel>\n',
        element('title', site.orgName),
        element('link', urlIn('/learn', language)),
        element('description', site.description),
        element('language', rssLanguage(language.code)),
        element(
          'copyright',
          siteCatalogueFor(language.code).texts.frame.copyright(clock.now().getFullYear(), site.orgName),
        ),
        element('lastBuildDate', rfc822(lastChange)),
        `<atom:link href="${xmlText(urlIn('/rss.xml', language))}" rel="self" type="application/rss+xml"/>\n`,
        items.join('\n'),
        '\n</channel>\n</rss>\n',
      ].join('');
    },

    /**
     * The newsletters' archive as RSS (decision 052): sent and not private, newest first; in
     * `language` where written in it, with the archive's words and links in that language (decision 105).
     */
    async newsletters(language: FeedLanguage): Promise<string> {
      const [archived, site] = await Promise.all([newsletters.archive(RSS_ITEMS), siteSettings.publicSettings()]);
      const other = language.code !== language.defaultLocale;
      const sent = other ? (await newsletterTexts.rowsIn(archived, language.code)).map(({ row }) => row) : archived;
      const texts = siteCatalogueFor(language.code).texts.newsletters;
      const items = sent.map((row) =>
        [
          '<item>',
          element('title', plain(row.subject)),
          element('link', urlIn(newsletterArchivePath(row.slug), language)),
          element('guid', `${host}:newsletter:${row.id}`, ' isPermaLink="false"'),
          element('pubDate', rfc822(row.sent_at ?? row.updated_at)),
          element('description', row.preheader.trim() ? plain(row.preheader) : summary(null, row.intro)),
          '</item>',
        ].join(''),
      );
      return [
        XML_DECLARATION,
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n',
        element('title', texts.feedTitle(site.orgName)),
        element('link', urlIn('/newsletters', language)),
        element('description', texts.description(site.orgName)),
        element('language', rssLanguage(language.code)),
        element(
          'copyright',
          siteCatalogueFor(language.code).texts.frame.copyright(clock.now().getFullYear(), site.orgName),
        ),
        element('lastBuildDate', rfc822(sent[0]?.sent_at ?? new Date(0).toISOString())),
        `<atom:link href="${xmlText(urlIn('/newsletters.xml', language))}" rel="self" type="application/rss+xml"/>\n`,
        items.join('\n'),
        '\n</channel>\n</rss>\n',
      ].join('');
    },

    /**
     * The podcast feed (RSS 2.0 with Apple's itunes tags, which Spotify reads too): one episode per
     * published podcast with an uploaded file in a type podcast apps play, with its size and
     * length. An episode's file is its audio file, else its video file (decision 040); podcasts
     * given by link only (a YouTube page) have no file to enclose and stay out: the learn pages,
     * rss.xml and the sitemap list them.
     */
    async podcast(language: FeedLanguage): Promise<string> {
      const [lastChange, publisher, found, site] = await Promise.all([
        pageCache.lastChange(),
        repository.publisher(),
        repository.podcastEpisodes(PODCAST_EPISODES, now()),
        siteSettings.publicSettings(),
      ]);
      const rows = await inLanguage('podcast', found, language);
      const author = publisher?.company ?? site.orgName;
      const email = publisher?.email ?? site.contactEmail;
      // The settings' logo on a square, when there is one (decision 060); its address follows the logo.
      const cover = base + PODCAST_COVER_PATH + podcastCoverQuery(site.logo);
      const episodes = (await Promise.all(rows.map(async (row) => episode(row, author, cover, language)))).filter(
        Boolean,
      );
      const title = SiteTexts.podcastFeedTitle(site.orgName);
      return [
        XML_DECLARATION,
        '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n',
        element('title', title),
        element('link', urlIn('/learn?mediaType=podcast', language)),
        element('description', site.description),
        element('language', rssLanguage(language.code)),
        element(
          'copyright',
          siteCatalogueFor(language.code).texts.frame.copyright(clock.now().getFullYear(), site.orgName),
        ),
        element('lastBuildDate', rfc822(lastChange)),
        `<atom:link href="${xmlText(urlIn('/podcast.xml', language))}" rel="self" type="application/rss+xml"/>`,
        `<image><url>${xmlText(cover)}</url>${element('title', title)}${element('link', language.code === language.defaultLocale ? base : urlIn('/', language))}</image>`,
        `<itunes:image href="${xmlText(cover)}"/>`,
        element('itunes:author', author),
        `<itunes:owner>${element('itunes:name', author)}${element('itunes:email', email)}</itunes:owner>`,
        `<itunes:category text="${xmlText(PODCAST_CATEGORY)}"/>`,
        element('itunes:explicit', 'false'),
        element('itunes:type', 'episodic'),
        element('itunes:summary', site.description),
        '\n',
        episodes.join('\n'),
        '\n</channel>\n</rss>\n',
      ].join('');
    },
  };
}
