import { hash, randomBytes } from 'node:crypto';
import { ANALYTICS_FORMS, type AnalyticsForm, CAMPAIGN_SEPARATOR, type DeviceClass } from '@atrium/contract/analytics';
import type { LearnType } from '@atrium/contract/learn';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { LearnTables } from '../learn/learn.tables.ts';
import { spansCovering, spansOf } from './spans.ts';
import { type Batch, type Dimension, SEP } from './tally.ts';

/** Rows per statement: well under SQLite's 32,766 bound parameters and PostgreSQL's 65,535. */
const CHUNK = 500;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * A seen visitor as stored (decision 089): 53 bits of a hash of the day, dimension, value and
 * visitor id, so it is the whole key and a JavaScript number on both databases. Two marks of
 * one day alike: once in about 200 years at 500,000 marks a day (a day of 10 million views a
 * month), costing that day one visitor of one page.
 */
function markOf(key: string): number {
  return Number(hash('sha256', key, 'buffer').readBigInt64BE(0) >> 11n);
}

const DAY_MS = 86_400_000;
/** A day as the marks keep it: days since 1970-01-01. */
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

type Range = { from: string; to: string };
type Figure = { views: number; visitors: number };

/**
 * Decision 082: the rollups. Every write adds to what is stored (an upsert with a sum), so any
 * number of processes write their batches without reading first. A visitor adds to a day's
 * `visitors` only when their mark is new to `analytics_seen`: the insert that stores it is
 * what counts it, once, whichever process saw them first.
 */
