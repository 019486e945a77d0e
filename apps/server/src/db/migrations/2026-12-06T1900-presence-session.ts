import type { MigrationDb } from './helpers/v2.ts';

/**
 * Decision 107: an open edit form's row names the session (refresh family) it beats in, so that a
 * session that has ended (signed out, ended on the sessions screen, every session ended by a new
 * password) stops counting at once rather than after the time to live. Null for a token that names
 * no session (and the rows of forms open while this ran), which count as before.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('record_presence').addColumn('session_id', 'varchar(36)').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('record_presence').dropColumn('session_id').execute();
}
