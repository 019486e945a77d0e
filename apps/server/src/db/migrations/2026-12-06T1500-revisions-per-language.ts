import type { MigrationDb } from './helpers/v2.ts';

/**
 * Decision 092: a revision says which language's text it keeps. Null is the record's own columns
 * (the default language's text and what every language shares), as every revision before this
 * one was; a language's code is that language's texts, kept in `translations` (decision 081).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('revisions').addColumn('locale', 'varchar(35)').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('revisions').dropColumn('locale').execute();
}
