import type { ReactNode } from 'react';
import type { SiteContext } from '~/lib/site-api';
import type { SiteLanguage } from '~/site/language';

/**
 * A public page (decision 073): its address, what it reads, its head and its body. The server
 * (apps/server/src/plugins/web.ts) registers each page's path on Fastify's router, and
 * site-server.tsx renders it with React's server renderer inside the site's frame. No router
 * runs on the server or in the browser: React is the template language (decision 016).
 */
export type SitePageDefinition<D> = {
  /** Fastify's route syntax: '/blogs/:slug'. */
  path: string;
  /** The page's data. A thrown Response ends the page: a 3xx redirects, any other status shows the error page in the frame. */
  load?: (args: LoadArgs) => Promise<D | PageStatus<D>> | D | PageStatus<D>;
  /** The head's title, meta and link elements. */
  meta?: (args: MetaArgs<D>) => MetaDescriptor[];
  View: (props: { data: D }) => ReactNode;
  /**
   * The page's path in each language, by language tag, where it is not the path asked for (a learn
   * item's slug in each language, decision 090): in the default language's paths, as the switcher
   * and the head's alternates take them. A language not named has the default language's.
   */
  alternates?: (data: D, language: SiteLanguage) => Readonly<Record<string, string>> | undefined;
  /**
   * The page's language when what it shows says it rather than its address (decision 097): a
   * preview of a translation is in the translation's language, at the one address its token
   * gives. The page's reads are its own to make in it; the frame is read again in it.
   */
  language?: (data: D) => string | undefined;
  /**
   * The languages what the page shows is written in, where it may be fewer than the site's (a
   * newsletter, decision 102): only these are named as the head's alternates (hreflang), with
   * x-default. Its page in another language still answers (the default language's text, marked),
   * and the switcher still offers every language. Undefined: every language of the site.
   */
  writtenIn?: (data: D) => readonly string[] | undefined;
  /**
   * An HTML fragment, not a document (the appointment popup, decision 020): the view alone,
   * without the frame, the head or the doctype, with these headers.
   */
  fragment?: { headers: Record<string, string> };
};

// The table holds pages of many data types; each page is checked against its own where it is defined.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SitePage = SitePageDefinition<any>;

/** Defines a page; the type ties its loader's data to its meta and view. */
export function definePage<D = undefined>(page: SitePageDefinition<D>): SitePageDefinition<D> {
  return page;
}

export type LoadArgs = {
  context: SiteContext;
  /** The path's parameters, as Fastify matched them ('/blogs/:slug' → { slug }). */
  params: Record<string, string>;
  /** The page's address on the site (PUBLIC_URL, the request's path and query): a page depends on its URL alone. */
  request: { url: string };
};

/**
 * What a meta function reads: its page's data (undefined when the page failed) and the frame's
 * and page's data as `matches` (seo/meta.ts's siteOrigin and siteSettingsOf read the frame's,
 * `id: 'routes/site/layout'`).
 */
export type MetaArgs<D> = {
  loaderData: D | undefined;
  matches: PageMatch[];
  location: { pathname: string; search: string };
  params: Record<string, string>;
  error?: unknown;
  /** The page's language (decision 090): its words for the head's texts. */
  language?: SiteLanguage;
};

export type PageMatch = { id: string; loaderData?: unknown };

/** The id of the frame's data among a meta function's matches. */
export const FRAME_ID = 'routes/site/layout';

/** Data with a status other than 200 (a result page for an invalid link answers 404). */
export class PageStatus<D> {
  readonly data: D;
  readonly status: number;
  constructor(data: D, status: number) {
    this.data = data;
    this.status = status;
  }
}

export function withStatus<D>(data: D, status: number): PageStatus<D> {
  return new PageStatus(data, status);
}

/** A thrown 301 to the page's current address (a moved slug, decision 032). */
export function movedPermanently(location: string): Response {
  return new Response(null, { status: 301, headers: { location } });
}

/** An element of the head, as the pages describe it: a title, a meta or link tag, or JSON-LD. */
export type MetaDescriptor =
  | { charSet: 'utf-8' }
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { httpEquiv: string; content: string }
  | { 'script:ld+json': LdJsonObject }
  | { tagName: 'meta' | 'link'; [name: string]: string }
  | { [name: string]: unknown };

type LdJsonPrimitive = string | number | boolean | null;
type LdJsonValue = LdJsonPrimitive | LdJsonObject | LdJsonArray;
type LdJsonArray = LdJsonValue[] | readonly LdJsonValue[];
type LdJsonObject = { [Key in string]: LdJsonValue } & { [Key in string]?: LdJsonValue | undefined };

const ESCAPE_LOOKUP: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const ESCAPE_REGEX = /[&><\u2028\u2029]/g;

/** JSON in a script element: nothing in it can close the element or start markup. */
function escapeJson(json: string): string {
  return json.replace(ESCAPE_REGEX, (match) => ESCAPE_LOOKUP[match]!);
}

/** The head's elements for the descriptors, in their order. */
export function MetaTags({ descriptors }: { descriptors: MetaDescriptor[] }) {
  return descriptors.map((descriptor, index) => {
    if (!descriptor) return null;
    if ('tagName' in descriptor) {
      const { tagName, ...rest } = descriptor as { tagName: string } & Record<string, string>;
      if (tagName === 'link') return <link key={index} {...rest} />;
      if (tagName === 'meta') return <meta key={index} {...rest} />;
      return null;
    }
    if ('title' in descriptor) return <title key={index}>{String(descriptor.title)}</title>;
    if ('script:ld+json' in descriptor) {
      return (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: escapeJson(JSON.stringify(descriptor['script:ld+json'])) }}
        />
      );
    }
    return <meta key={index} {...(descriptor as Record<string, string>)} />;
  });
}
