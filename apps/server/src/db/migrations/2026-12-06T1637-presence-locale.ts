import type { MigrationDb } from './helpers/v2.ts';

/**
 * Decision 097: an open edit form says which language it edits (a tag of the site's languages; null
 * for the default language's form), so the others' notice can say "in French".
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('record_presence').addColumn('locale', 'varchar(35)').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('record_presence').dropColumn('locale').execute();
}
