import type { CategoryTypeValue } from '@atrium/contract/categories';
import { LearnKeys, LearnMediaFields, type LearnType } from '@atrium/contract/learn';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type FilePart, multipart, pngBytes } from './media-fixtures.ts';
import type { SignedInContext } from './use-test-app.ts';

/** The migration inserts the system categories in order on a fresh database: Initiatives (learn, active) is the fifth. */
export const INITIATIVES_CATEGORY_ID = 5;
export const YOUTUBE_WATCH = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
export const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

const png = await pngBytes(24, 24);

/** A PNG file part for an image field. */
export function pngPart(filename = 'picture.png'): FilePart {
  return { filename, content: png, type: 'image/png' };
}

/**
 * A valid create body of a learn type: the shared fields, the type's required medium (an image
 * goes as multipart; a video as a link, so the body stays JSON) and one category.
 */
export function buildLearnItem(type: LearnType, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const media = LearnMediaFields[type];
  return {
    selectedPage: 'learn',
    title: `A ${type} about learning`,
    description: '<p>What it is about.</p>',
    created_at: '2025-03-01',
    categories: String(INITIATIVES_CATEGORY_ID),
    ...('image' in media ? { [media.image]: pngPart() } : { [media.type]: 0, [media.url]: YOUTUBE_WATCH }),
    ...overrides,
  };
}

const learnBase = (type: LearnType) => `/api/${LearnKeys[type]}`;

/** A learn record as the API answers it, loosely: tests read the fields they check. */
export type LearnWire = Record<string, unknown> & {
  id: number;
  slug: string;
  status: number;
  created_at: string;
  categories: number[];
  categoryNames: string[];
};

const isFile = (value: unknown): value is FilePart =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as FilePart).content);

/** Calls on the learn resources as the signed-in administrator of `ctx`. */
export function learnApi(ctx: SignedInContext) {
  /** A body with a file goes as multipart (values as strings, undefined left out), any other as JSON. */
  async function send(method: 'POST' | 'PATCH', url: string, body: Record<string, unknown>) {
    const entries = Object.entries(body).filter(([, v]) => v !== undefined);
    if (!entries.some(([, v]) => isFile(v))) {
      return ctx.t.app.inject({ method, url, headers: ctx.auth, payload: Object.fromEntries(entries) });
    }
    const form = await multipart(Object.fromEntries(entries.map(([k, v]) => [k, isFile(v) ? v : String(v)])));
    return ctx.t.app.inject({ method, url, headers: { ...ctx.auth, ...form.headers }, payload: form.payload });
  }

  const api = {
    send,
    create: (type: LearnType, overrides: Record<string, unknown> = {}) =>
      send('POST', `${learnBase(type)}/`, buildLearnItem(type, overrides)),
    patch: (type: LearnType, id: number, body: Record<string, unknown>) =>
      send('PATCH', `${learnBase(type)}/${id}/`, body),

    /** Creates an item (published unless `status` says otherwise) and returns its record. */
    async created(type: LearnType, overrides: Record<string, unknown> = {}): Promise<LearnWire> {
      return saved(await api.create(type, { status: 1, ...overrides }), 201);
    },

    async remove(type: LearnType, id: number) {
      const response = await ctx.t.app.inject({
        method: 'DELETE',
        url: `${learnBase(type)}/${id}/`,
        headers: ctx.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
    },

    /** A new category (active unless `status: 0`), by the categories API; returns its id. */
    async category(name: string, categoryType: CategoryTypeValue = 2, extra: Record<string, unknown> = {}) {
      const response = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/categories/',
        headers: ctx.auth,
        payload: { name, categoryType, ...extra },
      });
      return saved<{ id: number }>(response, 201).id;
    },

    /** A public GET (no token): its JSON body. */
    async read<T = unknown>(url: string, status = 200): Promise<{ success: boolean; message?: string; data: T }> {
      const response = await ctx.t.app.inject({ url });
      expect(response.statusCode, response.body).toBe(status);
      return response.json();
    },
  };
  return api;
}

/** The saved record of a successful answer. */
export function saved<T = LearnWire>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().data as T;
}

/** A failure whose errors name `field` with exactly `message`. */
export function refused(response: LightMyRequestResponse, field: string, message: string, status = 400): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.success).toBe(false);
  expect(body.errors?.[field], response.body).toBe(message);
}
