import { type MigrationDb, searchText } from './helpers/v2.ts';

/**
 * Decision 108: a file's search text in the media library holds its alt in every language, so a
 * word of its French alt finds it. The files whose alt was written in another language before
 * (decision 100) get theirs again: name, default language's alt, then the others' by language.
 * No schema change.
 */
export async function up(db: MigrationDb): Promise<void> {
  const rows = await db
    .selectFrom('translations')
    .innerJoin('media', 'media.id', 'translations.record_id')
    .select(['media.id', 'media.original_name', 'media.alt', 'translations.value'])
    .where('translations.resource', '=', 'media')
    .where('translations.field', '=', 'alt')
    .orderBy('media.id')
    .orderBy('translations.locale')
    .execute();
  const files = new Map<number, string[]>();
  for (const row of rows) {
    const id = Number(row.id);
    const parts = files.get(id) ?? [String(row.original_name), String(row.alt)];
    parts.push(String(row.value));
    files.set(id, parts);
  }
  for (const [id, parts] of files)
    await db
      .updateTable('media')
      .set({ search_text: searchText(...parts) })
      .where('id', '=', id)
      .execute();
}

/** The search text as decision 038 made it: the name and the default language's alt. */
export async function down(db: MigrationDb): Promise<void> {
  const rows = await db
    .selectFrom('media')
    .select(['id', 'original_name', 'alt'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('translations')
          .select('translations.record_id')
          .where('translations.resource', '=', 'media')
          .where('translations.field', '=', 'alt')
          .whereRef('translations.record_id', '=', 'media.id'),
      ),
    )
    .execute();
  for (const row of rows)
    await db
      .updateTable('media')
      .set({ search_text: searchText(String(row.original_name), String(row.alt)) })
      .where('id', '=', row.id)
      .execute();
}
