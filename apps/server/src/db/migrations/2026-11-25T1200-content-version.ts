import type { MigrationDb } from './helpers/v1.ts';

/**
 * One row counting changes to what the public site shows: every content write raises it
 * (foundations/page-cache, decision 017), so each process sharing the database knows when its
 * cached pages went stale; `changed_at` is the site's last change (the sitemap's lastmod).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('changed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.insertInto('content_version').values({ id: 1, version: 0, changed_at: new Date().toISOString() }).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('content_version').execute();
}
