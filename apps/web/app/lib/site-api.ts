import type { ApiResponse } from '@atrium/contract/api';
import { createContext, type RouterContextProvider } from 'react-router';

type QueryValue = string | number | boolean | null | undefined;

/** One public API read as the site's loaders make it: the HTTP status and the envelope. */
export type SiteApiAnswer<T> = { status: number; body: ApiResponse<T> };

/**
 * A GET on the public API from a loader, answered in the same process (no socket, no token):
 * the site asks the API for all it shows, exactly as any other client would (DESIGN.md), so it
 * only ever sees what the public sees. `path` is relative to /api ('/faqs/'); undefined, null
 * and '' query values are left out.
 */
export type SiteApi = <T>(path: string, query?: Record<string, QueryValue | readonly QueryValue[]>) => Promise<SiteApiAnswer<T>>;

/** The server puts its SiteApi in the load context under this key (exported by entry.server). */
export const siteApiContext = createContext<SiteApi | undefined>(undefined);

/** The load context's SiteApi; a loader run without the server (a unit test) must provide one. */
export function siteApi(context: Readonly<RouterContextProvider>): SiteApi {
  const api = context.get(siteApiContext);
  if (!api) throw new Error('No site API in the load context: the Fastify web plugin sets it.');
  return api;
}

/** The data of a successful answer, or a thrown 404/503 Response the route's boundary shows. */
export async function siteData<T>(answer: Promise<SiteApiAnswer<T>>): Promise<T> {
  const { status, body } = await answer;
  if (body.success) return body.data;
  throw new Response(body.message, { status: status === 404 ? 404 : 503 });
}
