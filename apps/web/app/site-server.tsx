import '~/styles/site.css';
import { pathInLocale } from '@atrium/contract/locale-paths';
import type { LocaleSettings } from '@atrium/contract/locales';
import type { PublicSiteSettings } from '@atrium/contract/site-settings';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { type SiteApi, siteApiIn } from '~/lib/site-api';
import type { SiteConfig } from '~/lib/site-config';
import { ErrorPage, NotFoundPage } from '~/site/layout/error-pages';
import { fontPreloads } from '~/site/layout/fonts';
import { partnerLogos } from '~/site/layout/partner-logos.server';
import type { PartnerLogo } from '~/site/layout/site-footer';
import { SiteFrame } from '~/site/layout/site-frame';
import {
  englishOnly,
  linksInLanguage,
  pageInEachLanguage,
  pathInLanguage,
  type SiteLanguage,
  siteLanguage,
  SiteLanguageProvider,
} from '~/site/language';
import {
  FRAME_ID,
  type LoadArgs,
  type MetaArgs,
  type MetaDescriptor,
  MetaTags,
  type PageMatch,
  PageStatus,
  type SitePage,
} from '~/site/page';
import { siteIconLinks, siteTitle } from '~/site/seo/meta';
import { AnalyticsBeacon, SiteScript } from '~/site/site-document';
import { loadSiteSettings, siteSettingsOf, SiteSettingsProvider } from '~/site/site-settings';
import { forgetCachedHtml, renderWithPieces, setCachedHtmlBytes } from '~/site/ui/cached-html';
import { MediaAltsProvider, mergedAlts } from '~/site/ui/media-alts';

/**
 * The public site's server entry (decision 073): the page table and the renderer the server
 * (apps/server/src/plugins/web.ts) registers on Fastify's router. Built into one server bundle
 * (vite.config.ts); in development loaded through Vite's ssrLoadModule.
 */
export { sitePages } from '~/routes/site/page-table';

/** Content changed: the server empties the pieces of HTML kept across pages with its page cache (decision 056). */
export { forgetCachedHtml };

/** The pieces' share of the server's PAGE_CACHE_MB (decision 075). */
export { setCachedHtmlBytes };

/** A rendered answer: the page cache's RenderedPage (apps/server/src/foundations/page-cache/page-entry.ts). */
export type RenderedSitePage = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * What the server gives each render: the site's reads in process, its address, the stylesheets'
 * URLs, and the page's language among the site's (decision 090; none: a site in English alone).
 */
export type SiteDeps = {
  api: SiteApi;
  config: SiteConfig;
  styles: readonly string[];
  language?: { locale: string; settings: LocaleSettings };
};

/** The frame's data: the footer's partner logos and the organisation's settings (decision 048). */
type FrameData = { publicUrl: string; partners: readonly PartnerLogo[]; settings: PublicSiteSettings };

async function loadFrame(deps: SiteDeps): Promise<FrameData | undefined> {
  try {
    const [partners, settings] = await Promise.all([partnerLogos(deps.api), loadSiteSettings(deps.api)]);
    return { publicUrl: deps.config.publicUrl, partners, settings };
  } catch (error) {
    console.error(error);
    return undefined;
  }
}

const HTML_HEADERS = { 'content-type': 'text/html' };

/**
 * Renders a page at `url` (the request's path and query, in the default language's paths: the
 * server takes a language's prefix off) with the path's `params`. The page's and the frame's
 * reads run in parallel; a thrown Response ends the page (a 3xx redirects, any other status is
 * the error page in the frame), anything else thrown is a 500 in the frame.
 */
