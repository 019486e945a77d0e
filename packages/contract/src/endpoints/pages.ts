import { z } from 'zod';
import { fail, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import { learnMovedSchema } from '../learn.ts';
import { revisionEndpoints, revisionParam } from '../revisions.ts';
import { staleAnswer } from '../versions.ts';
import {
  foldBodySchema,
  foldDeleteBodySchema,
  foldReorderBodySchema,
  pageMetaBodySchema,
  pageSchema,
  pagesCountQuerySchema,
  pagesQuerySchema,
  publicPageSchema,
  pageTextsBodySchema,
  pageTextsInSchema,
} from '../pages.ts';
import { localeQueryShape } from '../locales.ts';

/**
 * Page settings (requirements 3 §7 Admin and Public; decision 015): the admin's list of pages, their
 * meta and the default pages' folds; the public read of a page's meta and shown folds by slug.
 * `count` and `reorder` are words of these routes, never a page's slug (ReservedSlugs).
 */

const tags = ['pages'];
/** A default page's route name or a learn item's slug (longer ones simply match nothing). */
const pageSlug = z.string().min(1).max(200);
const pageAnswer = ok(pageSchema);
/**
 * Decision 088: a save, a fold's delete and a reorder with `If-Match` of a version the page is no
 * longer at change nothing and answer 412 with the page now; their answers carry the new version
 * in `ETag`.
 */
const failures = { 401: fail, 404: fail, 412: staleAnswer(pageSchema) };

export const listPages = endpoint({
  method: 'GET',
  path: '/pages/',
  access: 'editor',
  tags,
  summary:
    'The default pages with their folds; with pageType, a page of that learn type’s items (drafts too) with their meta',
  query: pagesQuerySchema,
  responses: { 200: ok(z.array(pageSchema)), 401: fail },
});

export const countPages = endpoint({
  method: 'GET',
  path: '/pages/count/',
  access: 'editor',
  tags,
  summary: 'How many pages there are: the default pages and every learn item’s, or those of one pageType',
  query: pagesCountQuerySchema,
  responses: { 200: ok(z.object({ count: z.number() })), 401: fail },
});

/**
 * The read, the saves and the revisions name a page by one parameter, `customUrl` (the record's
 * field): one path template per path, which an OpenAPI document needs (issue 36). For the read it
 * is the slug the site shows, a current or an old one.
 */
export const publicPage = endpoint({
  method: 'GET',
  path: '/pages/:customUrl/',
  access: 'public',
  tags,
  summary:
    'A page’s meta by its customUrl (public): a default page with its shown folds by position, or a published learn item by its slug; an old slug answers 301',
  params: z.object({ customUrl: pageSlug }),
  // Decision 096: a default page's meta in the public site's page language, a learn item by its slug there.
  query: z.strictObject(localeQueryShape),
  responses: { 200: ok(publicPageSchema), 301: learnMovedSchema, 400: fail, 404: fail },
});

/** A page's texts in one language (decisions 096, 101): the page, and the language, which is required. */
const pageTexts = {
  path: '/pages/:customUrl/texts/',
  access: 'editor',
  tags,
  params: z.object({ customUrl: pageSlug }),
  query: z.strictObject({ locale: localeQueryShape.locale.unwrap() }),
} as const;

/**
 * Decision 096: a page's meta texts in a language other than the default, written by the Pages
 * screen's translation view ('' removes one); the page's version as for its meta (If-Match,
 * decision 088). A default page's, and a learn item's own page's, named by its default slug
 * (decision 101); each save keeps a revision of the language's texts.
 */
export const savePageTexts = endpoint({
  ...pageTexts,
  method: 'PATCH',
  summary:
    'Saves a page’s meta texts (a default page’s or a learn item’s) in a language other than the default (’’ removes one), keeping a revision in that language',
  body: pageTextsBodySchema,
  responses: { 200: pageAnswer, 400: fail, ...failures },
});

/**
 * Decision 101: the same texts as the translation view opens them, for editors (a draft item's page
 * too, which the public read does not answer): the language's, the default's where it has none.
 */
export const pageTextsIn = endpoint({
  ...pageTexts,
  method: 'GET',
  summary:
    'A page’s meta texts in a language other than the default, the default language’s where it has none (named in untranslated)',
  responses: { 200: ok(pageTextsInSchema), 400: fail, 401: fail, 404: fail },
});

/** PATCH takes meta or a fold, told apart by the `fold` key (requirements 3 §7). */
export const savePage = endpoint({
  method: 'PATCH',
  path: '/pages/:customUrl/',
  access: 'editor',
  tags,
  summary:
    'Saves a page’s meta (a learn item’s customUrl may change its slug), or adds (fold.id 0) or edits one of a default page’s folds',
  params: z.object({ customUrl: pageSlug }),
  body: z.union([pageMetaBodySchema, foldBodySchema]),
  responses: { 200: pageAnswer, 400: fail, 409: fail, ...failures },
});

export const deleteFold = endpoint({
  method: 'DELETE',
  path: '/pages/:customUrl/',
  access: 'editor',
  tags,
  summary: 'Deletes one of a default page’s folds (for good); the others are renumbered from 1',
  params: z.object({ customUrl: pageSlug }),
  body: foldDeleteBodySchema,
  responses: { 200: pageAnswer, ...failures },
});

export const reorderFolds = endpoint({
  method: 'POST',
  path: '/pages/reorder/',
  access: 'editor',
  tags,
  summary: 'Orders a default page’s folds: every fold once, renumbered from 1 in the order of the positions sent',
  body: foldReorderBodySchema,
  responses: { 200: pageAnswer, ...failures },
});

/**
 * A page's revisions (decision 033): every save of its meta (and a default page's folds) keeps
 * one; restore saves one back. The page is named by its customUrl, as the saves name it. A save
 * of its texts in a language keeps one in that language (decision 101), listed with `?locale=`
 * and restored in that language alone.
 */
const pageParams = z.object({ customUrl: pageSlug });
export const {
  revisions: pageRevisions,
  revision: pageRevision,
  restoreRevision: restorePageRevision,
} = revisionEndpoints(
  '/pages/:customUrl',
  pageParams,
  pageParams.extend(revisionParam),
  pageSchema,
  tags,
  'editor',
  true,
);