export function createAnalyticsRepository(db: Db) {
  return {
    /** The day's secret, made by the first process that asks (the others read the same one). */
    async salt(day: string): Promise<string> {
      await db
        .insertInto('analytics_salts')
        .values({ day, salt: randomBytes(24).toString('base64url') })
        .onConflict((oc) => oc.column('day').doNothing())
        .execute();
      const row = await db
        .selectFrom('analytics_salts')
        .select('salt')
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      return row.salt;
    },

    /** One batch, in one transaction: all of it is counted, or none of it (and it is tried again). */
    async write(batch: Batch): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const hourly = [...batch.hourly].map(([hour, views]) => ({ hour, views }));
        for (const rows of chunks(hourly))
          await trx
            .insertInto('analytics_hourly')
            .values(rows)
            .onConflict((oc) =>
              oc.column('hour').doUpdateSet((eb) => ({
                views: eb('analytics_hourly.views', '+', eb.ref('excluded.views')),
              })),
            )
            .execute();

        // Who is new today: the marks this insert stored (an existing one returns nothing).
        const markKeys = new Map<number, string>();
        for (const key of batch.seen) markKeys.set(markOf(key), key);
        const newVisitors = new Map<string, number>();
        const isNew = (key: string) => newVisitors.set(key, (newVisitors.get(key) ?? 0) + 1);
        const marks = [...markKeys].map(([mark, key]) => ({ mark, day: dayNumber(key.slice(0, 10)) }));
        for (const rows of chunks(marks)) {
          const stored = await trx
            .insertInto('analytics_seen')
            .values(rows)
            .onConflict((oc) => oc.column('mark').doNothing())
            .returning('mark')
            .execute();
          for (const { mark } of stored) {
            // PostgreSQL answers a bigint as text.
            const seen = markKeys.get(Number(mark))!;
            const visitorAt = seen.lastIndexOf(SEP);
            const [day, dimension] = seen.split(SEP, 2) as [string, Dimension];
            isNew(seen.slice(0, visitorAt));
            // New to the site today, so new to their one device (tally.ts).
            const device =
              dimension === 'site' ? batch.devices.get(`${day}${SEP}${seen.slice(visitorAt + 1)}`) : undefined;
            if (device) isNew(`${day}${SEP}device${SEP}${device}`);
          }
        }
        // Each day's counts go to the day and to every longer run it is in (spans.ts).
        const totals = new Map<
          string,
          { dimension: string; span: number; day: string; value: string; views: number; visitors: number }
        >();
        for (const [key, views] of batch.daily) {
          const [day, dimension, value] = key.split(SEP) as [string, Dimension, string];
          const visitors = newVisitors.get(key) ?? 0;
          for (const run of spansOf(day)) {
            const runKey = `${dimension}${SEP}${run.span}${SEP}${run.day}${SEP}${value}`;
            const row = totals.get(runKey);
            if (row) {
              row.views += views;
              row.visitors += visitors;
            } else totals.set(runKey, { dimension, ...run, value, views, visitors });
          }
        }
        for (const rows of chunks([...totals.values()]))
          await trx
            .insertInto('analytics_totals')
            .values(rows)
            .onConflict((oc) =>
              oc.columns(['dimension', 'span', 'day', 'value']).doUpdateSet((eb) => ({
                views: eb('analytics_totals.views', '+', eb.ref('excluded.views')),
                visitors: eb('analytics_totals.visitors', '+', eb.ref('excluded.visitors')),
              })),
            )
            .execute();

        const searched = new Map<
          string,
          { span: number; day: string; query: string; count: number; results: number | null }
        >();
        for (const [key, count] of batch.searches) {
          const [day, query] = key.split(SEP) as [string, string];
          const results = batch.results.get(query) ?? null;
          for (const run of spansOf(day)) {
            const runKey = `${run.span}${SEP}${run.day}${SEP}${query}`;
            const row = searched.get(runKey);
            if (row) row.count += count;
            else searched.set(runKey, { ...run, query, count, results });
          }
        }
        for (const rows of chunks([...searched.values()]))
          await trx
            .insertInto('analytics_searches')
            .values(rows)
            .onConflict((oc) =>
              oc.columns(['span', 'day', 'query']).doUpdateSet((eb) => ({
                count: eb('analytics_searches.count', '+', eb.ref('excluded.count')),
                results: eb.fn.coalesce('excluded.results', 'analytics_searches.results'),
              })),
            )
            .execute();
        // A search that ran without being counted here (another process served its page, or the
        // API was asked): its result count is kept for the days it was counted on.
        const counted = new Set([...searched.values()].map((search) => search.query));
        const ranOnly = [...batch.results].filter(([query]) => !counted.has(query));
        for (const [query, results] of ranOnly)
          await trx.updateTable('analytics_searches').set({ results }).where('query', '=', query).execute();

        const forms = [...batch.forms].map(([key, submissions]) => {
          const [day, form, path] = key.split(SEP) as [string, string, string];
          return { day, form, path, submissions };
        });
        for (const rows of chunks(forms))
          await trx
            .insertInto('analytics_forms')
            .values(rows)
            .onConflict((oc) =>
              oc.columns(['day', 'form', 'path']).doUpdateSet((eb) => ({
                submissions: eb('analytics_forms.submissions', '+', eb.ref('excluded.submissions')),
              })),
            )
            .execute();

        const titles = [...batch.titles].map(([path, title]) => ({ path, title }));
        for (const rows of chunks(titles))
          await trx
            .insertInto('analytics_titles')
            .values(rows)
            .onConflict((oc) => oc.column('path').doUpdateSet((eb) => ({ title: eb.ref('excluded.title') })))
            .execute();
      });
    },

    /**
     * Drops what is no longer kept: the marks and secrets of days before `today` (a visitor's
     * id for a past day can never be made again), and the rollups before `cutoff` (ANALYTICS_DAYS).
     */
    async prune(today: string, cutoff: string): Promise<void> {
      await db.deleteFrom('analytics_seen').where('day', '<', dayNumber(today)).execute();
      await db.deleteFrom('analytics_salts').where('day', '<', today).execute();
      await db.deleteFrom('analytics_hourly').where('hour', '<', cutoff).execute();
      await db.deleteFrom('analytics_forms').where('day', '<', cutoff).execute();
      // A run goes once its last day is past the cutoff.
      for (const { span, day } of spansOf(cutoff)) {
        await db.deleteFrom('analytics_totals').where('span', '=', span).where('day', '<', day).execute();
        await db.deleteFrom('analytics_searches').where('span', '=', span).where('day', '<', day).execute();
      }
    },

    /**
     * Decision 089: a learn item's addresses, its current slug's first, then those it had before
     * (learn_slugs keeps them; they redirect now, decision 078); undefined when there is no item.
     */
    async learnItemSlugs(type: LearnType, id: number): Promise<string[] | undefined> {
      const item = await db.selectFrom(LearnTables[type]).select('slug').where('id', '=', id).executeTakeFirst();
      if (!item) return undefined;
      const held = await db
        .selectFrom('learn_slugs')
        .select('slug')
        .where('content_type', '=', type)
        .where('item_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('slug')
        .execute();
      const slugs = held.map((row) => row.slug).filter((slug) => slug !== item.slug);
      return item.slug ? [item.slug, ...slugs] : slugs;
    },

    /**
     * Views and visitors per day of a few pages, added up: one key seek per day and page (a
     * range on the day would read every page of every day).
     */
    async pagesPerDay(paths: string[], days: string[]) {
      if (paths.length === 0) return [];
      const rows = await db
        .selectFrom('analytics_totals')
        .select([
          'day',
          sql<number | string>`sum(views)`.as('views'),
          sql<number | string>`sum(visitors)`.as('visitors'),
        ])
        .where('dimension', '=', 'page')
        .where('span', '=', 1)
        .where('day', 'in', days)
        .where('value', 'in', paths)
        .groupBy('day')
        .execute();
      return rows.map((row) => ({ day: row.day, views: Number(row.views), visitors: Number(row.visitors) }));
    },

    /** The figures of a range, from the daily rollups. */
    async summary({ from, to }: Range, limit: number) {
      // The runs making up the range (spans.ts), by length: one seek on the key per length.
      const byLength = new Map<number, string[]>();
      for (const run of spansCovering(from, to)) byLength.set(run.span, [...(byLength.get(run.span) ?? []), run.day]);
      const runs = [...byLength];
      const list = (items: readonly (string | number)[]) => sql.join(items.map((item) => sql`${item}`));
      const orderBy = sql`order by sum(visitors) desc, sum(views) desc, value limit ${limit}`;
      const totals = async (dimension: Dimension, values?: string[]) => {
        const only = values ? sql` and value in (${list(values)})` : sql``;
        const parts = runs.map(
          ([span, days]) =>
            sql`select value, views, visitors from analytics_totals
              where dimension = ${dimension} and span = ${span} and day in (${list(days)})${only}`,
        );
        const { rows } = await sql<{ value: string; views: number | string; visitors: number | string }>`
          select value, sum(views) as views, sum(visitors) as visitors
          from (${sql.join(parts, sql` union all `)}) as runs group by value ${orderBy}`.execute(db);
        return rows.map((row) => ({ value: row.value, views: Number(row.views), visitors: Number(row.visitors) }));
      };
      const searchParts = runs.map(
        ([span, days]) =>
          sql`select query, count, results from analytics_searches where span = ${span} and day in (${list(days)})`,
      );

      const [hours, series, pages, sources, devices, campaigns, searches, formRows] = await Promise.all([
        // A day's chart is drawn by the hour.
        from === to
          ? db
              .selectFrom('analytics_hourly')
              .select(['hour', 'views'])
              .where('hour', '>=', `${from}T00`)
              .where('hour', '<=', `${to}T23`)
              .orderBy('hour')
              .execute()
          : Promise.resolve([]),
        db
          .selectFrom('analytics_totals')
          .select(['day', 'views', 'visitors'])
          .where('dimension', '=', 'site')
          .where('span', '=', 1)
          .where('day', '>=', from)
          .where('day', '<=', to)
          .orderBy('day')
          .execute(),
        totals('page'),
        totals('source'),
        totals('device'),
        totals('campaign'),
        // Those that found nothing first: what to write next.
        sql<{ query: string; count: number | string; results: number | string | null }>`
          select query, sum(count) as count, max(results) as results
          from (${sql.join(searchParts, sql` union all `)}) as runs group by query
          order by case when max(results) = 0 then 0 else 1 end, sum(count) desc, query limit ${limit}`
          .execute(db)
          .then((answer) => answer.rows),
        db
          .selectFrom('analytics_forms')
          .select(['form', 'path', sql<number>`sum(submissions)`.as('submissions')])
          .where('day', '>=', from)
          .where('day', '<=', to)
          .groupBy(['form', 'path'])
          .orderBy(sql`sum(submissions)`, 'desc')
          .orderBy('form')
          .orderBy('path')
          .execute(),
      ]);

      const titles = new Map<string, string>();
      if (pages.length > 0) {
        const rows = await db
          .selectFrom('analytics_titles')
          .select(['path', 'title'])
          .where(
            'path',
            'in',
            pages.map((page) => page.value),
          )
          .execute();
        for (const row of rows) titles.set(row.path, row.title);
      }
      // The visitors of the pages forms were sent from, for their conversion.
      const formPaths = [...new Set(formRows.map((row) => row.path).filter(Boolean))];
      const pageVisitors = new Map<string, Figure>();
      if (formPaths.length > 0) for (const row of await totals('page', formPaths)) pageVisitors.set(row.value, row);

      const formTotals = new Map<AnalyticsForm, number>();
      for (const row of formRows)
        formTotals.set(
          row.form as AnalyticsForm,
          (formTotals.get(row.form as AnalyticsForm) ?? 0) + Number(row.submissions),
        );
      const sum = (key: 'views' | 'visitors') => series.reduce((total, row) => total + Number(row[key]), 0);

      return {
        pageviews: sum('views'),
        visitors: sum('visitors'),
        series: series.map((row) => ({ day: row.day, pageviews: Number(row.views), visitors: Number(row.visitors) })),
        hours: hours.map((row) => ({ hour: row.hour, pageviews: Number(row.views) })),
        pages: pages.map((page) => ({
          path: page.value,
          title: titles.get(page.value) ?? null,
          pageviews: page.views,
          visitors: page.visitors,
        })),
        referrers: sources.map((row) => ({ source: row.value, pageviews: row.views, visitors: row.visitors })),
        devices: devices.map((row) => ({
          device: row.value as DeviceClass,
          pageviews: row.views,
          visitors: row.visitors,
        })),
        campaigns: campaigns.map((row) => {
          const [source = '', medium = '', campaign = ''] = row.value.split(CAMPAIGN_SEPARATOR);
          return { source, medium, campaign, pageviews: row.views, visitors: row.visitors };
        }),
        searches: searches.map((row) => ({
          query: row.query,
          count: Number(row.count),
          results: row.results === null ? null : Number(row.results),
        })),
        forms: {
          totals: ANALYTICS_FORMS.filter((form) => formTotals.has(form)).map((form) => ({
            form,
            submissions: formTotals.get(form)!,
          })),
          pages: formRows.map((row) => {
            const visitors = pageVisitors.get(row.path)?.visitors ?? 0;
            const submissions = Number(row.submissions);
            return {
              form: row.form as AnalyticsForm,
              path: row.path,
              submissions,
              visitors,
              conversion: visitors === 0 ? 0 : Math.round((submissions / visitors) * 10_000) / 10_000,
            };
          }),
        },
      };
    },
  };
}
