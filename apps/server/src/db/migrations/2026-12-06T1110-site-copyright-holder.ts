import type { MigrationDb } from './helpers/v2.ts';

/** Decision 074: who the footer's copyright names when it is not the organisation ('' for the organisation). */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('site_settings')
    .addColumn('copyright_holder', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('copyright_holder').execute();
}
