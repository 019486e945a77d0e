import type { AnalyticsForm } from '@atrium/contract/analytics';
import type { Visit } from './visit.ts';

/** The dimensions a day's views and visitors are counted by ('site' has the one value ''). */
export type Dimension = 'site' | 'page' | 'source' | 'device' | 'campaign';

/** What was counted since the last batch was written, keyed as the rollups are. */
export type Batch = {
  /** hour ('YYYY-MM-DDTHH') → the site's views. */
  hourly: Map<string, number>;
  /** `${day}\0${dimension}\0${value}` → views. */
  daily: Map<string, number>;
  /**
   * `${day}\0${dimension}\0${value}\0${visitor}`: who was seen, once each; not by device (a
   * visitor's device is known from their id, below).
   */
  seen: Set<string>;
  /**
   * `${day}\0${visitor}` → their device. The device is read from the user agent the visitor's id
   * is made from, so one id has one device: a visitor new to the site that day is new to their
   * device, and needs no mark of their own (decision 089: a fifth of the marks).
   */
  devices: Map<string, string>;
  /** `${day}\0${query}` → searches. */
  searches: Map<string, number>;
  /** query → the results it found when it last ran here. */
  results: Map<string, number>;
  /** `${day}\0${form}\0${path}` → submissions. */
  forms: Map<string, number>;
  /** path → its page's title, as last rendered. */
  titles: Map<string, string>;
};

export const SEP = '\u0000';

const HOUR_MS = 3_600_000;
let hourStarts = 0;
let hourKey = '';

/**
 * 'YYYY-MM-DDTHH' (UTC) of `at`: made once an hour, not per view (two `toISOString` calls were a
 * third of what counting a view cost).
 */
export function hourOf(at: Date): string {
  const ms = at.getTime();
  if (ms < hourStarts || ms >= hourStarts + HOUR_MS) {
    hourStarts = ms - (ms % HOUR_MS);
    hourKey = new Date(hourStarts).toISOString().slice(0, 13);
  }
  return hourKey;
}

function emptyBatch(): Batch {
  return {
    hourly: new Map(),
    daily: new Map(),
    seen: new Set(),
    devices: new Map(),
    searches: new Map(),
    results: new Map(),
    forms: new Map(),
    titles: new Map(),
  };
}

function add(map: Map<string, number>, key: string, by = 1) {
  map.set(key, (map.get(key) ?? 0) + by);
}

/**
 * The counts of one process between two writes (decision 082): plain maps, a few entries per
 * page view, so counting costs no I/O on the request's path. `take` hands the batch to the
 * writer and starts a new one; a batch that could not be written is given back with `restore`.
 */
export function createTally() {
  let batch = emptyBatch();
  /**
   * Views by everything they are counted by, one key per view: one string and one map entry on
   * the request's path (a key per dimension cost 11 µs a view); spread into the rollups' keys
   * when the batch is taken.
   */
  let views = new Map<string, number>();

  function spread(into: Batch) {
    for (const [key, n] of views) {
      const [hour, visitor, path, source, device, campaign, search] = key.split(SEP) as string[] as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      const day = hour.slice(0, 10);
      add(into.hourly, hour, n);
      const dims: Array<[Dimension, string]> = [
        ['site', ''],
        ['page', path],
        ['source', source],
        ['device', device],
      ];
      if (campaign) dims.push(['campaign', campaign]);
      for (const [dimension, value] of dims) {
        const dayKey = `${day}${SEP}${dimension}${SEP}${value}`;
        add(into.daily, dayKey, n);
        if (visitor && dimension !== 'device') into.seen.add(`${dayKey}${SEP}${visitor}`);
      }
      if (visitor) into.devices.set(`${day}${SEP}${visitor}`, device);
      if (search) add(into.searches, `${day}${SEP}${search}`, n);
    }
    views = new Map();
  }

  return {
    /** One page view at `at` by `visitor` (the day's id; undefined when the day's secret is not known yet). */
    view(visit: Visit, visitor: string | undefined, at: Date) {
      const key = `${hourOf(at)}${SEP}${visitor ?? ''}${SEP}${visit.path}${SEP}${visit.source}${SEP}${visit.device}${SEP}${visit.campaign}${SEP}${visit.search ?? ''}`;
      views.set(key, (views.get(key) ?? 0) + 1);
    },
    /** A search ran (the site's search page or its API) and found `total` results. */
    searchResults(query: string, total: number) {
      batch.results.set(query, total);
    },
    /** A public form was sent from `path` ('' when its page is not known). */
    formSent(form: AnalyticsForm, path: string, at: Date) {
      add(batch.forms, `${at.toISOString().slice(0, 10)}${SEP}${form}${SEP}${path}`);
    },
    title(path: string, title: string) {
      batch.titles.set(path, title);
    },
    take(): Batch {
      spread(batch);
      const taken = batch;
      batch = emptyBatch();
      return taken;
    },
    /** A batch that was not written: its counts join the current one, so none is lost or doubled. */
    restore(old: Batch) {
      for (const [key, n] of old.hourly) add(batch.hourly, key, n);
      for (const [key, n] of old.daily) add(batch.daily, key, n);
      for (const key of old.seen) batch.seen.add(key);
      for (const [key, device] of old.devices) batch.devices.set(key, device);
      for (const [key, n] of old.searches) add(batch.searches, key, n);
      for (const [key, n] of old.forms) add(batch.forms, key, n);
      for (const [key, n] of old.results) if (!batch.results.has(key)) batch.results.set(key, n);
      for (const [key, title] of old.titles) if (!batch.titles.has(key)) batch.titles.set(key, title);
    },
    isEmpty: () => views.size + batch.hourly.size + batch.forms.size + batch.results.size + batch.titles.size === 0,
  };
}
