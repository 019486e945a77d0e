import { z } from 'zod';
import { fail } from '../api.ts';
import { endpoint } from '../endpoint.ts';

/**
 * The rich-text editor's image upload: multipart only, its one field `file` required (the
 * server's body schema makes it so; an endpoint's file fields are otherwise optional). An
 * administrator's: the spec's client sent no token (DESIGN.md, "Decisions").
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
