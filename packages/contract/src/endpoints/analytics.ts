import { fail, ok } from '../api.ts';
import { analyticsAnswerSchema, analyticsQuerySchema } from '../analytics.ts';
import { endpoint } from '../endpoint.ts';
import { csvAnswer } from './submissions.ts';

/**
 * Issue 40 (decision 082): the site's figures over a range of days, for editors and
 * administrators, read from the rollups the server counts into.
 */
const tags = ['analytics'];
const failures = { 400: fail, 401: fail };

export const analyticsSummary = endpoint({
  method: 'GET',
  path: '/analytics/',
  access: 'editor',
  tags,
  summary: 'Page views, visitors, pages, referrers, devices, searches, forms and a series per day, over a range',
  description:
    'from and to are whole days (UTC), both included, at most 731 days apart. Visitors are unique per day ' +
    '(no cookie: an id made from the day’s secret, the address and the browser, never stored) and added up over the range.',
  query: analyticsQuerySchema,
  responses: { 200: ok(analyticsAnswerSchema), ...failures },
});

export const analyticsExport = endpoint({
  method: 'GET',
  path: '/analytics/export/',
  access: 'editor',
  tags,
  summary: 'The same figures as CSV: one row per figure, section by section',
  query: analyticsQuerySchema,
  responses: { 200: csvAnswer, ...failures },
});
