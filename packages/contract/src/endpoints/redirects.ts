import { z } from 'zod';
import { fail, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import { redirectFields, redirectImportSchema, redirectSchema, redirectSortKeys } from '../redirects.ts';
import { resourceEndpoints } from '../resource-endpoints.ts';
import { csvAnswer } from './submissions.ts';

/** Decision 078: redirects, a list resource for administrators only. */
export const redirectsEndpoints = resourceEndpoints({
  key: 'redirects',
  noun: 'Redirect',
  // A redirect can take any address of the site away: a setting, not content (decision 035).
  access: 'admin',
  record: redirectSchema,
  ...redirectFields.spec,
  sortKeys: redirectSortKeys,
  // Its `status` is its HTTP status: no publishing; the order is the order added; delete is for real.
  operations: { setStatus: false, reorder: false },
  hardDelete: true,
});

const tags = ['redirects'];

export const redirectsExport = endpoint({
  method: 'GET',
  path: '/redirects/export.csv',
  access: 'admin',
  tags,
  summary: 'Every redirect, as CSV',
  description: 'Columns from, to, status, hits and last_hit_at, by address; the import reads the file back.',
  responses: { 200: csvAnswer },
});

export const redirectsImport = endpoint({
  method: 'POST',
  path: '/redirects/import/',
  access: 'admin',
  tags,
  summary: 'Adds or updates redirects from a CSV file, all or none',
  description:
    'The file as text: one redirect per line (from, to, status; 301 when status is empty), an optional first line naming the columns. Every line is checked as a create is; when any is refused, nothing is written and the 400 names each bad line in `errors` ("line 3": why). An address already redirected takes the file’s target and status.',
  body: z.strictObject({ csv: z.string({ error: 'csv must be the file’s text.' }) }),
  responses: { 200: ok(redirectImportSchema), 400: fail, 401: fail, 403: fail },
});
