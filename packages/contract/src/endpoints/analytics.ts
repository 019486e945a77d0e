import { fail, ok } from '../api.ts';
import { z } from 'zod';
import {
  analyticsAnswerSchema,
  analyticsBeaconBodySchema,
  analyticsQuerySchema,
  learnItemFiguresParamsSchema,
  learnItemFiguresSchema,
} from '../analytics.ts';
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

export const analyticsLearnItem = endpoint({
  method: 'GET',
  path: '/analytics/learn/:type/:id/',
  access: 'editor',
  tags,
  summary: 'A learn item’s page views and visitors over the last 30 days, per day',
  description:
    'Read from the rollups by the item’s addresses: its current one and those it had before a slug change, ' +
    'which now redirect (and are counted no more). 404 when no item of that type has the id.',
  params: learnItemFiguresParamsSchema,
  responses: { 200: ok(learnItemFiguresSchema), 400: fail, 401: fail, 404: fail },
});

export const analyticsBeacon = endpoint({
  method: 'POST',
  path: '/analytics/beacon/',
  access: 'public',
  tags,
  summary: 'One page view, sent by the site’s beacon (ANALYTICS_BEACON=true, for a site behind a CDN)',
  description:
    'A JSON body of at most 4 KB: the page’s path and the token its page carries, the location’s query and ' +
    'the referrer. Counted by the same rules as a page the server answers (bots, DNT, Sec-GPC, the day’s visitor id); ' +
    '`counted` is false when the beacon is off or the visitor is not counted. Rate-limited per address.',
  body: analyticsBeaconBodySchema,
  responses: { 202: ok(z.object({ counted: z.boolean() })), 400: fail, 413: fail, 415: fail, 429: fail },
});
