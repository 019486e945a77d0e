import { randomBytes } from 'node:crypto';
import type { MigrationDb } from './helpers/v2.ts';

/**
 * Decision 086: every sent newsletter has a web address. A public one's is its archive page; a
 * private one's an unlisted page named by this token (random, like a preview link's), which its
 * mail links as "view in browser". Existing newsletters get theirs here.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('newsletters').addColumn('web_token', 'varchar(64)').execute();
  const rows = await db.selectFrom('newsletters').select('id').execute();
  for (const row of rows) {
    await db
      .updateTable('newsletters')
      .set({ web_token: randomBytes(24).toString('base64url') })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.createIndex('newsletters_web_token').unique().on('newsletters').column('web_token').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('newsletters_web_token').execute();
  await db.schema.alterTable('newsletters').dropColumn('web_token').execute();
}
