import type { ApiFailure } from '@atrium/contract/api';
import type { Answer, Endpoint } from '@atrium/contract/endpoint';
import type { SiteConfig } from '~/lib/site-config';

type QueryValue = string | number | boolean | null | undefined;

/** A read's input: its params, and a query as a link would carry it (lists for repeated keys). */
type SiteInput = {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
};

/**
 * One public read as the site's loaders make it: the status and the envelope HTTP would give,
 * except a 301 (an old slug): its body is a failure and `movedTo` the current slug.
 */
type SiteApiAnswer<E extends Endpoint> = ReadAnswer<Answer<E>>;
type ReadAnswer<A> = { status: number; body: A | ApiFailure; movedTo?: string };
/** A read that answers data D (what a loader's test stubs). */
export type SiteRead<D> = ReadAnswer<{ success: true; data: D }>;

/**
 * A public read from a loader, answered in the same process by the endpoint's own operation
 * (plugins/endpoints.ts on the server): the same validation and the same published-only rules
 * as any anonymous client, without a socket, a token or HTTP emulation. The endpoint is the
 * contract's declaration, so what comes back is typed by it.
 */
export type SiteApi = <E extends Endpoint>(endpoint: E, input?: SiteInput) => Promise<SiteApiAnswer<E>>;

/**
 * Decision 090: the reads of a page in another language than the default. Every read whose
 * endpoint takes `?locale=` (the resources with per-language fields, the learn reads: decision
 * 081) is made in the page's language; the others are the same in every language.
 */
export function siteApiIn(api: SiteApi, locale: string): SiteApi {
  return ((endpoint: Endpoint, input: SiteInput = {}) =>
    takesLocale(endpoint)
      ? api(endpoint, { ...input, query: { ...input.query, locale } })
      : api(endpoint, input)) as SiteApi;
}

function takesLocale(endpoint: Endpoint): boolean {
  const shape = (endpoint.query as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && 'locale' in shape;
}

/**
 * What a public page's loader is given by the server (apps/server/src/plugins/web.ts): its
 * SiteApi and SiteConfig. A test gives what it needs.
 */
export type SiteContext = { api?: SiteApi; config?: SiteConfig };

/** The context's SiteApi; a loader run without the server (a unit test) must provide one. */
export function siteApi(context: SiteContext): SiteApi {
  const api = context.api;
  if (!api) throw new Error('No site API in the load context: the Fastify web plugin sets it.');
  return api;
}

/**
 * The page status a failed read gives: a read the address itself made invalid (a slug longer
 * than any, a malformed filter: 4xx) is a page that does not exist; a 410 (an item deleted
 * forever, decision 032) stays gone; only the server's own failures (5xx) are the error page's 503.
 */
export function pageStatusOf(readStatus: number): 404 | 410 | 503 {
  if (readStatus === 410) return 410;
  return readStatus < 500 ? 404 : 503;
}

/** The data of a successful answer, or a thrown 404/503 Response the route's boundary shows. */
export async function siteData<D>(answer: Promise<ReadAnswer<{ success: true; data: D }>>): Promise<D> {
  const { status, body } = await answer;
  if (body.success) return body.data;
  throw new Response(body.message, { status: pageStatusOf(status) });
}
