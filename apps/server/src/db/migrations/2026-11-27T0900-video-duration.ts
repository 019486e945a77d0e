import type { MigrationDb } from './helpers/v1.ts';

/**
 * A video's length in whole seconds (decision 060): read from an uploaded file, typed by the
 * editor for a YouTube or Vimeo link; null when unknown. Shown on the video's page and as the
 * VideoObject's `duration`.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('learn_videos').addColumn('duration', 'integer').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('learn_videos').dropColumn('duration').execute();
}
