import { z } from 'zod';
import { withFormat } from './documented.ts';

/**
 * Scheduled publishing (issue 20 item 3, decision 034): learn items and hero sliders may carry
 * `publish_at` and `unpublish_at`, ISO 8601 instants on the wire (either may be empty). What the
 * public sees is decided by `isLiveAt`; the server's SQL says the same thing
 * (apps/server/src/db/visibility.ts).
 */

export const ScheduleMessages = {
  instantInvalid: 'Enter a date and time (ISO 8601 with a time zone, e.g. 2026-12-01T09:00:00Z).',
  unpublishBeforePublish: 'Unpublish at must be later than publish at.',
  /** The display date may be the publish day at the latest, when the item has one. */
  dateAfterPublishDay: 'The date cannot be later than the publish day.',
} as const;

export const ScheduleTexts = {
  publishAtLabel: 'Publish at',
  unpublishAtLabel: 'Unpublish at',
  /** Under the inputs: in which zone they are read. */
  zoneHint: (zone: string) => `In ${zone}. Leave empty to publish at once / never unpublish.`,
  scheduledTab: 'Scheduled',
  /** The badge of a published item whose publish_at is in the future. */
  scheduledBadge: (when: string) => `Scheduled for ${when}`,
  /** The badge of a published item whose unpublish_at has passed. */
  endedBadge: (when: string) => `Unpublished since ${when}`,
} as const;

/** An instant with its zone ('Z' or ±hh:mm), seconds and fractions optional. */
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** The instant as the database keeps it (UTC, milliseconds: sortable text), or undefined if none. */
export function normalizeInstant(value: string): string | undefined {
  if (!instantPattern.test(value)) return undefined;
  // A real calendar day and time of day (Date would roll '02-30' over into March).
  const [y, m, d, h, min] = value.split(/[-T:]/).map(Number) as [number, number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d || h > 23 || min > 59) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const year = date.getUTCFullYear();
  return year < 2000 || year > 9999 ? undefined : date.toISOString();
}

/** publish_at or unpublish_at in a create or update (JSON or multipart): '' or null clears it. */
export const scheduleInstant = withFormat(
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value === null ? '' : value),
    z.string({ error: ScheduleMessages.instantInvalid }).transform((value, ctx) => {
      if (value === '') return null;
      const normal = normalizeInstant(value);
      if (normal) return normal;
      ctx.addIssue({ code: 'custom', message: ScheduleMessages.instantInvalid });
      return z.NEVER;
    }),
  ),
  'date-time',
  {
    clearable: true,
    description: "An instant with its offset (the seconds may be left out), kept in UTC; '' or null for none.",
  },
);

/** The writable fields. */
export const scheduleFields = { publish_at: scheduleInstant, unpublish_at: scheduleInstant };

/** The list and count filter of the Scheduled tab: published records whose publish_at is still to come. */
export const scheduledFilter = z
  .enum(['true', 'false'], { error: 'scheduled must be true or false.' })
  .transform((value) => value === 'true');

type Scheduled = { status: number; publish_at?: string | null; unpublish_at?: string | null };

/** Published, and within its window at `now`: what the public site, feeds and sitemap show. */
export function isLiveAt(record: Scheduled, now: Date): boolean {
  const at = now.toISOString();
  return (
    record.status === 1 &&
    (!record.publish_at || record.publish_at <= at) &&
    (!record.unpublish_at || record.unpublish_at > at)
  );
}

/** Published, with a publish_at still to come: the back office's "Scheduled". */
export function isScheduledAt(record: Scheduled, now: Date): boolean {
  return record.status === 1 && !!record.publish_at && record.publish_at > now.toISOString();
}

/** Published, with an unpublish_at that has passed. */
export function hasEndedAt(record: Scheduled, now: Date): boolean {
  return record.status === 1 && !!record.unpublish_at && record.unpublish_at <= now.toISOString();
}

/** Cross-field rule on the merged record: the window must not be empty. */
export function scheduleRules(s: { publishAt?: string | null; unpublishAt?: string | null }): Record<string, string> {
  if (s.publishAt && s.unpublishAt && s.unpublishAt <= s.publishAt) {
    return { unpublish_at: ScheduleMessages.unpublishBeforePublish };
  }
  return {};
}

