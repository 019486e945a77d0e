import { z } from 'zod';
import { fail, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import {
  articleSchema,
  blogSchema,
  learnCategoryCountsQuerySchema,
  learnFeedCountQuerySchema,
  learnFeedItemSchema,
  learnFeedQuerySchema,
  LearnKeys,
  learnMovedSchema,
  type LearnType,
  podcastSchema,
  recentContentQuerySchema,
  videoSchema,
} from '../learn.ts';
import { idParam } from '../api.ts';
import { localeQueryShape } from '../locales.ts';

/** The public reads of learn content (requirements 3 §7): no token, published items only. */

const slugParam = z.object({ slug: z.string().min(1).max(200) });
/** Decision 090: the public site's page in another language reads its text in it. */
const localeQuery = z.strictObject(localeQueryShape);
const feed = ok(z.array(learnFeedItemSchema));
const tags = ['learn'];

/** One type's reads by slug: the item, and the items related to it; an old slug answers 301. */
function slugReads<const K extends string, const R extends z.ZodType>(type: LearnType, key: K, record: R) {
  return {
    bySlug: endpoint({
      method: 'GET',
      path: `/${key}/slug/:slug/`,
      access: 'public',
      tags: [key],
      summary: `A published ${type} by its slug; an old slug answers 301 with the current address`,
      params: slugParam,
      query: localeQuery,
      responses: { 200: ok(record), 301: learnMovedSchema, 404: fail, 410: fail },
    }),
    related: endpoint({
      method: 'GET',
      path: `/${key}/slug/:slug/related/`,
      access: 'public',
      tags: [key],
      summary: `Published ${type}s sharing a category with this one, newest first, at most 9`,
      params: slugParam,
      query: localeQuery,
      responses: { 200: ok(z.array(record)), 301: learnMovedSchema, 404: fail, 410: fail },
    }),
  };
}

export const learnSlugReads = {
  blog: slugReads('blog', LearnKeys.blog, blogSchema),
  article: slugReads('article', LearnKeys.article, articleSchema),
  video: slugReads('video', LearnKeys.video, videoSchema),
  podcast: slugReads('podcast', LearnKeys.podcast, podcastSchema),
} as const;

export const learnFeed = endpoint({
  method: 'GET',
  path: '/learn-content/',
  access: 'public',
  tags,
  summary: 'Published blogs, articles, videos and podcasts in one list, filtered and paged',
  query: learnFeedQuerySchema,
  responses: { 200: feed },
});

export const learnFeedCount = endpoint({
  method: 'GET',
  path: '/learn-content/count/',
  access: 'public',
  tags,
  summary: 'How many published items the learn feed has with these filters',
  query: learnFeedCountQuerySchema,
  responses: { 200: ok(z.object({ count: z.number() })) },
});

export const learnCategoryCounts = endpoint({
  method: 'GET',
  path: '/learn-content/category-counts/',
  access: 'public',
  tags,
  summary: 'How many published items each category has within these media types (ours: the learn filter’s counts)',
  query: learnCategoryCountsQuerySchema,
  responses: { 200: ok(z.array(z.object({ category: z.number(), count: z.number() }))) },
});

export const recentContent = endpoint({
  method: 'GET',
  path: '/recent-content/',
  access: 'public',
  tags,
  summary: 'The newest published items of the Recent Content category (1 featured + 3 by default)',
  query: recentContentQuerySchema,
  responses: { 200: feed },
});

/**
 * Decision 090: an item's slug in a language other than the default (`?locale=fr`), so that
 * `/fr/blogs/<its French slug>` is its French page; '' removes it. Unique in each language
 * among every learn item's slugs. Decision 096: read by the translation form, which shows and
 * saves it beside the texts; a change keeps the language's old address as a redirect.
 */
function localeSlug<const K extends string>(type: LearnType, key: K) {
  const common = {
    path: `/${key}/:id/slug/`,
    access: 'editor',
    tags: [key],
    params: idParam,
    query: z.strictObject({ locale: localeQueryShape.locale.unwrap() }),
  } as const;
  const answer = ok(z.object({ locale: z.string(), slug: z.string() }));
  return {
    get: endpoint({
      ...common,
      method: 'GET',
      summary: `A ${type}’s slug in a language other than the default ('' when it has none there)`,
      responses: { 200: answer, 400: fail, 401: fail, 404: fail },
    }),
    put: endpoint({
      ...common,
      method: 'PUT',
      summary: `Sets a ${type}’s slug in a language other than the default ('' removes it)`,
      body: z.strictObject({ slug: z.string().max(200) }),
      responses: { 200: answer, 400: fail, 401: fail, 404: fail, 409: fail },
    }),
  };
}

export const learnLocaleSlugs = {
  blog: localeSlug('blog', LearnKeys.blog),
  article: localeSlug('article', LearnKeys.article),
  video: localeSlug('video', LearnKeys.video),
  podcast: localeSlug('podcast', LearnKeys.podcast),
} as const;
