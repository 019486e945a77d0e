import type { MigrationDb } from './helpers/v1.ts';

/**
 * Category names are unique whatever their case. lower(name) folded 'É' on PostgreSQL but not
 * on SQLite, so the folded name is now kept in a column, filled in code the same way on both
 * (the engine's `unique` option writes it on every save; the contract's foldName).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('categories')
    .addColumn('name_key', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = await db.selectFrom('categories').select(['id', 'name']).execute();
  for (const row of rows) {
    // foldName as of this migration, inlined so that a later change to it cannot change this one.
    const key = String(row.name).normalize('NFC').toLowerCase();
    await db.updateTable('categories').set({ name_key: key }).where('id', '=', row.id).execute();
  }
  await db.schema.createIndex('categories_name_key').on('categories').columns(['name_key', 'status']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('categories_name_key').execute();
  await db.schema.alterTable('categories').dropColumn('name_key').execute();
}
