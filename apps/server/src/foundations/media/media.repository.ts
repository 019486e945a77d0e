import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { likePattern, toCount } from '../../db/dialect.ts';
import type { Media } from '../../db/tables.generated.ts';
import { mediaTranslated } from '@atrium/contract/media-library';
import { toSearchText } from '@atrium/contract/text';

/** A bigint answers as a string on PostgreSQL: `bytes` is read as a number. */
export type MediaRow = Omit<Selectable<Media>, 'bytes'> & { bytes: number; uploader_name: string | null };
export type NewMediaRow = Omit<Insertable<Media>, 'id'>;

/**
 * Where records refer to stored files: a resource's table with its file and rich-text columns,
 * and the column that names a record (its title) where it has one.
 */
export type MediaHolder = {
  resource: string;
  table: string;
  fileColumns: string[];
  textColumns: string[];
  titleColumn?: string;
  /** A table without a trash (no deleted_at): the site settings' one row (decision 048). */
  noTrash?: boolean;
};

/** A record that refers to a path: which one, how, and whether it is in the trash. */
export type HolderHit = {
  path: string;
  resource: string;
  recordId: number;
  title: string;
  where: 'file' | 'text' | 'revision';
  inTrash: boolean;
};

/**
 * The library's search text of a file: its original name and its alt in every language, folded
 * (decision 108: a word of the French alt finds the file as one of the default language's does).
 */
export function mediaSearchText(originalName: string, ...alts: string[]): string {
  return toSearchText(originalName, ...alts);
}

