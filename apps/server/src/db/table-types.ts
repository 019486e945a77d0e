import path from 'node:path';
import { sql } from 'kysely';
import {
  type ColumnMetadata,
  DatabaseMetadata,
  type GeneratorDialect,
  PostgresDialect,
  serializeFromMetadata,
  SqliteDialect,
  type TableMetadata,
} from 'kysely-codegen';
import type { Db } from './database.ts';
import { isSqliteDb } from './dialect.ts';

/**
 * Decision 077: the types of the tables that are not list resources are generated from the
 * migrations by kysely-codegen, into this file (`npm run db:types`; table-types.test.ts fails
 * when the committed one differs from what the migrations build).
 */
export const GENERATED_FILE = path.join(import.meta.dirname, 'tables.generated.ts');

/**
 * Tables whose types are derived rather than generated: the site settings' row from its field
 * descriptors (decision 074), like a list resource's table (which the caller names: db/ is below
 * the resources, decision 076).
 */
const DERIVED_TABLES = ['site_settings'];

/**
 * Columns that hold narrower values than their SQL type says. The type given is the column's
 * value; nullability and `Generated<>` (a default, or an id the database assigns) still come from
 * the migrations. A bigint answers as a string on PostgreSQL and a number on SQLite.
 */
const NARROWED: Record<string, string> = {
  'analytics_seen.mark': 'ColumnType<string | number, number, number>',
  'content_version.version': 'number | string',
  'import_items.outcome': 'ImportOutcome',
  'import_jobs.phase': 'ImportPhase',
  'import_jobs.status': 'ImportStatus',
  'import_keys.wp_type': "'post' | 'attachment'",
  'learn_item_categories.content_type': 'LearnType',
  'learn_item_categories.selected_page': 'SitePage',
  'learn_search.content_type': 'LearnType',
  'learn_slugs.content_type': 'LearnType',
  'mail_outbox.state': "'pending' | 'sent' | 'failed'",
  'media.bytes': 'ColumnType<string | number, number, number>',
  'newsletter_deliveries.state': "'queued' | 'sent' | 'failed' | 'skipped'",
  'newsletter_items.content_type': 'LearnType',
  'newsletters.selection': 'NewsletterSelection',
  'newsletters.state': 'NewsletterState',
  'passkeys.counter': 'ColumnType<string | number, number, number>',
  'previews.kind': "'link' | 'form'",
  'users.role': 'UserRole',
  'users.state': 'UserState',
};

/** Where the narrowed types come from. */
const IMPORTS: Record<string, string> = {
  ImportOutcome: '@atrium/contract/imports',
  ImportPhase: '@atrium/contract/imports',
  ImportStatus: '@atrium/contract/imports',
  LearnType: '@atrium/contract/learn',
  NewsletterSelection: '@atrium/contract/newsletters',
  NewsletterState: '@atrium/contract/newsletters',
  SitePage: '@atrium/contract/enums',
  UserRole: '@atrium/contract/roles',
  UserState: '@atrium/contract/users',
};

/** What a column means where its name and type do not say it, shown on the generated type. */
const NOTES: Record<string, string> = {
  'analytics_seen.day': 'Days since 1970-01-01 (decision 089).',
  'analytics_seen.mark':
    'A bigint: 53 bits of a hash of the day, dimension, value and visitor id (decision 089); PostgreSQL answers it as a string.',
  'audit_log.summary': 'JSON text (decision 031).',
  'import_items.match_key':
    "An attachment's file under the uploads folder, lower case, without WordPress's size suffixes.",
  'import_items.payload': 'JSON: the item as read from the export (decision 079).',
  'import_jobs.locked_until': 'The lease of the process running it; a job whose lease has passed is taken up again.',
  'import_jobs.mapping': 'JSON: the mapping, its defaults filled in (decision 079).',
  'import_jobs.site': 'JSON: what the reading pass found of the site (decision 079).',
  'import_jobs.summary': 'JSON: the categories, detected types and notes of the report (decision 079).',
  'import_keys.site': "The export's wp:base_site_url without its scheme and trailing '/'.",
  'learn_item_categories.status':
    "The item's status, page and sort keys are copies kept in step by triggers: the feed's category filter reads this table alone.",
  'learn_slugs.slug': 'Every slug a learn item was ever given: its current one and the old ones that redirect to it.',
  'mail_outbox.headers': "JSON of the message's replyTo and headers.",
  'media.bytes': 'A bigint: PostgreSQL answers it as a string.',
  'media.decorative': '0/1: an empty alt is meant.',
  'media.in_library': '0/1: uploaded to the library itself, kept while nothing uses it (decision 038).',
  'media.kind': "'image' | 'video' | 'audio': plain text, so a new kind needs no migration.",
  'newsletter_items.position': "The picked items' order in the newsletter.",
  'newsletters.intro': 'Sanitised rich text (HTML).',
  'newsletters.private': '1: kept out of the public archive.',
  'newsletters.send_at': 'The scheduled minute (ISO), while scheduled.',
  'newsletter_deliveries.address': "Erased ('') once the entry unsubscribes (decision 053).",
  'newsletter_deliveries.outbox_id': 'Its mail in the outbox, set in the transaction that queued it there.',
  'newsletter_snapshots.html': 'The email as it went out, frozen when the send started.',
  'passkeys.counter': 'The signature counter, a bigint: PostgreSQL answers it as a string.',
  'passkeys.transports': "JSON array of the authenticator's transports, or null.",
  'previews.kind': "'link': the record's saved state; 'form': the payload.",
  'previews.payload': "A form preview's record as the site renders it (JSON); null for a link.",
  'previews.record_key': "A learn item's id or a default page's name; null for a new item's form preview.",
  'refresh_tokens.stepped_up_until': 'Decision 068: the sudo window of the family, copied to each new token of it.',
  'revisions.changed': 'JSON text (decision 033).',
  'revisions.data': 'JSON text (decision 033).',
  'users.token_version': 'Raised on every password change or reset; tokens carrying an older value are refused.',
  'users.totp_last_step': 'The last TOTP time step accepted: a code is used once.',
  'users.totp_secret': 'The TOTP secret, encrypted (decision 036); null when none was started.',
  'users.two_factor_enabled': '0 or 1: TOTP confirmed (decision 036).',
  'webauthn_challenges.purpose': "'register' (with the user) or 'sign_in' (anyone: discoverable credentials).",
};

