/*
 * FROZEN once a migration calls it (as v1 is): a helper that must change is copied into v3.
 * v2 is v1 with the trash's columns (decision 032) on every new content table.
 */
import type { CreateTableBuilder } from 'kysely';
import { contentTable as contentTableV1, type MigrationDb } from './v1.ts';

export { createCountTriggers, createSearchIndex, idColumn, isSqlite, searchText, serialType } from './v1.ts';
export type { MigrationDb } from './v1.ts';

/**
 * What the trash keeps of a deleted row (status 2): when (`deleted_at`), by whom (`deleted_by`,
 * a user id) and the status it had (`deleted_status`), which Restore gives back; and the index
 * the trash list (newest first) and the purge (older than TRASH_DAYS) read.
 */
export async function addTrashColumns(db: MigrationDb, table: string): Promise<void> {
  await db.schema.alterTable(table).addColumn('deleted_at', 'varchar(32)').execute();
  await db.schema.alterTable(table).addColumn('deleted_by', 'integer').execute();
  await db.schema.alterTable(table).addColumn('deleted_status', 'integer').execute();
  await db.schema
    .createIndex(`${table}_status_deleted_at_id`)
    .on(table)
    .columns(['status', 'deleted_at', 'id'])
    .execute();
}

/** v1's content table, with the trash's columns. */
export async function contentTable(
  db: MigrationDb,
  table: string,
  columns: (builder: CreateTableBuilder<string, 'id'>) => CreateTableBuilder<string, string>,
): Promise<void> {
  await contentTableV1(db, table, columns);
  await addTrashColumns(db, table);
}