// ---------------------------------------------------------------------------------------------
// The organisation's time zone (ORG_TIMEZONE): how the back office shows and reads these instants.

/**
 * The name to store for a zone the runtime knows (decision 061): as written when it is spelled
 * as IANA names are ('Europe/Paris', 'US/Pacific', 'UTC'), the runtime's own spelling when not
 * ('europe/paris' becomes 'Europe/Paris'); null for an unknown zone or a bare offset ('+05:00'),
 * which is no zone: it keeps no daylight-saving rules.
 */
export function zoneName(zone: string): string | null {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  if (/^[+-]/.test(resolved)) return null;
  return /^[A-Z][A-Za-z0-9_+-]*(\/[A-Z0-9][A-Za-z0-9_+-]*)*$/.test(zone) ? zone : resolved;
}

/**
 * One formatter per zone: making an Intl.DateTimeFormat costs about a hundred times what formatting
 * with it does (a learn item's page converts its dates several times per render; decision 056).
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    // Zones come from the configuration and the settings: a handful; a bad one throws above.
    if (zoneFormats.size < 64) zoneFormats.set(timeZone, format);
  }
  return format;
}

type ZoneParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/**
 * The same instants come up on every render of the same content (a page's dates in its JSON-LD
 * and meta): their parts are kept, up to a bound (formatToParts was ~1% of an uncached render).
 */
const zonePartsSeen = new Map<string, Readonly<ZoneParts>>();
const ZONE_PARTS_KEPT = 4096;

function zoneParts(date: Date, timeZone: string): Readonly<ZoneParts> {
  const key = `${timeZone} ${date.getTime()}`;
  let parts = zonePartsSeen.get(key);
  if (parts === undefined) {
    const formatted = zoneFormat(timeZone).formatToParts(date);
    const get = (type: string) => Number(formatted.find((p) => p.type === type)?.value);
    parts = Object.freeze({
      year: get('year'),
      month: get('month'),
      day: get('day'),
      hour: get('hour'),
      minute: get('minute'),
      second: get('second'),
    });
    if (zonePartsSeen.size >= ZONE_PARTS_KEPT) zonePartsSeen.clear();
    zonePartsSeen.set(key, parts);
  }
  return parts;
}

/** The zone's offset from UTC at `date`, in minutes. */
function offsetMinutes(date: Date, timeZone: string): number {
  const p = zoneParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as a `datetime-local` value in the zone: 'yyyy-MM-ddTHH:mm'. */
export function toZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = zoneParts(date, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * A `datetime-local` value read in the zone, as an ISO instant ('' for none; undefined when it is
 * not a date and time). A wall time skipped by a clock change reads as the instant an hour on.
 */
export function fromZonedInput(value: string, timeZone: string): string | '' | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!value.trim()) return '';
  if (!m) return undefined;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // The offset at the wall time read as UTC, then once more at the instant found (clock changes).
  let instant = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  instant = wall - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant).toISOString();
}

/**
 * An instant as ISO 8601 with the zone's offset ('2026-03-15T09:00:00+01:00'), or a calendar
 * date (yyyy-MM-dd) as midnight in the zone: what schema.org's dates want (decision 048).
 */
export function zonedIso(value: string, timeZone: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const instant = day ? fromZonedInput(`${value}T00:00`, timeZone) : value;
  const date = new Date(instant || value);
  if (Number.isNaN(date.getTime())) return value;
  const offset = offsetMinutes(date, timeZone);
  const p = zoneParts(date, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant as the back office reads it, in the zone: 'Dec 1, 2026, 9:00 AM'. */
export function formatInZone(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The latest display date (yyyy-MM-dd) a learn item may carry: today somewhere on Earth
 * (UTC+14, as `latestToday`), or its publish day when publish_at is later.
 */
export function latestLearnDate(now: Date, publishAt?: string | null): string {
  const from = publishAt && publishAt > now.toISOString() ? new Date(publishAt) : now;
  return new Date(from.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}
