import { z } from 'zod';
import { fail, idParam, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import {
  importJobSchema,
  importRunBodySchema,
  importStartBodySchema,
  importStartedSchema,
  ImportStatuses,
} from '../imports.ts';

/**
 * Issue 38 (decision 079): importing a WordPress export. Administrators only; the work runs as a
 * job in the background, so the calls answer 202 and the job is read until it is done.
 */

const tags = ['imports'];

export const startWordPressImport = endpoint({
  method: 'POST',
  path: '/imports/wordpress/',
  access: 'admin',
  tags,
  summary:
    'Starts importing a WordPress export (multipart `file`, up to 200 MB; `uploads`, a zip of wp-content/uploads; `picture`, for posts without one), or a dry run',
  description:
    'The export is streamed to disk and read by a job; `dryRun` reads it and reports what an import would do. ' +
    'The answer is 202 with the job to read at GET /imports/{id}/.',
  body: importStartBodySchema,
  // The route gives `file` its own limit (IMPORT_MAX_BYTES) and `uploads` the larger upload limit.
  files: { file: 'video', uploads: 'video', picture: 'image' },
  responses: { 202: ok(importStartedSchema), 400: fail, 401: fail, 403: fail, 413: fail, 415: fail },
});

export const runWordPressImport = endpoint({
  method: 'POST',
  path: '/imports/:id/run/',
  access: 'admin',
  tags,
  summary: 'Imports for real what a finished dry run read, with the mapping chosen on its report',
  params: idParam,
  body: importRunBodySchema,
  files: { picture: 'image' },
  responses: { 202: ok(importStartedSchema), 400: fail, 401: fail, 403: fail, 404: fail, 409: fail },
});

export const getImport = endpoint({
  method: 'GET',
  path: '/imports/:id/',
  access: 'admin',
  tags,
  summary: 'An import: its status, progress, counts per kind and the report of what was not imported and why',
  params: idParam,
  responses: { 200: ok(importJobSchema), 400: fail, 401: fail, 403: fail, 404: fail },
});

export const listImports = endpoint({
  method: 'GET',
  path: '/imports/',
  access: 'admin',
  tags,
  summary: 'The latest imports, newest first',
  responses: {
    200: ok(
      z.array(
        z.object({
          id: z.number(),
          status: z.enum(ImportStatuses),
          dryRun: z.boolean(),
          fileName: z.string(),
          createdAt: z.string(),
          finishedAt: z.string().nullable(),
        }),
      ),
    ),
    401: fail,
    403: fail,
  },
});