export async function renderSitePage(
  page: SitePage,
  url: string,
  params: Record<string, string>,
  deps: SiteDeps,
): Promise<RenderedSitePage> {
  let language = deps.language ? siteLanguage(deps.language.locale, deps.language.settings) : englishOnly;
  const api = language.isDefault ? deps.api : siteApiIn(deps.api, language.locale);
  const context = { api, config: deps.config };
  const address = new URL(url, deps.config.publicUrl);
  const args: LoadArgs = { context, params, request: { url: address.href } };
  if (page.fragment) {
    const data = page.load ? await page.load(args) : undefined;
    const shown = data instanceof PageStatus ? data.data : data;
    const view = page.View({ data: shown });
    const html = renderToStaticMarkup(
      <SiteLanguageProvider value={language}>
        {/* A fragment's images take their written alts as a page's do (the popup's portrait). */}
        <MediaAltsProvider value={mergedAlts([{ loaderData: shown }])}>{view}</MediaAltsProvider>
      </SiteLanguageProvider>,
    );
    return { status: 200, headers: { ...page.fragment.headers }, body: Buffer.from(linksInLanguage(html, language)) };
  }
  const framing = loadFrame({ ...deps, api });
  let status = 200;
  let data: unknown;
  let error: unknown;
  try {
    const loaded = page.load ? await page.load(args) : undefined;
    if (loaded instanceof PageStatus) {
      status = loaded.status;
      data = loaded.data;
    } else {
      data = loaded;
    }
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      await framing;
      const location = thrown.headers.get('location') ?? '/';
      return {
        status: thrown.status,
        // A moved slug's page in a language is the new slug's in the same language.
        headers: { location: inLanguage(location, language) },
        body: Buffer.alloc(0),
      };
    }
    status = thrown instanceof Response ? thrown.status : 500;
    if (!(thrown instanceof Response)) console.error(thrown);
    error = thrown;
  }
  let frame = await framing;
  // Decision 097: a page whose data names its language (a translation's preview) is rendered in
  // it, its frame too (the site settings' texts in it); the language is one of the site's (the
  // page's read refuses any other).
  const own = error === undefined ? page.language?.(data) : undefined;
  if (own !== undefined && own !== language.locale && deps.language) {
    language = siteLanguage(own, deps.language.settings);
    frame = await loadFrame({ ...deps, api: siteApiIn(deps.api, own) });
  }
  if (!frame && error === undefined) {
    status = 500;
    error = new Error('The site frame could not be read');
  }
  const matches: PageMatch[] = [
    { id: FRAME_ID, loaderData: frame },
    { id: page.path, loaderData: data },
  ];
  const location = { pathname: address.pathname, search: address.search };
  let meta: MetaDescriptor[];
  let body: ReactNode;
  if (error !== undefined) {
    meta = errorMeta(status, frame, language);
    const shown = (
      <SiteFrame path={location.pathname} partners={frame?.partners ?? []}>
        {status === 404 || status === 410 ? <NotFoundPage gone={status === 410} /> : <ErrorPage />}
      </SiteFrame>
    );
    body = frame ? <SiteSettingsProvider value={frame.settings}>{shown}</SiteSettingsProvider> : shown;
  } else {
    const pagePaths = page.alternates?.(data, language);
    if (pagePaths) language = { ...language, pagePaths };
    const metaArgs: MetaArgs<unknown> = { loaderData: data, matches, location, params, language };
    meta = languageMeta(
      page.meta?.(metaArgs) ?? [],
      language,
      deps.config.publicUrl,
      location.pathname,
      frame,
      page.writtenIn?.(data),
    );
    const View = page.View;
    body = (
      <SiteSettingsProvider value={frame!.settings}>
        {/* The alt texts the page's loaders read for their images (decision 038), for every image below. */}
        <MediaAltsProvider value={mergedAlts(matches)}>
          <SiteFrame path={location.pathname} partners={frame!.partners}>
            <View data={data} />
          </SiteFrame>
        </MediaAltsProvider>
      </SiteSettingsProvider>
    );
  }
  // Decision 089: with the beacon on, a page the server answers 200 tells the beacon its path.
  const beaconToken = status === 200 ? deps.config.beaconToken : undefined;
  const html = renderWithPieces(
    <SiteLanguageProvider value={language}>
      <SiteDocument meta={meta} styles={deps.styles} language={language}>
        {body}
        {beaconToken ? <AnalyticsBeacon path={location.pathname} token={beaconToken(location.pathname)} /> : null}
      </SiteDocument>
    </SiteLanguageProvider>,
    renderToString,
    '<!DOCTYPE html>',
  );
  // The default language's page goes out as its bytes were assembled; another language's links
  // are moved under its prefix (decision 090), pieces included, which needs the page as text.
  const bytes = language.isDefault ? html : Buffer.from(linksInLanguage(html.toString('utf8'), language));
  return { status, headers: { ...HTML_HEADERS }, body: bytes };
}

/** An address on the site in the page's language ('/blogs/x' → '/fr/blogs/x'); other addresses as they are. */
function inLanguage(location: string, language: SiteLanguage): string {
  if (language.isDefault || !location.startsWith('/') || location.startsWith('//')) return location;
  return pathInLocale(location, language.locale, language.settings.defaultLocale);
}

/**
 * Decision 090: a page's head in its language. On a site with one language, the page's own meta
 * as it was. With several: the canonical link and og:url are the page's address in its language,
 * og:locale its tag, and every language's address is an alternate (`hreflang`), the default's
 * also as `x-default`; the pages build their meta in the default language's paths, once.
 */
