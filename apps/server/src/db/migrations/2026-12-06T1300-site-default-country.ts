import { sql } from 'kysely';
import { isSqlite, type MigrationDb } from './helpers/v2.ts';

/** The columns that hold a phone number, 10 digits wide until E.164. */
const phoneColumns = [
  ['requested_appointments', 'phone_number'],
  ['contact_messages', 'phone'],
  ['contact_us_details', 'phone'],
] as const;

/**
 * Decision 084: the country whose phone numbers the forms take without '+' (ISO 3166 alpha-2); the
 * phone columns wide enough for E.164, and the numbers stored as 10 digits before it as the E.164
 * of the United States they were read as. SQLite does not bound a varchar's length.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('site_settings')
    .addColumn('default_country', 'varchar(2)', (c) => c.notNull().defaultTo('US'))
    .execute();
  for (const [table, column] of phoneColumns) {
    if (!isSqlite(db)) {
      await db.schema
        .alterTable(table)
        .alterColumn(column, (c) => c.setDataType('varchar(32)'))
        .execute();
    }
    await db
      .updateTable(table)
      .set(column, sql<string>`'+1' || ${sql.ref(column)}`)
      .where(sql<boolean>`length(${sql.ref(column)}) = 10`)
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('default_country').execute();
}
