import { type RawBuilder, sql } from 'kysely';

/**
 * What the public may see at an instant, in SQL, written once (decision 034): a published row
 * (status 1) whose publish_at is empty or has come and whose unpublish_at is empty or still to
 * come. Every public read of a table with a schedule (learn items, their category links, hero
 * sliders) filters with `visibleAt`; the contract's `isLiveAt` says the same in code. `at` is an
 * ISO instant from the service's clock (timestamps are ISO text in UTC on both databases, so
 * text comparison is time order), or a slot of a query compiled ahead (db/shaped-query.ts).
 * `table` qualifies the columns when a query joins several tables.
 */
export function visibleAt(at: unknown, table?: string): RawBuilder<boolean> {
  const c = columns(table);
  return sql<boolean>`(${c.status} = 1 and (${c.publishAt} is null or ${c.publishAt} <= ${at}) and (${c.unpublishAt} is null or ${c.unpublishAt} > ${at}))`;
}

/**
 * Published but not visible at `at`, in two disjoint parts so each reads its own index: rows whose
 * publish_at is still to come (`notYetAt`), and the others whose unpublish_at has come
 * (`endedAt`). Counts subtract both from the published count kept by triggers.
 */
export function notYetAt(at: unknown, table?: string): RawBuilder<boolean> {
  const c = columns(table);
  return sql<boolean>`(${c.publishAt} > ${at} and ${publishedInRange(table)})`;
}

export function endedAt(at: unknown, table?: string): RawBuilder<boolean> {
  const c = columns(table);
  return sql<boolean>`(${c.unpublishAt} <= ${at} and ${publishedInRange(table)} and (${c.publishAt} is null or ${c.publishAt} <= ${at}))`;
}

/** The back office's "Scheduled": published, with a publish_at still to come at `at` (never null: `not` of it is safe). */
export function scheduledAt(at: unknown, table?: string): RawBuilder<boolean> {
  const c = columns(table);
  return sql<boolean>`(${c.publishAt} is not null and ${c.publishAt} > ${at} and ${publishedInRange(table)})`;
}

/**
 * status = 1 where a publish_at or unpublish_at range narrows the rows: written `status + 0` so
 * that SQLite's planner, which keeps no statistics, reads the range's (column, status) index
 * (few rows) rather than a status index (most of the table). PostgreSQL plans by its statistics.
 */
export function publishedInRange(table?: string): RawBuilder<boolean> {
  return sql<boolean>`${columns(table).status} + 0 = 1`;
}

function columns(table?: string) {
  const ref = (column: string) => sql.ref(table ? `${table}.${column}` : column);
  return { status: ref('status'), publishAt: ref('publish_at'), unpublishAt: ref('unpublish_at') };
}
