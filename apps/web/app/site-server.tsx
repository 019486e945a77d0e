import '~/styles/site.css';
import { SiteTexts } from '@atrium/contract/site';
import type { PublicSiteSettings } from '@atrium/contract/site-settings';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { SiteApi } from '~/lib/site-api';
import type { SiteConfig } from '~/lib/site-config';
import { ErrorPage, NotFoundPage } from '~/site/layout/error-pages';
import { fontPreloads } from '~/site/layout/fonts';
import { partnerLogos } from '~/site/layout/partner-logos.server';
import type { PartnerLogo } from '~/site/layout/site-footer';
import { SiteFrame } from '~/site/layout/site-frame';
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
import { SiteScript } from '~/site/site-document';
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

/** What the server gives each render: the site's reads in process, its address, and the stylesheets' URLs. */
export type SiteDeps = { api: SiteApi; config: SiteConfig; styles: readonly string[] };

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
 * Renders a page at `url` (the request's path and query) with the path's `params`. The page's
 * and the frame's reads run in parallel; a thrown Response ends the page (a 3xx redirects, any
 * other status is the error page in the frame), anything else thrown is a 500 in the frame.
 */
export async function renderSitePage(
  page: SitePage,
  url: string,
  params: Record<string, string>,
  deps: SiteDeps,
): Promise<RenderedSitePage> {
  const context = { api: deps.api, config: deps.config };
  const address = new URL(url, deps.config.publicUrl);
  const args: LoadArgs = { context, params, request: { url: address.href } };
  if (page.fragment) {
    const data = page.load ? await page.load(args) : undefined;
    const view = page.View({ data: data instanceof PageStatus ? data.data : data });
    return { status: 200, headers: { ...page.fragment.headers }, body: Buffer.from(renderToStaticMarkup(view)) };
  }
  const framing = loadFrame(deps);
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
      return {
        status: thrown.status,
        headers: { location: thrown.headers.get('location') ?? '/' },
        body: Buffer.alloc(0),
      };
    }
    status = thrown instanceof Response ? thrown.status : 500;
    if (!(thrown instanceof Response)) console.error(thrown);
    error = thrown;
  }
  const frame = await framing;
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
    meta = errorMeta(status, frame);
    const shown = (
      <SiteFrame path={location.pathname} partners={frame?.partners ?? []}>
        {status === 404 || status === 410 ? <NotFoundPage gone={status === 410} /> : <ErrorPage />}
      </SiteFrame>
    );
    body = frame ? <SiteSettingsProvider value={frame.settings}>{shown}</SiteSettingsProvider> : shown;
  } else {
    const metaArgs: MetaArgs<unknown> = { loaderData: data, matches, location, params };
    meta = page.meta?.(metaArgs) ?? [];
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
  const html = renderWithPieces(
    <SiteDocument meta={meta} styles={deps.styles}>
      {body}
    </SiteDocument>,
    renderToString,
    '<!DOCTYPE html>',
  );
  return { status, headers: { ...HTML_HEADERS }, body: html };
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

/** An error page's head: its title, noindex, and the site's icons. */
function errorMeta(status: number, frame: FrameData | undefined): MetaDescriptor[] {
  const title = status === 404 ? SiteTexts.notFoundTitle : status === 410 ? SiteTexts.goneTitle : SiteTexts.errorTitle;
  const site = siteSettingsOf([{ id: FRAME_ID, loaderData: frame }]);
  return [{ title: siteTitle(title, site) }, { name: 'robots', content: 'noindex' }, ...siteIconLinks(site)];
}

/**
 * The document of every public page: no React runtime in it, only the site's module script
 * (decision 016), the fonts' preloads and the site's stylesheets. React 19 hoists title, meta
 * and link elements before the rest of the head.
 */
function SiteDocument({
  meta,
  styles,
  children,
}: {
  meta: MetaDescriptor[];
  styles: readonly string[];
  children: ReactNode;
}) {
  return (
    <html lang="en">
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
