import { scheduleRules } from '@atrium/contract/schedule';
import { foldName, toSearchText } from '@atrium/contract/text';
import { TrashMessages } from '@atrium/contract/trash';
import type { Db } from '../db/database.ts';
import { type IfMatch, updatedAtsOf, VersionMessages, versionTag } from '@atrium/contract/versions';
import { ConflictError, NotFoundError, StaleVersionError, ValidationError } from '../errors.ts';
import type { MediaService } from '../foundations/media/media.types.ts';
import { mediaPathsIn } from '../foundations/media/media.service.ts';
import { isUploadedFile } from '../foundations/media/uploaded-file.ts';
import {
  createRevisionsService,
  DEFAULT_REVISIONS_KEEP,
  type RevisionsService,
  type Snapshot,
} from '../foundations/revisions/revisions.service.ts';
import { ChangeWords, type FieldChange } from '@atrium/contract/revisions';
import { changeLabel, changesBetween, recordTitle, snapshotWords } from './change-words.ts';
import { mapColumns } from './columns.ts';
import type {
  Columns,
  DeriveDeps,
  Draft,
  ResourceDefinition,
  ResourceTable,
  Row,
  RuleErrors,
} from './define-resource.ts';
import { type Clock, systemClock } from '../service-deps.ts';
import type { LocalesService } from '../foundations/locales/locales.service.ts';
import { type CallLocale, createTranslator, refuseCreateIn } from './translations.ts';
import { createRepository, createResourceContext, type ListFilter, type MediaSource, userNames } from './repository.ts';

export type ListParams = Omit<ListFilter, 'filters' | 'visibleAt'> & {
  /** A read without a token: what the public sees now (published, within its window). */
  isPublic?: boolean;
  /** Values of the definition's filters by query parameter. */
  filters?: Record<string, unknown>;
  limit: number;
  skip: number;
  sortBy?: string;
  /** The language the records are read in (`?locale=`, decision 081); absent, the default one. */
  locale?: string;
  /** Only the records lacking text in this language (`?missing=`, decision 081). */
  missing?: string;
};

export type ResourceServiceDeps = {
  db: Db;
  media: MediaService;
  /** When a record is deleted (the trash's deleted_at); the system clock by default. */
  clock?: Clock;
  /** Where saves keep their revisions, for a definition whose API has `revisions: true` (decision 033). */
  revisions?: RevisionsService;
  /** The site's languages (decision 081); without them, the default language alone. */
  locales?: LocalesService;
} & DeriveDeps;

export type { MediaSource };

/** Who deletes: the administrator's user id (null for a deletion no one made, such as a script's). */
export type Deleter = number | null;

/**
 * Who writes: the administrator's user id (null for a write no one made, such as a script's);
 * `notes` receives what the editor should know of a save that succeeded (no poster was found);
 * `alongside` writes what belongs with this save in its own transaction, after the definition's
 * `afterWrite` (the WordPress import's key and kept slug, decision 079: an item and the record of
 * where it came from commit together, so a resumed import never makes it twice).
 */
export type Writer = {
  by?: number | null;
  notes?: string[];
  alongside?: (trx: Db, row: { id: number }) => Promise<void>;
  /** The request's If-Match (decision 083): the write is made only on a record at that version. */
  ifMatch?: IfMatch;
  /** Filled with what the write did, in words, for its audit entry (decision 085). */
  told?: Told;
};

/** Thrown inside a write's transaction when its version check found the record changed: rolls it back. */
class Superseded extends Error {}

/** The `updated_at` values If-Match allows for record `id`; undefined when any version will do. */
function expectedOf(ifMatch: IfMatch | undefined, id: number): string[] | undefined {
  return ifMatch === undefined || ifMatch === '*' ? undefined : updatedAtsOf(ifMatch, id);
}

/**
 * What a write did, as the service tells it for the audit log (decision 085): the record's title
 * (or each record's, for a bulk action) as it was written, and what changed in words.
 */
export type Told = {
  title?: string;
  titles?: string[];
  changes?: FieldChange[];
  /** The record's status before and after a save. */
  statusBefore?: number;
  statusAfter?: number;
  /** Its publish time after a save, where the resource is scheduled. */
  publishAt?: string | null;
  /** The language whose texts a save wrote, when not the default one (decision 092). */
  locale?: string;
};

/** Columns a revision never keeps: where a record sits in its list and whether it is published are not its content. */
const notRevised = new Set(['status', 'position']);

