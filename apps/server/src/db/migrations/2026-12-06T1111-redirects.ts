import { contentTable, type MigrationDb } from './helpers/v2.ts';

/**
 * The redirects table (resources/redirects, decision 078). Addresses are text: a path or an
 * address encoded as requests spell it may pass 2,048 characters once its non-ASCII letters are
 * escaped. `from_key` is unique: no two redirects answer one address. Never edit a landed
 * migration: add a new one.
 */
export async function up(db: MigrationDb): Promise<void> {
  await contentTable(db, 'redirects', (t) =>
    t
      .addColumn('from_path', 'text', (c) => c.notNull())
      .addColumn('from_key', 'text', (c) => c.notNull())
      .addColumn('to_url', 'text', (c) => c.notNull())
      .addColumn('code', 'integer', (c) => c.notNull().defaultTo(301))
      .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_hit_at', 'varchar(32)'),
  );
  await db.schema.createIndex('redirects_from_key').unique().on('redirects').column('from_key').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('redirects').execute();
  await db.deleteFrom('content_counts').where('resource', '=', 'redirects').execute();
}
