import type { SitePage } from '@atrium/contract/enums';
import type { Page, PageType } from '@atrium/contract/pages';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { SignedInContext } from './use-test-app.ts';

/** A complete meta body for a page (every field set, as the admin form sends it). */
export function buildMeta(customUrl: string, pageType: PageType, overrides: Record<string, unknown> = {}) {
  return {
    id: 0,
    customUrl,
    metaTitle: `Title of ${customUrl}`,
    metaDescription: `Description of ${customUrl}`,
    metaOGTitle: `OG title of ${customUrl}`,
    metaOGDescription: `OG description of ${customUrl}`,
    metaKeywords: 'one, two',
    pageType,
    ...overrides,
  };
}

/** Calls on /api/pages as the signed-in administrator of `ctx` (or without a token). */
export function pagesApi(ctx: SignedInContext) {
  const call = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: unknown, auth = true) =>
    ctx.t.app.inject({
      method,
      url,
      headers: auth ? ctx.auth : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const api = {
    call,
    patch: (customUrl: string, body: unknown) => call('PATCH', `/api/pages/${customUrl}/`, body),
    saveFold: (page: SitePage, fold: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      call('PATCH', `/api/pages/${page}/`, { fold, ...extra }),
    deleteFold: (page: string, id: unknown) => call('DELETE', `/api/pages/${page}/`, { id }),
    reorder: (pageId: number, items: Array<{ id: number; position: number }>) =>
      call('POST', '/api/pages/reorder/', { pageId, items }),

    /** GET /api/pages/ with a query: the pages. */
    async list(query = ''): Promise<Page[]> {
      const res = await call('GET', `/api/pages/${query ? `?${query}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    async count(query = ''): Promise<number> {
      const res = await call('GET', `/api/pages/count/${query ? `?${query}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.count;
    },
    /** A default page as the admin sees it, with every fold. */
    async defaultPage(page: SitePage): Promise<Page> {
      return (await api.list()).find((p) => p.customUrl === page)!;
    },
    /** The names of a default page's folds, by position. */
    async foldNames(page: SitePage): Promise<string[]> {
      return (await api.defaultPage(page)).folds.map((f) => f.name);
    },
  };
  return api;
}

/** The page a successful write answered, after checking its status and message. */
export function answered(response: LightMyRequestResponse, message: string): Page {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ success: true, message });
  return body.data;
}
