import { z } from 'zod';
import { idParam } from './api.ts';
import { isSitePath } from './form.ts';
import { LearnTypes } from './learn.ts';

/**
 * Issue 40 (decision 082): the site's figures, counted on the server without a cookie or a
 * script, read by editors and administrators from rollups.
 */

/** The longest range one call reads, in days (both ends included): two years and a leap day. */
const ANALYTICS_MAX_DAYS = 731;

/** How a device is classed from its user agent. */
const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The public forms whose submissions are counted, by the key their inbox has. */
export const ANALYTICS_FORMS = ['contact-us', 'requestedappointments', 'mailinglists'] as const;
export type AnalyticsForm = (typeof ANALYTICS_FORMS)[number];

const DAY_MS = 86_400_000;

const day = (name: string) =>
  z
    .string({ error: `${name} must be a date as YYYY-MM-DD.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD.`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${name} must be a real date.`);

/** Days between two YYYY-MM-DD dates, both included. */
function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A range of whole days (UTC), both ends included. */
export const analyticsQuerySchema = z
  .strictObject({ from: day('from'), to: day('to') })
  .superRefine(({ from, to }, ctx) => {
    if (from > to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from.' });
    else if (daysInRange(from, to) > ANALYTICS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `A range is at most ${ANALYTICS_MAX_DAYS} days.` });
  });

export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

const count = z.number().int().nonnegative();

export const analyticsAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  pageviews: count,
  /** Unique visitors of each day, added up: a visitor's id changes every day, by design. */
  visitors: count,
  pages: z.array(z.object({ path: z.string(), title: z.string().nullable(), pageviews: count, visitors: count })),
  /** Where visitors came from: utm_source when the address has one, else the referring site; '' is direct. */
  referrers: z.array(z.object({ source: z.string(), pageviews: count, visitors: count })),
  devices: z.array(z.object({ device: z.enum(DEVICE_CLASSES), pageviews: count, visitors: count })),
  campaigns: z.array(
    z.object({ source: z.string(), medium: z.string(), campaign: z.string(), pageviews: count, visitors: count }),
  ),
  /** Site searches, those that found nothing first; `results` is null until a search has run. */
  searches: z.array(z.object({ query: z.string(), count, results: count.nullable() })),
  forms: z.object({
    /** Submissions per form. */
    totals: z.array(z.object({ form: z.enum(ANALYTICS_FORMS), submissions: count })),
    /** Per form and the page it was sent from, with the share of that page's visitors who sent it. */
    pages: z.array(
      z.object({
        form: z.enum(ANALYTICS_FORMS),
        path: z.string(),
        submissions: count,
        visitors: count,
        conversion: z.number(),
      }),
    ),
  }),
  series: z.array(z.object({ day: z.string(), pageviews: count, visitors: count })),
  /** A one-day range's page views per hour (UTC, 'YYYY-MM-DDTHH'); empty for longer ranges. */
  hours: z.array(z.object({ hour: z.string(), pageviews: count })),
});

export type AnalyticsAnswer = z.infer<typeof analyticsAnswerSchema>;

/** A campaign's dimension value: its three utm parameters, with a separator no address holds. */
export const CAMPAIGN_SEPARATOR = '\u001f';

export const AnalyticsFormLabels: Record<AnalyticsForm, string> = {
  'contact-us': 'Contact Us',
  requestedappointments: 'Requested Appointments',
  mailinglists: 'Mailing List',
};

export const DeviceLabels: Record<DeviceClass, string> = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' };

/** The dashboard's texts (ours). */
export const DashboardTexts = {
  title: 'Dashboard',
  navLabel: 'Dashboard',
  intro: 'Who reads the site, what they read and what they look for. Counted on the server, without cookies.',
  periods: { today: 'Today', '7d': '7 days', '30d': '30 days' },
  period: 'Period',
  visitors: 'Visitors',
  pageviews: 'Page views',
  previous: 'previous period',
  versusPrevious: (change: string) => `${change} on the previous period`,
  noPrevious: 'nothing in the previous period',
  chartTitle: 'Visitors and page views per day',
  hoursTitle: 'Page views per hour today (UTC)',
  hoursTable: 'The figures per hour',
  hour: 'Hour',
  chartTable: 'The figures per day',
  day: 'Day',
  topContent: 'Top content',
  page: 'Page',
  referrers: 'Where visitors come from',
  source: 'Source',
  direct: 'Direct or unknown',
  devices: 'Devices',
  device: 'Device',
  searchesNotFound: 'Searches that found nothing',
  searchesHint: 'What visitors looked for and did not find: what to write next.',
  query: 'Search',
  times: 'Times',
  forms: 'Forms sent',
  form: 'Form',
  submissions: 'Submissions',
  conversion: 'Of the page’s visitors',
  waiting: 'Waiting for you',
  newContact: 'New contact messages',
  newAppointments: 'New appointment requests',
  scheduled: 'Scheduled posts',
  noScheduled: 'Nothing is scheduled.',
  newsletters: 'Last newsletters',
  noNewsletters: 'No newsletter yet.',
  nothingYet: 'Nothing counted in this period yet.',
  export: 'Export CSV',
  loadFailed: 'Unable to load the figures. Please try again.',
} as const;

/** How many days a learn item's own figures cover, today included (decision 089). */
export const ITEM_FIGURES_DAYS = 30;

/** Which learn item's figures: its type and id. */
export const learnItemFiguresParamsSchema = idParam.extend({ type: z.enum(LearnTypes) });

/** A learn item's own figures over the last ITEM_FIGURES_DAYS days (decision 089). */
export const learnItemFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The item's addresses read: its current one first, then the old ones that now redirect to it. */
  paths: z.array(z.string()),
  pageviews: count,
  /** Each day's unique visitors of the item's addresses, added up. */
  visitors: count,
  /** Every day of the range, zeros included, oldest first. */
  series: z.array(z.object({ day: z.string(), pageviews: count, visitors: count })),
});

export type LearnItemFigures = z.infer<typeof learnItemFiguresSchema>;

/** The learn form's panel of the item's own figures (ours). */
export const ItemFiguresTexts = {
  title: `Readers in the last ${ITEM_FIGURES_DAYS} days`,
  visitors: 'Visitors',
  pageviews: 'Page views',
  table: 'The figures per day',
  day: 'Day',
  oldPaths: (paths: string) => `Old addresses counted too: ${paths}`,
  loadFailed: 'Unable to load this item’s figures.',
  notFound: 'No learn item of this type has this id.',
} as const;

/** The beacon's refusals (ours). */
export const AnalyticsBeaconTexts = {
  tooMany: 'Too many page views from this address. Please wait a minute.',
  badToken: 'token is not the token of this page.',
} as const;

/** The longest location search and referrer a beacon carries: far above a real one. */
const BEACON_TEXT_MAX = 1024;

/**
 * One page view sent by the beacon island (decision 089), for sites whose pages a CDN answers:
 * the page's own path and the token the server signed it with when it rendered the page, so only
 * a page the site rendered can be counted, and the location's query (utm_*, a search's q) and
 * referrer a server would have read from the page's request.
 */
export const analyticsBeaconBodySchema = z.strictObject({
  path: z.string().max(300).refine(isSitePath, 'path must be a path of this site.'),
  token: z.string().regex(/^[\w-]{22}$/, AnalyticsBeaconTexts.badToken),
  search: z
    .string()
    .max(BEACON_TEXT_MAX)
    .regex(/^(\?[^\s#]*)?$/, 'search must be the page address’s query.')
    .optional(),
  referrer: z.string().max(BEACON_TEXT_MAX).optional(),
});

export type AnalyticsBeaconBody = z.output<typeof analyticsBeaconBodySchema>;

/** The beacon's body limit, in bytes: the schema's longest body with room for JSON's escapes. */
export const ANALYTICS_BEACON_BODY_BYTES = 4096;
