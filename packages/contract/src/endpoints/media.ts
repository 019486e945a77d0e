import { z } from 'zod';
import { fail, idParam, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import { localeQueryShape } from '../locales.ts';
import {
  mediaItemSchema,
  mediaListQuerySchema,
  mediaPatchBodySchema,
  mediaUploadBodySchema,
} from '../media-library.ts';

/**
 * The rich-text editor's image upload: multipart only, its one field `file` required (the
 * server's body schema makes it so; an endpoint's file fields are otherwise optional). An
 * administrator's: the spec's client sent no token (docs/architecture.md, "Decisions where the spec is silent").
 */
export const editorImageUpload = endpoint({
  method: 'POST',
  path: '/ckeditor/images/',
  access: 'editor',
  tags: ['media'],
  summary: "The rich-text editor's image upload: a JPEG or PNG, answered with its path",
  body: z.object({}),
  files: { file: 'image' },
  responses: {
    201: z.object({
      success: z.literal(true),
      data: z.object({ url: z.string() }),
      // The spec's client reads `url` at the top level; `data.url` keeps the usual envelope.
      url: z.string(),
    }),
    400: fail,
    401: fail,
    413: fail,
    415: fail,
  },
});

const tags = ['media'];
const item = ok(mediaItemSchema);

/** The media library (decision 038): a page of files, newest first, each with where it is used. */
export const mediaList = endpoint({
  method: 'GET',
  path: '/media/',
  access: 'editor',
  tags,
  summary: 'Stored files, newest first, by name or alt text and kind, each with its uses',
  query: mediaListQuerySchema,
  responses: { 200: ok(z.object({ items: z.array(mediaItemSchema), total: z.number() })), 400: fail, 401: fail },
});

/** One file into the library: its kind decided by its bytes (an image, a video). */
export const mediaUpload = endpoint({
  method: 'POST',
  path: '/media/',
  access: 'editor',
  tags,
  summary: 'Uploads one file (multipart `file`) with its alt text or decorative flag',
  body: mediaUploadBodySchema,
  // The larger limit: an image is held to its own once its bytes say it is one.
  files: { file: 'video' },
  responses: { 201: item, 400: fail, 401: fail, 413: fail, 415: fail },
});

export const mediaUpdate = endpoint({
  method: 'PATCH',
  path: '/media/:id/',
  access: 'editor',
  tags,
  summary: "Changes a file's alt text (in `?locale=`'s language, decision 100) or decorative flag",
  params: idParam,
  query: z.strictObject(localeQueryShape),
  body: mediaPatchBodySchema,
  responses: { 200: item, 400: fail, 401: fail, 404: fail },
});

export const mediaReplace = endpoint({
  method: 'POST',
  path: '/media/:id/replace/',
  access: 'editor',
  tags,
  summary: 'Replaces a file with new bytes of the same kind; every record, text and revision using it follows',
  params: idParam,
  body: z.object({}),
  files: { file: 'video' },
  responses: { 200: item, 400: fail, 401: fail, 404: fail, 413: fail, 415: fail },
});

export const mediaRemove = endpoint({
  method: 'DELETE',
  path: '/media/:id/',
  access: 'editor',
  tags,
  summary: 'Deletes an unused file (409 while a record, text or revision uses it)',
  params: idParam,
  responses: { 200: ok(z.object({ id: z.number() })), 400: fail, 401: fail, 404: fail, 409: fail },
});

/**
 * The written alt texts of these images, for the public pages (decision 038): one read per page,
 * whatever the number of images. A path without a written alt is left out (the page keeps its own
 * fallback); a decorative image answers ''. In another language (`?locale=`, decision 100) an
 * image's alt is that language's, else the default language's, its path then in `untranslated`.
 */
export const mediaAlts = endpoint({
  method: 'GET',
  path: '/media/alts/',
  access: 'public',
  tags,
  summary: 'The alt texts of stored images by path (comma-separated), for the public pages',
  query: z.strictObject({ paths: z.string().max(20_000, 'paths is too long.').default(''), ...localeQueryShape }),
  responses: {
    200: ok(z.object({ alts: z.record(z.string(), z.string()), untranslated: z.array(z.string()) })),
    400: fail,
  },
});
