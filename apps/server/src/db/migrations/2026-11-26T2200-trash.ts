import { sql } from 'kysely';
import { addTrashColumns, type MigrationDb } from './helpers/v2.ts';

/** Every content table made before helpers/v2's contentTable gave new ones the trash's columns. */
const TABLES = [
  'hero_sliders',
  'faqs',
  'faqs_main',
  'categories',
  'industries',
  'mission_vision_goals',
  'mission_vision_goals_sub',
  'individuals',
  'learn_blogs',
  'learn_articles',
  'learn_videos',
  'learn_podcasts',
  'mailing_list_entries',
  'requested_appointments',
  'contact_messages',
  'contact_us_details',
];

/**
 * The trash (issue 20 item 2, decision 032): a deleted row (status 2) keeps when and by whom it
 * was deleted and the status it had. Rows deleted before this migration get their last change
 * as the time (so TRASH_DAYS counts from it), no author, and unpublished as the status to
 * restore (the safe guess: nothing reappears on the site by itself).
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const table of TABLES) {
    await addTrashColumns(db, table);
    await db
      .updateTable(table)
      .set({ deleted_at: sql.ref('updated_at'), deleted_status: 0 })
      .where('status', '=', 2)
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_status_deleted_at_id`).execute();
    for (const column of ['deleted_status', 'deleted_by', 'deleted_at'])
      await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
