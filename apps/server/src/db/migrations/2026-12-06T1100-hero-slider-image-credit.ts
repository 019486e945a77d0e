import type { MigrationDb } from './helpers/v2.ts';

/** Decision 074: a hero slider's photo credit ("Photo: Jane Doe / CC BY 4.0"), '' for none. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('hero_sliders')
    .addColumn('image_credit', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('hero_sliders').dropColumn('image_credit').execute();
}
