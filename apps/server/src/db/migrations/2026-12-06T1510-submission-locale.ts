import type { MigrationDb } from './helpers/v2.ts';

/**
 * Decision 091: a contact message, an appointment request and a mailing-list entry keep the
 * language the visitor wrote in (a tag of the site's languages); their mails, and the newsletters
 * an entry receives, are in it. Null for what was sent before: the default language.
 */
const TABLES = ['contact_messages', 'requested_appointments', 'mailing_list_entries'];

export async function up(db: MigrationDb): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('locale', 'varchar(35)').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('locale').execute();
}