/** The table's columns holding its files and its rich text: where its rows refer to stored media. */
export function mediaSourceOf(definition: ResourceDefinition): MediaSource {
  const columnOf = (field: string) => (definition.columns as Record<string, string | undefined>)[field];
  return {
    table: definition.table,
    fileColumns: Object.keys(definition.files ?? {})
      .map(columnOf)
      .filter((c): c is string => Boolean(c)),
    textColumns: (definition.richText ?? [])
      .map((field) => columnOf(String(field)))
      .filter((c): c is string => Boolean(c)),
  };
}

/** The rules of every list resource: mapping, files, validation, not-found. No SQL, no HTTP. */
export function createResourceService<T extends ResourceTable>(
  { db, media, clock = systemClock, revisions, fetchPoster, locales }: ResourceServiceDeps,
  definition: ResourceDefinition<T>,
) {
  // A service made without one (a script, the seed) still keeps revisions, and forgets them on delete forever.
  const revised = definition.api.enabled('revisions')
    ? (revisions ?? createRevisionsService({ db, clock, keep: DEFAULT_REVISIONS_KEEP }))
    : undefined;
  const fileFields = Object.keys(definition.files ?? {});
  const richTextFields = (definition.richText ?? []).map(String);
  const repo = createRepository(db, definition.table, { scheduled: definition.scheduled });
  const ownMedia = mediaSourceOf(definition);
  const notInTrash = () => new NotFoundError(TrashMessages.notInTrash(definition.noun));
  const sortKeys = Object.keys(definition.sorts);
  const notFound = () => new NotFoundError(`${definition.noun} not found.`);
  const ctx = createResourceContext(db, () => clock.now());
  const toWire = async (rows: Row<T>[]) =>
    (definition.expand ? await definition.expand(rows, ctx) : rows).map((row) => definition.toWire(row));
  const translator = createTranslator(
    db,
    { key: definition.key, declared: definition.api.spec.declared ?? {} },
    locales,
  );
  /** The records in the call's language, saying which languages each has (decision 081). */
  const inLocale = async (rows: Row<T>[], asked: CallLocale | undefined) => {
    const records = await toWire(rows);
    if (!translator) return records;
    // A record answered by a call that names no language (a restore, a publish) is in the default one.
    const call = asked ?? (await translator.resolve(undefined));
    return call ? translator.localize(records as Array<{ id: number }>, call) : records;
  };
  const one = async (row: Row<T>, call?: CallLocale) => (await inLocale([row], call))[0];

  /** A file field's alt text and decorative flag as the request sent them (decision 038). */
  function altOf(input: Record<string, unknown>, field: string) {
    const alt = input[`${field}_alt`];
    const decorative = input[`${field}_decorative`];
    return {
      ...(typeof alt === 'string' ? { alt } : {}),
      ...(typeof decorative === 'boolean' ? { decorative } : {}),
    };
  }

  /**
   * Stores the request's new files (with their alt texts) and checks the ones chosen from the
   * media library; only the stored ones are this request's to remove when it fails.
   */
  async function storeFiles(input: Record<string, unknown>, by: number | null) {
    const stored: Record<string, string | null> = {};
    const chosen: Record<string, string> = {};
    for (const [field, kind] of Object.entries(definition.files ?? {})) {
      const value = input[field];
      if (isUploadedFile(value)) {
        stored[field] = await media.store(value, kind, {
          wrongTypeMessage: definition.fileTypeMessages?.[kind],
          ...altOf(input, field),
          by,
        });
      } else if (value === '' || value === null) {
        stored[field] = null;
      } else if (typeof value === 'string') {
        try {
          chosen[field] = await media.chosen(value, kind, field);
        } catch (error) {
          await discard(stored);
          throw error;
        }
      }
    }
    return { stored, chosen };
  }

  /** After a commit: the alt texts sent for files the record already held or chose from the library. */
  async function describeFiles(input: Record<string, unknown>, row: Row<T>) {
    for (const field of fileFields) {
      if (isUploadedFile(input[field])) continue;
      const column = (definition.columns as Record<string, string | undefined>)[field];
      const path = column ? (row as Record<string, unknown>)[column] : undefined;
      const values = altOf(input, field);
      if (typeof path === 'string' && path && Object.keys(values).length) await media.describeImage(path, values);
    }
  }

  /** The length columns of the audio files this write sets (`fileDurations`). */
  async function durations(files: Record<string, string | null>) {
    const columns: Record<string, number | null> = {};
    for (const [field, column] of Object.entries(definition.fileDurations ?? {}) as Array<[string, string]>) {
      if (!(field in files)) continue;
      const path = files[field];
      columns[column] = path ? ((await media.duration(path)) ?? null) : null;
    }
    return columns;
  }

  async function discard(stored: Record<string, string | null>) {
    await Promise.all(Object.values(stored).map((p) => (p ? media.remove(p) : undefined)));
  }

  /** Fields that another record already holds (compared folded), as field errors. */
  async function uniquenessErrors(merged: Draft<T>, columns: Record<string, unknown>) {
    const errors: Record<string, string> = {};
    for (const { field, keyColumn, message, key: keyOf = foldName } of definition.unique ?? []) {
      const source = definition.columns[field];
      const value = source ? (merged as Record<string, unknown>)[source] : undefined;
      if (typeof value !== 'string') continue;
      const key = keyOf(value);
      columns[keyColumn] = key;
      if (await repo.isTaken(keyColumn, key, merged.id)) errors[field] = message;
    }
    return errors;
  }

  /** Applies the request to a record (new or existing), checks the rules and returns the columns to write. */
  async function prepare(
    input: Record<string, unknown>,
    existing: Row<T> | undefined,
    restoredFiles: Record<string, string | null> = {},
    by: number | null = null,
    notes: string[] = [],
  ) {
    const { stored, chosen } = await storeFiles(input, by);
    // Files a restored revision points at, or chosen from the library, are written by reference, as if just stored.
    const files = { ...restoredFiles, ...chosen, ...stored };
    try {
      // The request passed the fields' schemas, so each mapped value has its column's type.
      const mapped = { ...mapColumns(definition, input, files), ...(await durations(files)) } as Columns<T>;
      const columns: Record<string, unknown> = definition.adjustColumns
        ? definition.adjustColumns(mapped, input, files, existing)
        : mapped;
      // Columns of this table over its stored row (or defaults): a row in the making.
      const merged = { ...(existing ?? definition.defaults ?? {}), ...columns } as Draft<T>;
      const errors = definedErrors({
        ...(definition.scheduled ? scheduleErrors(merged) : {}),
        ...((await definition.rules?.(merged, ctx, input, existing)) ?? {}),
      });
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const taken = await uniquenessErrors(merged, columns);
      if (Object.keys(taken).length > 0) throw new ValidationError(taken);
      // No transaction is open here: deriving may wait on the network (decision 041).
      if (definition.derive) {
        const derived = await definition.derive(merged, files, existing, { fetchPoster });
        Object.assign(columns, derived.columns);
        derived.stored?.forEach((path, i) => (stored[`derived:${i}`] = path));
        if (derived.note) notes.push(derived.note);
      }
      columns.search_text = toSearchText(...definition.searchText(merged));
      return { columns: columns as Columns<T>, stored };
    } catch (error) {
      await discard(stored);
      throw error;
    }
  }

  /**
   * What a revision keeps of a row (decision 033): each writable field that has a column (files
   * as their media paths), but not status or position, and what the definition adds
   * (`revisionFields`: a learn item's category ids), read through `trx`.
   */
  async function snapshot(trx: Db, row: Row<T>): Promise<Snapshot> {
    const data: Snapshot = {};
    const values = row as Record<string, unknown>;
    for (const [field, column] of Object.entries(definition.columns as Record<string, string | undefined>)) {
      // By column: a field named status that holds something else (a redirect's code) is content.
      if (column && !notRevised.has(column)) data[field] = values[column] ?? null;
    }
    if (definition.revisionFields) {
      const [expanded] = definition.expand ? await definition.expand([row], createResourceContext(trx)) : [row];
      Object.assign(data, definition.revisionFields(expanded as Row<T>));
    }
    return data;
  }

  /**
   * Saves a row and the definition's side writes in one transaction, with its revision (and the
   * record's state before, when it had none yet) where the resource keeps them; when it fails,
   * the files stored for it are removed (no row points at them). Answers the row and the files
   * of revisions pruned by this save, to remove once committed. A save in another language
   * (`translation`, decision 092) writes that language's texts in the same transaction and keeps
   * a revision of them, and one of the record's own fields only when it changed those (the
   * fields every language shares).
   */
  async function write(
    input: Record<string, unknown>,
    existing: Row<T> | undefined,
    stored: Record<string, string | null>,
    save: (trx: Db) => Promise<Row<T> | undefined>,
    by: number | null,
    alongside?: Writer['alongside'],
    told?: Told,
    translation?: { locale: string; own: Record<string, string | null> },
  ): Promise<{ row: Row<T>; pruned: string[] }> {
    type Written = { row: Row<T>; pruned: string[]; before?: Snapshot; after?: Snapshot };
    let written: Written;
    const texts = translation && translator ? { ...translation, translator } : undefined;
    try {
      written = await repo.transaction(async (trx): Promise<Written> => {
        const needsBaseline = Boolean(revised && existing && !(await revised.has(trx, definition.key, existing.id)));
        const before =
          existing && (told || needsBaseline || (revised && texts)) ? await snapshot(trx, existing) : undefined;
        const textBefore = texts && existing ? await texts.translator.textOf(trx, existing.id, texts.locale) : {};
        const baseline = needsBaseline ? before : undefined;
        const saved = await save(trx);
        if (!saved) throw notFound();
        const row = (await definition.afterWrite?.({ trx, row: saved, input, existing })) ?? saved;
        if (texts) await texts.translator.put(trx, row.id, texts.locale, texts.own);
        await alongside?.(trx, row);
        const after = revised || told ? await snapshot(trx, row) : undefined;
        const textAfter = texts ? await texts.translator.textOf(trx, row.id, texts.locale) : undefined;
        // The record as read in the save's language: what its audit entry tells.
        const seen = (shared?: Snapshot, own?: Snapshot) => (shared && texts ? { ...shared, ...own } : shared);
        const inWords = { before: seen(before, textBefore), after: seen(after, textAfter) };
        if (!revised || !after) return { row, pruned: [], ...inWords };
        const revision = { resource: definition.key, recordId: row.id, files: fileFields, richText: richTextFields };
        // A record saved before revisions existed keeps its state then as its first revision.
        if (baseline && existing)
          await revised.record(trx, { ...revision, userId: null, data: baseline, at: existing.updated_at });
        // Stamped with the version it keeps: a 412 names whoever made the version it met (decision 083).
        const pruned: string[] = [];
        if (!texts || JSON.stringify(before) !== JSON.stringify(after))
          pruned.push(...(await revised.record(trx, { ...revision, userId: by, data: after, at: row.updated_at })));
        if (texts && textAfter)
          pruned.push(
            ...(await revised.record(trx, {
              ...revision,
              userId: by,
              data: textAfter,
              at: row.updated_at,
              locale: texts.locale,
            })),
          );
        return { row, pruned, ...inWords };
      });
    } catch (error) {
      await discard(stored);
      throw error;
    }
    // Committed: the words are read after, and the files stored for it are the record's now.
    if (told && written.after) {
      await tell(told, existing, written.row, written.before, written.after);
      if (texts) told.locale = texts.locale;
    }
    return written;
  }

  /** Fills `told` with a save's title and changes in words (after the commit: names are read outside it). */
  async function tell(
    told: Told,
    existing: Row<T> | undefined,
    row: Row<T>,
    before: Snapshot | undefined,
    after: Snapshot,
  ) {
    const values = row as Record<string, unknown>;
    const [old, now] = await Promise.all([
      before ? snapshotWords(definition, before, ctx) : undefined,
      snapshotWords(definition, after, ctx),
    ]);
    Object.assign(told, {
      title: recordTitle(definition, values),
      changes: changesBetween(definition, old, now),
      statusBefore: existing?.status,
      statusAfter: row.status,
      publishAt: typeof values.publish_at === 'string' ? values.publish_at : null,
    });
  }

  /** The titles of records about to go (for the audit log: they outlive the records, decision 085). */
  async function titlesOf(ids: number[]) {
    const rows = await ctx.lookup(definition.table, ids);
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [recordTitle(definition, row as Record<string, unknown>)] : [];
    });
  }

  /** After a commit: the files of pruned revisions that neither the record nor a remaining revision uses. */
  async function removePruned(pruned: string[], row: Row<T>) {
    if (pruned.length) await media.removeReplaced(Object.fromEntries(pruned.map((p, i) => [String(i), p])), row);
  }

  /**
   * The 412 of a write made against an older version (decision 083): the record now, its
   * version, and who saved it and when, from the revision that save kept (none for a publish,
   * which keeps no revision, or where the resource keeps none). The record is in the language the
   * write was in (decision 092), so the editor's conflict dialog compares like with like.
   */
  async function staleError(row: Row<T>, call?: CallLocale) {
    let changedBy: { id: number; name: string } | null = null;
    let changedIn: string | undefined;
    if (revised) {
      // A translation's save that also changed a shared field kept two revisions at its version
      // (decision 092): the one of a language says which (decision 097).
      const { items } = await revised.list(definition.key, row.id, { limit: 2, skip: 0 });
      const made = items.filter((entry) => entry.created_at === row.updated_at);
      changedBy = made[0]?.author ?? null;
      changedIn = made.find((entry) => entry.locale !== null)?.locale ?? undefined;
    }
    return new StaleVersionError(VersionMessages.stale(definition.noun, changedBy?.name ?? null), {
      version: versionTag(row.id, row.updated_at),
      record: await one(row, call),
      changedBy,
      changedAt: row.updated_at,
      ...(changedIn ? { changedIn } : {}),
    });
  }

  /** After a version check failed in the write: 404 when the record has gone meanwhile, else 412. */
  async function supersededError(id: number, call?: CallLocale) {
    const now = await repo.getById(id);
    return now ? staleError(now, call) : notFound();
  }

  async function update(
    id: number,
    request: Record<string, unknown>,
    { by = null, notes, ifMatch, alongside, told }: Writer,
    restoredFiles: Record<string, string | null> = {},
    locale?: string,
  ) {
    const call = await translator?.resolve(locale);
    // In another language (decision 081), the per-language fields are its text, kept beside the
    // record in the same transaction; the others are shared by every language and saved as usual.
    const { own, shared: input } =
      call && !call.isDefault && translator ? translator.split(request) : { own: undefined, shared: request };
    const existing = await repo.getById(id);
    if (!existing) throw notFound();
    const expected = expectedOf(ifMatch, id);
    // Refused before any file is stored; the write checks again, atomically.
    if (expected && !expected.includes(existing.updated_at)) throw await staleError(existing, call);
    const { columns, stored } = await prepare(input, existing, restoredFiles, by, notes);
    let written;
    try {
      written = await write(
        input,
        existing,
        stored,
        async (trx) => {
          const saved = await repo.update(id, columns, trx, { expected, after: existing.updated_at });
          if (!saved && expected) throw new Superseded();
          // With the row, before afterWrite: the search index reads the item's text in every language (decision 091).
          if (saved && own && call && translator) await translator.put(trx, saved.id, call.locale, own);
          return saved;
        },
        by,
        alongside,
        told,
        own && call && Object.keys(own).length ? { locale: call.locale, own } : undefined,
      );
    } catch (error) {
      throw error instanceof Superseded ? await supersededError(id, call) : error;
    }
    const { row, pruned } = written;
    await describeFiles(input, row);
    await media.removeReplaced(existing, row);
    await removePruned(pruned, row);
    return one(row, call);
  }

  /** To the trash (status 2, with when and by whom), or gone for good with `hardDelete`; all or nothing. */
  async function removeMany(ids: number[], by: Deleter, onMissing: (missing: number[]) => Error, expected?: string[]) {
    const unique = [...new Set(ids)];
    try {
      await repo.transaction(async (trx) => {
        const found = await repo.existingIds(unique, trx);
        const missing = unique.filter((id) => !found.has(id));
        if (missing.length) throw onMissing(missing);
        if (expected?.length === 0) throw new Superseded();
        const done = definition.hardDelete
          ? await repo.deleteMany(trx, unique, expected)
          : await repo.softDeleteMany(trx, unique, { at: clock.now().toISOString(), userId: by }, expected);
        if (expected && done < unique.length) throw new Superseded();
        if (definition.hardDelete) await translator?.forget(trx, unique);
      });
    } catch (error) {
      throw error instanceof Superseded ? await supersededError(unique[0]!) : error;
    }
    return unique.length;
  }

  /** The ids among `ids` that are in the trash, or the error for those that are not. */
  async function trashedOrThrow(trx: Db, ids: number[], onMissing: (missing: number[]) => Error) {
    const rows = await repo.trashedRows(ids, trx);
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw onMissing(missing);
    return rows;
  }

  /**
   * Brings records back from the trash as they were (status, position, slug, links and files
   * never left their rows); refused (409) when a unique field is now another record's.
   */
  async function restoreMany(ids: number[], onMissing: (missing: number[]) => Error) {
    const unique = [...new Set(ids)];
    const rows = await trashedOrThrow(db, unique, onMissing);
    for (const row of rows) {
      for (const { field, keyColumn, message } of definition.unique ?? []) {
        const key = (row as Record<string, unknown>)[keyColumn];
        if (key !== null && key !== undefined && (await repo.isTaken(keyColumn, key, row.id)))
          throw new ConflictError(message, { [field]: message });
      }
    }
    return repo.transaction(async (trx) => {
      const restored = await repo.restoreMany(trx, unique);
      // Deleted forever or restored by another request meanwhile: all or none.
      if (restored.length !== unique.length) {
        const back = new Set(restored.map((row) => row.id));
        throw onMissing(unique.filter((id) => !back.has(id)));
      }
      return restored;
    });
  }

  /**
   * Deletes records of the trash forever (with `before`, only those deleted before it), with the
   * definition's side rows in the same transaction; then their files, except those another row
   * still refers to, through the media service's removal (which never throws). Answers the rows
   * this call deleted: a row another process deleted first is not among them.
   */
  async function deleteForever(ids: number[], options: { before?: string; onMissing?: (missing: number[]) => Error }) {
    const unique = [...new Set(ids)];
    const { rows: gone, revisionFiles } = await repo.transaction(async (trx) => {
      if (options.onMissing) await trashedOrThrow(trx, unique, options.onMissing);
      const rows = await repo.deleteFromTrash(trx, unique, options.before);
      if (rows.length) await definition.afterPermanentDelete?.(trx, rows);
      // Its text in other languages (decision 081) goes with it.
      if (rows.length)
        await translator?.forget(
          trx,
          rows.map((row) => row.id),
        );
      // Its revisions go with it (decision 033), and so do the files only they held.
      const held =
        revised && rows.length
          ? await revised.forget(
              trx,
              definition.key,
              rows.map((row) => row.id),
            )
          : [];
      return { rows, revisionFiles: held };
    });
    // Its files and its texts' images (decision 039): the media service keeps those another
    // record or a remaining revision still holds.
    const files = [
      ...gone.flatMap((row) =>
        [...ownMedia.fileColumns, ...ownMedia.textColumns].flatMap((column) =>
          mediaPathsIn((row as Record<string, unknown>)[column]),
        ),
      ),
      ...revisionFiles,
    ];
    if (files.length) await media.removeReplaced(Object.fromEntries(files.map((path, i) => [String(i), path])), {});
    return gone;
  }

  /** Trash rows as the trash answers them: the record, and when and by whom it was deleted. */
  async function trashEntries(rows: Row<T>[]) {
    const names = await userNames(
      db,
      rows.map((row) => row.deleted_by),
    );
    const records = await toWire(rows);
    return rows.map((row, i) => ({
      ...(records[i] as object),
      deleted_at: row.deleted_at ?? row.updated_at,
      deleted_by:
        row.deleted_by !== null && names.has(row.deleted_by)
          ? { id: row.deleted_by, name: names.get(row.deleted_by)! }
          : null,
    }));
  }

  /** The definition's filters as columns and values; a `scheduled` one compares with the clock. */
  function columnFilters(values: Record<string, unknown> = {}) {
    const now = clock.now().toISOString();
    return Object.entries(definition.filters ?? {}).map(([param, { column, present, scheduled }]) => ({
      column,
      value: values[param],
      present,
      scheduledAt: scheduled ? now : undefined,
    }));
  }

  function filterOf(
    params: Omit<ListParams, 'limit' | 'skip' | 'sortBy'>,
    missingIn?: ListFilter['missingIn'],
  ): ListFilter {
    const search = params.search ? toSearchText(params.search) : undefined;
    return {
      status: params.status,
      visibleAt: params.isPublic ? clock.now().toISOString() : undefined,
      search: search || undefined,
      filters: columnFilters(params.filters),
      missingIn,
    };
  }

  return {
    definition,
    sortKeys,

    async list(params: ListParams) {
      const call = await translator?.resolve(params.locale);
      const missingIn = await translator?.missingIn(params.missing);
      const spec = definition.sorts[params.sortBy ?? sortKeys[0]!]!;
      const rows = await repo.list(filterOf(params, missingIn), { limit: params.limit, skip: params.skip, sort: spec });
      return inLocale(rows, call);
    },

    async count(params: Omit<ListParams, 'limit' | 'skip' | 'sortBy'>) {
      // Every language counts the same records; an unknown one is refused all the same.
      await translator?.resolve(params.locale);
      return repo.count(filterOf(params, await translator?.missingIn(params.missing)));
    },

    async getById(id: number, locale?: string) {
      const call = await translator?.resolve(locale);
      const row = await repo.getById(id);
      if (!row) throw notFound();
      return one(row, call);
    },

    async create(input: Record<string, unknown>, { by = null, notes, alongside, told }: Writer = {}, locale?: string) {
      const call = await translator?.resolve(locale);
      refuseCreateIn(call);
      if (definition.singleton && (await repo.count({})) > 0) {
        throw new ConflictError(`The ${definition.noun.toLowerCase()} already exists; update it instead.`);
      }
      const { columns, stored } = await prepare(input, undefined, {}, by, notes);
      const position = columns.position ?? ((await repo.maxPosition()) ?? -1) + 1;
      const { row, pruned } = await write(
        input,
        undefined,
        stored,
        (trx) =>
          repo.insert(
            {
              ...definition.defaults,
              ...columns,
              status: columns.status ?? definition.defaults?.status ?? 0,
              position,
              search_text: columns.search_text ?? '',
            },
            trx,
          ),
        by,
        alongside,
        told,
      );
      await describeFiles(input, row);
      await removePruned(pruned, row);
      return one(row, call);
    },

    update(id: number, input: Record<string, unknown>, writer: Writer = {}, locale?: string) {
      return update(id, input, writer, {}, locale);
    },

    /**
     * A page of the record's revisions, newest first (decision 033); with `locale`, only those of
     * that language's texts, the default language's being those of the record's own fields (decision 092).
     */
    async revisions(id: number, page: { limit: number; skip: number }, locale?: string) {
      if (!revised) throw notFound();
      const call = locale === undefined ? undefined : await translator?.resolve(locale);
      if (!(await repo.getById(id))) throw notFound();
      return revised.list(definition.key, id, page, call ? (call.isDefault ? null : call.locale) : undefined);
    },

    /** One revision's fields beside the record's saved fields now (in the revision's language). */
    async revision(id: number, revisionId: number) {
      if (!revised) throw notFound();
      const row = await repo.getById(id);
      if (!row) throw notFound();
      const found = await revised.get(definition.key, id, revisionId);
      const current =
        found.locale && translator ? await translator.textOf(db, id, found.locale) : await snapshot(db, row);
      const [data, now] = await Promise.all([
        snapshotWords(definition, found.data, ctx),
        snapshotWords(definition, current, ctx),
      ]);
      const fields = [...new Set([...Object.keys(found.data), ...Object.keys(current)])];
      return {
        ...found,
        current,
        richText: richTextFields,
        files: fileFields,
        // The audit log's wording (decision 085): labels, categories by name, switches as words.
        words: { labels: Object.fromEntries(fields.map((f) => [f, changeLabel(definition, f)])), data, current: now },
      };
    },

    /**
     * Writes a revision's fields back through the ordinary update (rules, slugs, categories;
     * files by reference), which keeps a new revision: nothing is lost by restoring. A revision
     * of a language's texts writes that language's texts alone (decision 092): a text it did not
     * have is removed again, and the other languages and the shared fields stay as they are.
     */
    async restoreRevision(id: number, revisionId: number, writer: Writer = {}) {
      if (!revised) throw notFound();
      if (!(await repo.getById(id))) throw notFound();
      const { data, locale } = await revised.get(definition.key, id, revisionId);
      if (locale) {
        // Its language may have been removed since: resolving refuses it (400) rather than writing the default's columns.
        const texts = Object.fromEntries(Object.entries(data).map(([field, value]) => [field, value ?? '']));
        return update(id, texts, writer, {}, locale);
      }
      const input: Record<string, unknown> = {};
      const files: Record<string, string | null> = {};
      for (const [field, value] of Object.entries(data)) {
        if (fileFields.includes(field)) files[field] = typeof value === 'string' && value !== '' ? value : null;
        else input[field] = value;
      }
      return update(id, input, writer, files);
    },

    /** With `ifMatch`, only if the record is still at that version (decision 083). */
    async setStatus(id: number, status: 0 | 1, ifMatch?: IfMatch, told?: Told) {
      const expected = expectedOf(ifMatch, id);
      const row = expected?.length === 0 ? undefined : await repo.setStatus(id, status, { expected });
      if (!row) throw expected ? await supersededError(id) : notFound();
      if (told) told.title = recordTitle(definition, row as Record<string, unknown>);
      return one(row);
    },

    /**
     * To the trash: status 2 hides the record everywhere but keeps it recoverable, with when and
     * by whom (unless `hardDelete`).
     */
    async remove(id: number, by: Deleter = null, ifMatch?: IfMatch, told?: Told) {
      if (told) told.title = (await titlesOf([id]))[0];
      await removeMany([id], by, notFound, expectedOf(ifMatch, id));
    },

    async bulkRemove(ids: number[], by: Deleter = null, told?: Told) {
      if (told) told.titles = await titlesOf(ids);
      return removeMany(ids, by, unknownIds);
    },

    /** A page of the trash, most recently deleted first (decision 032). */
    async trash(params: { search?: string; limit: number; skip: number }) {
      const search = params.search ? toSearchText(params.search) || undefined : undefined;
      return trashEntries(await repo.trashList(search, { limit: params.limit, skip: params.skip }));
    },

    trashCount(params: { search?: string }) {
      const search = params.search ? toSearchText(params.search) || undefined : undefined;
      return repo.count({ status: 2, search });
    },

    async restore(id: number, told?: Told) {
      const [row] = await restoreMany([id], notInTrash);
      if (!row) throw notInTrash();
      if (told) told.title = recordTitle(definition, row as Record<string, unknown>);
      return one(row);
    },

    async bulkRestore(ids: number[], told?: Told) {
      const rows = await restoreMany(ids, unknownIds);
      if (told) told.titles = rows.map((row) => recordTitle(definition, row as Record<string, unknown>));
      return rows.length;
    },

    async permanent(id: number, told?: Told) {
      const gone = await deleteForever([id], { onMissing: notInTrash });
      if (!gone.length) throw notInTrash();
      if (told) told.title = recordTitle(definition, gone[0] as Record<string, unknown>);
    },

    async bulkPermanent(ids: number[], told?: Told) {
      const gone = await deleteForever(ids, { onMissing: unknownIds });
      if (told) told.titles = gone.map((row) => recordTitle(definition, row as Record<string, unknown>));
      return gone.length;
    },

    /**
     * Deletes forever what has been in the trash since before `before`, a batch at a time;
     * answers how many rows this call deleted. Safe beside another process doing the same: each
     * row is deleted by one of them, and only that one removes its files.
     */
    async purge(before: string, batch = 200) {
      let deleted = 0;
      for (;;) {
        const ids = await repo.expiredIds(before, batch);
        if (ids.length === 0) return deleted;
        deleted += (await deleteForever(ids, { before })).length;
        if (ids.length < batch) return deleted;
      }
    },

    async reorder(items: Array<{ id: number; position: number }>, told?: Told) {
      const ids = items.map((i) => i.id);
      if (new Set(ids).size !== ids.length) throw new ValidationError({ items: 'Each id may appear only once.' });
      await repo.transaction(async (trx) => {
        const found = await repo.existingIds(ids, trx);
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length) throw unknownIds(missing);
        await repo.setPositions(trx, items);
      });
      // The audit log reads the records in their new order (decision 085), not the field sent.
      if (told) told.titles = await titlesOf([...items].sort((a, b) => a.position - b.position).map((i) => i.id));
    },

    /**
     * Moves one record to the top, the bottom or place `to` (from 1) of the list by position
     * that `status` and `search` show (decision 030). The records keep the positions they had,
     * handed out again in the new order (as a drag does, decision 002), so only those between
     * the old and the new place change; equal positions are spread first. All in one transaction.
     */
    async move(
      id: number,
      to: 'top' | 'bottom' | number,
      shown: { status?: 0 | 1; search?: string } = {},
      told?: Told,
    ) {
      const moved = await repo.transaction(async (trx) => {
        const order = await repo.positionOrder(trx);
        const moved = order.find((r) => r.id === id);
        if (!moved) throw notFound();
        const filter = filterOf(shown);
        const matching = filter.search ? await repo.matchingIds(filter, trx) : undefined;
        const scope = order.filter(
          (r) => (shown.status === undefined || r.status === shown.status) && (!matching || matching.has(r.id)),
        );
        if (!scope.includes(moved)) {
          throw new ValidationError({ status: `The ${definition.noun.toLowerCase()} is not in that list.` });
        }
        const place = to === 'top' ? 1 : to === 'bottom' ? scope.length : to;
        if (place > scope.length) {
          throw new ValidationError({ to: `to must be 'top', 'bottom' or a place from 1 to ${scope.length}.` });
        }
        // The record now at that place: the moved one goes just before it (moving up) or after it (down).
        const anchor = scope[place - 1]!;
        const rest = order.filter((r) => r !== moved);
        const at = rest.indexOf(anchor);
        if (anchor !== moved) rest.splice(place - 1 < scope.indexOf(moved) ? at : at + 1, 0, moved);
        const newOrder = anchor === moved ? order : rest;
        const slots = order.map((r) => r.position);
        const distinct = slots.every((p, i) => i === 0 || p > slots[i - 1]!);
        const positions = distinct ? slots : slots.map((_, i) => slots[0]! + i);
        const changed = newOrder
          .map((r, i) => ({ id: r.id, position: positions[i]!, before: r.position }))
          .filter((r) => r.position !== r.before)
          .map(({ id: changedId, position }) => ({ id: changedId, position }));
        await repo.setPositions(trx, changed);
        return { id, position: positions[newOrder.indexOf(moved)]!, place, from: scope.indexOf(moved) + 1 };
      });
      if (told) {
        told.title = (await titlesOf([id]))[0];
        told.changes = [
          { field: 'position', label: ChangeWords.position, before: String(moved.from), after: String(moved.place) },
        ];
      }
      return { id: moved.id, position: moved.position, place: moved.place };
    },
  };
}

/** unpublish_at after publish_at, on the merged record (decision 034). */
function scheduleErrors(row: object): RuleErrors {
  const { publish_at, unpublish_at } = row as { publish_at?: string | null; unpublish_at?: string | null };
  return scheduleRules({ publishAt: publish_at, unpublishAt: unpublish_at });
}

function definedErrors(errors: RuleErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function unknownIds(missing: number[]) {
  return new ValidationError({ ids: `Unknown id(s): ${missing.join(', ')}.` });
}

export type ResourceService = ReturnType<typeof createResourceService>;
