import type { MigrationDb } from './helpers/v1.ts';

/**
 * Posters of videos and podcasts (decision 041): `poster` is the stored image (a media path,
 * uploaded or fetched from the video's host when the item is saved); `poster_from` is the video
 * link the server fetched it for, null when the editor uploaded it, so a changed link fetches
 * again and an uploaded poster is never replaced.
 */
const TABLES = ['learn_videos', 'learn_podcasts'] as const;

export async function up(db: MigrationDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('poster', 'varchar(500)').execute();
    await db.schema.alterTable(table).addColumn('poster_from', 'varchar(2048)').execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('poster_from').execute();
    await db.schema.alterTable(table).dropColumn('poster').execute();
  }
}