/**
 * The migrated database's tables and columns as kysely-codegen reads them, made the same on both
 * databases: SQLite reports a primary key without NOT NULL as nullable and any INTEGER PRIMARY KEY
 * as assigned by the database, where PostgreSQL (and the code) holds neither; the full-text index
 * is SQLite's FTS5 tables on one and tsvector columns on the other, read by SQL only.
 */
export async function introspectTables(db: Db): Promise<TableMetadata[]> {
  const sqlite = isSqliteDb(db);
  const { tables } = await dialectOf(db).introspector.introspect({ db });
  if (!sqlite) {
    return tables.map((table) => ({ ...table, columns: table.columns.filter((c) => c.dataType !== 'tsvector') }));
  }
  const { rows } = await sql<{ table: string; name: string; pk: number; sql: string }>`
    select m.name as "table", p.name, p.pk, m.sql from sqlite_master m, pragma_table_info(m.name) p
    where m.type = 'table'`.execute(db);
  const isKey = new Set(rows.filter((r) => r.pk > 0).map((r) => `${r.table}.${r.name}`));
  const virtual = rows.filter((r) => /^create virtual table/i.test(r.sql)).map((r) => r.table);
  const autoIncrement = new Set(
    rows
      .filter(
        (r) => r.pk > 0 && new RegExp(`[(,]\\s*["\`]?${r.name}["\`]?\\s+integer[^,]* autoincrement`, 'i').test(r.sql),
      )
      .map((r) => `${r.table}.${r.name}`),
  );
  return tables
    .filter((table) => !virtual.some((name) => table.name === name || table.name.startsWith(`${name}_`)))
    .map((table) => ({
      ...table,
      columns: table.columns.map((column) => {
        const key = `${table.name}.${column.name}`;
        return {
          ...column,
          isNullable: column.isNullable && !isKey.has(key),
          isAutoIncrementing: autoIncrement.has(key),
        };
      }),
    }));
}

/**
 * The source of tables.generated.ts, from the migrated database `db`; `resourceTables` are the
 * list resources' tables, left out (their descriptors derive their types).
 */
export async function generateTableTypes(db: Db, resourceTables: readonly string[]): Promise<string> {
  const derived = new Set([...resourceTables, ...DERIVED_TABLES]);
  const tables = (await introspectTables(db)).filter((table) => !derived.has(table.name));
  const columns: Record<string, string> = {};
  const generated = new Set<string>();
  for (const table of tables) {
    for (const column of table.columns) {
      const key = `${table.name}.${column.name}`;
      generated.add(key);
      column.comment = NOTES[key] ?? null;
      const type = NARROWED[key];
      if (type) columns[key] = narrowedType(type, column);
    }
  }
  // A narrowing or a note left behind by a renamed or dropped column would vanish without a word.
  const stale = [...Object.keys(NARROWED), ...Object.keys(NOTES)].filter((key) => !generated.has(key));
  if (stale.length > 0)
    throw new Error(`db/table-types.ts names columns the migrations do not build: ${stale.join(', ')}`);
  return serializeFromMetadata({
    metadata: new DatabaseMetadata({ tables }),
    dialect: dialectOf(db),
    overrides: { columns },
    customImports: IMPORTS,
  });
}

/** An override's whole type: kysely-codegen puts it in place of the column's, null and default included. */
function narrowedType(type: string, column: ColumnMetadata): string {
  const value = column.isNullable ? `${type} | null` : type;
  return column.hasDefaultValue || column.isAutoIncrementing ? `Generated<${value}>` : value;
}

function dialectOf(db: Db): GeneratorDialect {
  return isSqliteDb(db) ? new SqliteDialect() : new PostgresDialect();
}
