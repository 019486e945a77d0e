import type { MigrationDb } from './helpers/v1.ts';

/**
 * Podcasts carry audio (decision 040): an uploaded audio file beside the spec's video (a media
 * path, null for none), its length in whole seconds read from the file, and a plain-text
 * transcript shown under the player ('' for none).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('learn_podcasts').addColumn('audio_file', 'varchar(500)').execute();
  await db.schema.alterTable('learn_podcasts').addColumn('audio_duration', 'integer').execute();
  await db.schema
    .alterTable('learn_podcasts')
    .addColumn('transcript', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of ['transcript', 'audio_duration', 'audio_file']) {
    await db.schema.alterTable('learn_podcasts').dropColumn(column).execute();
  }
}