function languageMeta(
  meta: MetaDescriptor[],
  language: SiteLanguage,
  origin: string,
  pathname: string,
  frame: FrameData | undefined,
  writtenIn: readonly string[] | undefined,
) {
  if (!language.isMultilingual) return meta;
  const own = (path: string, code = language.locale) =>
    `${origin}${pathInLocale(path, code, language.settings.defaultLocale)}`;
  const pathOf = (href: string) => (href.startsWith(origin) ? href.slice(origin.length) || '/' : href);
  const canonical = meta.find(
    (one): one is { tagName: 'link'; rel: string; href: string } =>
      'tagName' in one && one.tagName === 'link' && one.rel === 'canonical',
  );
  const path = canonical ? pathOf(canonical.href) : pathname;
  const localized = meta.map((one): MetaDescriptor => {
    if (one === canonical) return { ...canonical, href: own(path) };
    if ('property' in one && one.property === 'og:url') return { ...one, content: own(path) };
    if ('property' in one && one.property === 'og:locale')
      return { ...one, content: language.locale.replace('-', '_') };
    // The feeds' names (seo/meta.ts's siteIconLinks) in the page's language.
    if ('type' in one && one.type === 'application/rss+xml' && 'href' in one) {
      const site = siteSettingsOf([{ id: FRAME_ID, loaderData: frame }]);
      const texts = language.texts.site;
      const feedTitles: Record<string, (orgName: string) => string> = {
        '/podcast.xml': texts.podcastFeedTitle,
        '/newsletters.xml': language.texts.newsletters.feedTitle,
      };
      return {
        ...one,
        title: feedTitles[String(one.href)]?.(site.orgName) ?? texts.rssFeedTitle(site.orgName),
        // The language's own feeds (decisions 096, 105): '/fr/rss.xml', '/fr/podcast.xml', '/fr/newsletters.xml'.
        href: inLanguage(String(one.href), language),
      };
    }
    // A JSON-LD block's addresses and language are the page's.
    if (!language.isDefault && 'script:ld+json' in one)
      return { 'script:ld+json': jsonLdIn(one['script:ld+json'], language, origin) as never };
    return one;
  });
  const each = pageInEachLanguage(language, path);
  // A page written in fewer languages than the site's names only those (decision 102).
  const written = writtenIn ? each.filter((one) => writtenIn.includes(one.code)) : each;
  const alternates = written.map((one): MetaDescriptor => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: one.code,
    href: `${origin}${one.path}`,
  }));
  const fallback = each.find((one) => one.code === language.settings.defaultLocale)!;
  return [
    ...localized,
    ...alternates,
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${fallback.path}` },
  ];
}

/** The unknown path's page: a 404 in the frame (the not-found handler's). */
export function renderNotFound(url: string, deps: SiteDeps): Promise<RenderedSitePage> {
  return renderSitePage(notFound, url, {}, deps);
}

const notFound: SitePage = {
  path: '/*',
  load() {
    throw new Response('Not Found', { status: 404 });
  },
  View: () => null,
};

/** A JSON-LD value with the site's page addresses in `language` and its `inLanguage` the page's tag. */
function jsonLdIn(value: unknown, language: SiteLanguage, origin: string): unknown {
  if (typeof value === 'string')
    return value.startsWith(`${origin}/`) ? `${origin}${pathInLanguage(value.slice(origin.length), language)}` : value;
  if (Array.isArray(value)) return value.map((one) => jsonLdIn(one, language, origin));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, one]) => [
      key,
      key === 'inLanguage' ? language.locale : jsonLdIn(one, language, origin),
    ]),
  );
}

/** An error page's head: its title in the page's language, noindex, and the site's icons. */
function errorMeta(status: number, frame: FrameData | undefined, language: SiteLanguage): MetaDescriptor[] {
  const texts = language.texts.site;
  const title = status === 404 ? texts.notFoundTitle : status === 410 ? texts.goneTitle : texts.errorTitle;
  const site = siteSettingsOf([{ id: FRAME_ID, loaderData: frame }]);
  return [
    { title: siteTitle(title, site) },
    { name: 'robots', content: 'noindex' },
    ...siteIconLinks(site, language.texts, (path) => inLanguage(path, language)),
  ];
}

/**
 * The document of every public page: no React runtime in it, only the site's module script
 * (decision 016), the fonts' preloads and the site's stylesheets. React 19 hoists title, meta
 * and link elements before the rest of the head.
 */
function SiteDocument({
  meta,
  styles,
  language,
  children,
}: {
  meta: MetaDescriptor[];
  styles: readonly string[];
  language: SiteLanguage;
  children: ReactNode;
}) {
  // A site in one left-to-right language keeps the document it had: `dir` only says what is not the default.
  const dir = language.isMultilingual || language.dir === 'rtl' ? language.dir : undefined;
  // The appointment popup's island asks for the popup in the page's language (site-client/forms/appointment-form.ts).
  const prefix = language.isDefault ? undefined : pathInLocale('/', language.locale, language.settings.defaultLocale);
  return (
    <html lang={language.locale} dir={dir} data-prefix={prefix}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4e79" />
        <MetaTags descriptors={meta} />
        {fontPreloads.map((font) => (
          <link key={font.href} {...font} />
        ))}
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <SiteScript />
      </head>
      <body>{children}</body>
    </html>
  );
}