const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** All SQL on the media table, and the reads and rewrites of the paths other tables hold (decision 038). */
export function createMediaRepository(db: Db) {
  const withUploader = (trx: Db = db) =>
    trx
      .selectFrom('media')
      .leftJoin('users', 'users.id', 'media.uploaded_by')
      .selectAll('media')
      .select(['users.first_name', 'users.last_name', 'users.email']);
  type Joined = Selectable<Media> & { first_name: string | null; last_name: string | null; email: string | null };
  const named = ({ first_name, last_name, email, ...row }: Joined): MediaRow => ({
    ...row,
    id: Number(row.id),
    bytes: Number(row.bytes),
    width: numberOrNull(row.width),
    height: numberOrNull(row.height),
    duration: numberOrNull(row.duration),
    decorative: Number(row.decorative),
    uploaded_by: numberOrNull(row.uploaded_by),
    uploader_name: email === null ? null : `${first_name ?? ''} ${last_name ?? ''}`.trim() || email,
  });

  /**
   * A file's alt texts in the other languages (decision 100): they go with its row, and with its
   * alt when it becomes decorative. Here rather than through the kit's translator, as the media
   * service that deletes rows stands below the kit (decision 076).
   */
  const forgetAlts = (trx: Db, id: number) =>
    trx.deleteFrom('translations').where('resource', '=', mediaTranslated.key).where('record_id', '=', id).execute();

  /**
   * Writes a file's search text from what its row and its alts' translations hold now, in the
   * write's transaction: every write of a name or an alt, in any language, ends here, so the list's
   * search stays one LIKE on one column (decision 108).
   */
  async function reindex(trx: Db, id: number): Promise<void> {
    const row = await trx.selectFrom('media').select(['original_name', 'alt']).where('id', '=', id).executeTakeFirst();
    if (!row) return;
    const others = await trx
      .selectFrom('translations')
      .select('value')
      .where('resource', '=', mediaTranslated.key)
      .where('record_id', '=', id)
      .where('field', '=', 'alt')
      .orderBy('locale')
      .execute();
    const search_text = mediaSearchText(row.original_name, row.alt, ...others.map((other) => other.value));
    await trx.updateTable('media').set({ search_text }).where('id', '=', id).execute();
  }

  return {
    /** Records a stored file; a path already recorded is left as it is. */
    async insert(row: NewMediaRow): Promise<void> {
      await db
        .insertInto('media')
        .values(row)
        .onConflict((oc) => oc.column('path').doNothing())
        .execute();
    },

    async removeByPath(path: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('media').select('id').where('path', '=', path).executeTakeFirst();
        if (!row) return;
        await forgetAlts(trx, Number(row.id));
        await trx.deleteFrom('media').where('id', '=', row.id).execute();
      });
    },

    async getById(id: number, trx: Db = db): Promise<MediaRow | undefined> {
      const row = await withUploader(trx).where('media.id', '=', id).executeTakeFirst();
      return row ? named(row) : undefined;
    },

    async getByPath(path: string): Promise<MediaRow | undefined> {
      const row = await withUploader().where('media.path', '=', path).executeTakeFirst();
      return row ? named(row) : undefined;
    },

    /** Which of these paths were uploaded to the library itself (kept while unused). */
    async kept(paths: string[]): Promise<Set<string>> {
      if (paths.length === 0) return new Set();
      const rows = await db
        .selectFrom('media')
        .select('path')
        .where('path', 'in', paths)
        .where('in_library', '=', 1)
        .execute();
      return new Set(rows.map((r) => r.path));
    },

    async isEmpty(): Promise<boolean> {
      return !(await db.selectFrom('media').select('id').limit(1).executeTakeFirst());
    },

    /**
     * A page of files, newest first, by folded name/alt text, kind, or exact paths; `missingIn`, the
     * images with an alt in the default language and none in that one (decision 100).
     */
    async list(filter: {
      search?: string;
      kind?: string;
      paths?: string[];
      missingIn?: string;
      limit: number;
      skip: number;
    }) {
      let query = withUploader();
      let count = db.selectFrom('media').select((eb) => eb.fn.countAll().as('count'));
      if (filter.missingIn) {
        const locale = filter.missingIn;
        const missing = sql<boolean>`media.kind = 'image' and media.decorative = 0 and media.alt <> '' and not exists (
          select 1 from translations where translations.resource = ${mediaTranslated.key}
            and translations.record_id = media.id and translations.locale = ${locale} and translations.field = 'alt')`;
        query = query.where(missing);
        count = count.where(missing);
      }
      if (filter.search) {
        const match = sql<boolean>`media.search_text like ${likePattern(filter.search)} escape '\\'`;
        query = query.where(match);
        count = count.where(match);
      }
      if (filter.kind) {
        query = query.where('media.kind', '=', filter.kind);
        count = count.where('media.kind', '=', filter.kind);
      }
      if (filter.paths) {
        const paths = filter.paths.length ? filter.paths : [''];
        query = query.where('media.path', 'in', paths);
        count = count.where('media.path', 'in', paths);
      }
      const [rows, total] = await Promise.all([
        query.orderBy('media.id', 'desc').limit(filter.limit).offset(filter.skip).execute(),
        count.executeTakeFirst(),
      ]);
      return { rows: rows.map(named), total: toCount(total?.count) };
    },

    /**
     * Changes a file's description; `alongside` writes in the same transaction (its alt in another
     * language, decision 100). A decorative file has no alt in any language. Its search text follows.
     */
    async update(
      id: number,
      values: Partial<Pick<MediaRow, 'alt' | 'decorative'>>,
      alongside?: (trx: Db) => Promise<void>,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (Object.keys(values).length) await trx.updateTable('media').set(values).where('id', '=', id).execute();
        if (values.decorative === 1) await forgetAlts(trx, id);
        await alongside?.(trx);
        await reindex(trx, id);
      });
    },

    /**
     * The alt texts of these paths, in one query (the public pages' images); with `locale` (a
     * language other than the default, decision 100), each one's alt in it beside, joined on the
     * translations' key: still one query.
     */
    async alts(
      paths: string[],
      locale?: string,
    ): Promise<Map<string, { alt: string; decorative: boolean; translated?: string }>> {
      const unique = [...new Set(paths)].filter(Boolean);
      if (unique.length === 0) return new Map();
      if (locale === undefined) {
        const rows = await db
          .selectFrom('media')
          .select(['path', 'alt', 'decorative'])
          .where('path', 'in', unique)
          .execute();
        return new Map(rows.map((r) => [r.path, { alt: r.alt, decorative: Number(r.decorative) === 1 }]));
      }
      const rows = await db
        .selectFrom('media')
        .leftJoin('translations', (join) =>
          join
            .on('translations.resource', '=', mediaTranslated.key)
            .onRef('translations.record_id', '=', 'media.id')
            .on('translations.locale', '=', locale)
            .on('translations.field', '=', 'alt'),
        )
        .select(['media.path', 'media.alt', 'media.decorative', 'translations.value as translated'])
        .where('media.path', 'in', unique)
        .execute();
      return new Map(
        rows.map((r) => [
          r.path,
          { alt: r.alt, decorative: Number(r.decorative) === 1, translated: r.translated ?? undefined },
        ]),
      );
    },

    /**
     * Every record that refers to one of `paths`: a file column holding it, a rich-text column
     * containing it (or one of its variants), a user's picture, or a kept revision. One query per
     * table that holds files, whatever the number of paths.
     */
    async holders(holders: MediaHolder[], paths: string[]): Promise<HolderHit[]> {
      if (paths.length === 0) return [];
      const hits: HolderHit[] = [];
      for (const holder of holders) {
        const columns = [...holder.fileColumns, ...holder.textColumns];
        if (columns.length === 0) continue;
        const conditions = [
          ...holder.fileColumns.map((column) => sql<boolean>`${sql.ref(column)} in (${sql.join(paths)})`),
          ...holder.textColumns.flatMap((column) =>
            paths.map((path) => sql<boolean>`${sql.ref(column)} like ${likePattern(stem(path))} escape '\\'`),
          ),
        ];
        const title = holder.titleColumn ? sql.ref(holder.titleColumn) : sql`''`;
        const deletedAt = holder.noTrash ? sql`null` : sql.ref('deleted_at');
        const { rows } = await sql<
          Record<string, unknown>
        >`select id, ${deletedAt} as deleted_at, ${title} as record_title, ${sql.join(
          columns.map((c) => sql.ref(c)),
        )} from ${sql.table(holder.table)} where ${sql.join(conditions, sql` or `)}`.execute(db);
        for (const row of rows) {
          for (const path of paths) {
            const inFile = holder.fileColumns.some((c) => row[c] === path);
            const inText = holder.textColumns.some((c) => typeof row[c] === 'string' && row[c].includes(stem(path)));
            if (inFile || inText)
              hits.push({
                path,
                resource: holder.resource,
                recordId: Number(row.id),
                title: String(row.record_title ?? ''),
                where: inFile ? 'file' : 'text',
                inTrash: row.deleted_at !== null && row.deleted_at !== undefined,
              });
          }
        }
      }
      const users = await db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'email', 'profile_image'])
        .where('profile_image', 'in', paths)
        .execute();
      for (const user of users)
        hits.push({
          path: user.profile_image!,
          resource: 'users',
          recordId: Number(user.id),
          title: `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.email,
          where: 'file',
          inTrash: false,
        });
      const revisions = await db
        .selectFrom('revision_media')
        .innerJoin('revisions', 'revisions.id', 'revision_media.revision_id')
        .select(['revision_media.path', 'revisions.resource', 'revisions.record_id'])
        .distinct()
        .where('revision_media.path', 'in', paths)
        .execute();
      const held = new Set(hits.map((h) => `${h.path} ${h.resource} ${h.recordId}`));
      const titles = new Map(hits.map((h) => [`${h.resource} ${h.recordId}`, h.title]));
      const missing = revisions.filter((r) => !held.has(`${r.path} ${r.resource} ${Number(r.record_id)}`));
      const byResource = Map.groupBy(missing, (r) => r.resource);
      for (const [resource, rows] of byResource) {
        const holder = holders.find((h) => h.resource === resource);
        const unknown = rows.map((r) => Number(r.record_id)).filter((id) => !titles.has(`${resource} ${id}`));
        if (holder?.titleColumn && unknown.length) {
          const { rows: found } = await sql<{ id: number; record_title: string }>`select id, ${sql.ref(
            holder.titleColumn,
          )} as record_title from ${sql.table(holder.table)} where id in (${sql.join(unknown)})`.execute(db);
          for (const row of found) titles.set(`${resource} ${Number(row.id)}`, String(row.record_title ?? ''));
        }
        for (const r of rows)
          hits.push({
            path: r.path,
            resource,
            recordId: Number(r.record_id),
            title: titles.get(`${resource} ${Number(r.record_id)}`) ?? '',
            where: 'revision',
            inTrash: false,
          });
      }
      return hits;
    },

    /**
     * Points every use of `from` at `to` in one transaction: file columns, rich-text columns and
     * revisions (their JSON and their media rows), users' pictures, and the library's own row
     * (which takes the new file's facts). `renames` maps each old public path (the file and its
     * variants) to the new one, for the texts.
     */
    async replace(
      holders: MediaHolder[],
      from: string,
      to: NewMediaRow,
      renames: Array<[string, string]>,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // The new file's own row (written when it was stored) gives way to the old row, which keeps its id and alt.
        await trx.deleteFrom('media').where('path', '=', to.path).execute();
        for (const holder of holders) {
          for (const column of holder.fileColumns)
            await sql`update ${sql.table(holder.table)} set ${sql.ref(column)} = ${to.path} where ${sql.ref(
              column,
            )} = ${from}`.execute(trx);
          for (const column of holder.textColumns)
            for (const [a, b] of renames)
              await sql`update ${sql.table(holder.table)} set ${sql.ref(column)} = replace(${sql.ref(
                column,
              )}, ${a}, ${b}) where ${sql.ref(column)} like ${likePattern(a)} escape '\\'`.execute(trx);
        }
        await trx.updateTable('users').set({ profile_image: to.path }).where('profile_image', '=', from).execute();
        for (const [a, b] of renames)
          await sql`update revisions set data = replace(data, ${a}, ${b}) where data like ${likePattern(
            a,
          )} escape '\\'`.execute(trx);
        await trx.updateTable('revision_media').set({ path: to.path }).where('path', '=', from).execute();
        await trx
          .updateTable('media')
          .set({
            path: to.path,
            content_type: to.content_type,
            bytes: to.bytes,
            width: to.width ?? null,
            height: to.height ?? null,
            duration: to.duration ?? null,
            original_name: to.original_name,
            uploaded_at: to.uploaded_at,
            uploaded_by: to.uploaded_by ?? null,
          })
          .where('path', '=', from)
          .execute();
        const kept = await trx.selectFrom('media').select('id').where('path', '=', to.path).executeTakeFirst();
        if (kept) await reindex(trx, Number(kept.id));
      });
    },

    /** Every /media/ path the records, users and revisions refer to (the backfill of older databases). */
    async referencedPaths(holders: MediaHolder[]): Promise<Set<string>> {
      const found = new Set<string>();
      const take = (value: unknown) => {
        if (typeof value !== 'string') return;
        for (const match of value.matchAll(/\/media\/(?:images|videos|audio)\/[0-9a-f]{32}\.[a-z0-9]+/g))
          found.add(match[0]);
      };
      for (const holder of holders) {
        const columns = [...holder.fileColumns, ...holder.textColumns];
        if (columns.length === 0) continue;
        const conditions = columns.map((c) => sql<boolean>`${sql.ref(c)} like '%/media/%'`);
        const { rows } = await sql<Record<string, unknown>>`select ${sql.join(
          columns.map((c) => sql.ref(c)),
        )} from ${sql.table(holder.table)} where ${sql.join(conditions, sql` or `)}`.execute(db);
        for (const row of rows) for (const c of columns) take(row[c]);
      }
      for (const u of await db
        .selectFrom('users')
        .select('profile_image')
        .where('profile_image', 'is not', null)
        .execute())
        take(u.profile_image);
      for (const r of await db.selectFrom('revision_media').select('path').distinct().execute()) take(r.path);
      return found;
    },
  };
}

/** A path without its extension: '/media/images/ab12.jpg' also matches its variants ('ab12-480.webp') in texts. */
function stem(path: string): string {
  return path.replace(/\.[a-z0-9]+$/, '');
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
