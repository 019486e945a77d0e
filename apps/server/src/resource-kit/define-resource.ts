import type { Operation, ResourceEndpoints } from '@atrium/contract/resource-endpoints';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { z, ZodType } from 'zod';
import type { Db } from '../db/database.ts';
import type { ContentColumns, Database } from '../db/schema.ts';
import { derivedFromFields } from './columns.ts';
import type { MediaKind } from '../foundations/media/media.types.ts';
import type { FetchPoster } from '../foundations/media/poster-fetch.ts';
import type { UploadedFile } from '../foundations/media/uploaded-file.ts';

/** The tables the engine serves: every table with the content columns (id, status, position, ...). */
export type ResourceTable = { [K in keyof Database]: Database[K] extends ContentColumns ? K : never }[keyof Database];

/*
 * The types below distribute over a union of tables (`T extends ResourceTable ? ... : never`), so
 * that a definition of one table is also a definition of "some table" for the engine.
 */

/** A stored row of the table, as Kysely reads it. */
export type Row<T extends ResourceTable> = T extends ResourceTable ? Selectable<Database[T]> : never;
/** Column values to write; every column optional. */
export type Columns<T extends ResourceTable> = T extends ResourceTable ? Updateable<Database[T]> : never;
/** A column name of the table. */
export type Column<T extends ResourceTable> = T extends ResourceTable ? keyof Database[T] & string : never;
/**
 * A record being written: on update the stored row, on create the definition's `defaults`, with
 * the request's columns applied. On create, a column the request did not send and no default
 * names is absent.
 */
export type Draft<T extends ResourceTable> = T extends ResourceTable ? Partial<Selectable<Database[T]>> : never;

type FieldSchemas = Record<string, ZodType>;
type FileFields = Record<string, MediaKind>;
/** A request's body after validation: the fields it sent, each as its schema outputs it. */
type Input<F extends FieldSchemas, Files extends FileFields> = { [K in keyof F]?: z.output<F[K]> } & {
  [K in Exclude<keyof Files, keyof F>]?: UploadedFile | '' | null | string;
};
/** Field errors of a rule; an undefined entry is no error, so rules may build them conditionally. */
export type RuleErrors = Record<string, string | undefined>;
/** Each file field the request sent: its new media path, or null when the request cleared it. */
type Stored<Files extends FileFields> = { [K in keyof Files]?: string | null };

export type SortSpec<C extends string = string> = { column: C; direction: 'asc' | 'desc' };

/** What the engine offers a definition's hooks; the SQL behind it lives in the repository layer. */
export type ResourceContext = {
  /** The rows of `table` with these ids (null ids skipped), deleted ones included, by id: one query. */
  lookup<R extends ResourceTable>(table: R, ids: ReadonlyArray<number | null>): Promise<Map<number, Row<R>>>;
  /**
   * The database, to hand to a definition's own repository functions (its SQL stays in a
   * repository): rows of tables that are not resources, such as the category links of an item.
   */
  db: Db;
  /** The service's clock: rules that depend on the time (a date not after today) read it here. */
  now(): Date;
};

/** What `afterWrite` receives: the saved row, inside the transaction that saved it. */
type WriteContext<T extends ResourceTable, F extends FieldSchemas, Files extends FileFields> = {
  /** The open transaction: writes through it commit with the row, or not at all. */
  trx: Db;
  /** The row as the insert or update left it. */
  row: Row<T>;
  input: Input<F, Files>;
  /** The stored row before an update; undefined on create. */
  existing: Row<T> | undefined;
};

/** What a definition's `derive` may use: services that reach outside the database. */
export type DeriveDeps = {
  /** A video link's poster fetched from its host and stored (decision 041); absent in scripts and the seed. */
  fetchPoster?: FetchPoster;
};

/** What `derive` answers: columns to add, the media paths it stored, and notes for the editor. */
type Derived<T extends ResourceTable> = { columns?: Columns<T>; stored?: string[]; note?: string };

/**
 * One content resource, declared as data. The engine turns it into the spec's calls (list,
 * count, getById, create, update, setStatus, remove, bulkRemove, reorder) and their routes.
 *
 * T is the table, F the writable fields, Files the file fields, W the record's wire schema and E
 * what `expand` adds to a row before `toWire`. Each is inferred from the definition.
 */
export type ResourceDefinition<
  T extends ResourceTable = ResourceTable,
  F extends FieldSchemas = FieldSchemas,
  Files extends FileFields = FileFields,
  W extends ZodType = ZodType,
  E extends object = object,
> = {
  /**
   * The resource's endpoints as packages/contract declares them: the routes are registered from
   * them, and key, noun, fields, required, files, record, publicRead, operations and singleton
   * below are theirs (defineResource copies them in).
   */
  api: ResourceEndpoints;
  /** The URL segment under /api, as the spec writes it: 'hero-sliders'. */
  key: string;
  table: T;
  /** For server messages: 'Hero slider'. */
  noun: string;
  /**
   * The writable wire fields with their zod schemas (accepting JSON values and multipart
   * strings alike). Create requires the ones named in `required`; update takes any subset.
   */
  fields: F;
  required: ReadonlyArray<keyof F & string>;
  /** Multipart file fields and what they must contain; the media module checks the bytes. */
  files?: Files;
  /** The 415 message for a file of the wrong kind, per kind, where the resource's spec words it otherwise. */
  fileTypeMessages?: Partial<Record<MediaKind, string>>;
  /**
   * Which column each wire field (and file field) writes. A field without a column is accepted
   * but written only by `adjustColumns`.
   */
  columns: { [K in keyof F | keyof Files]?: Column<T> };
  /**
   * Audio file fields whose length (whole seconds, read from the file by the media module) is
   * kept in a column: written whenever the file is (stored, cleared or restored from a revision).
   */
  fileDurations?: { [K in keyof Files]?: Column<T> };
  /** Fields holding rich text: sanitized (an allowlist of markup) before they are stored. */
  richText?: ReadonlyArray<keyof F>;
  /** Fields whose '' is stored as null (optional URLs, ...). */
  emptyAsNull?: ReadonlyArray<keyof F>;
  /**
   * What is special about this resource's writes: receives the columns mapped from the request
   * and returns the ones to write (e.g. one medium at a time). May throw a ValidationError.
   */
  adjustColumns?(
    columns: Columns<T>,
    input: Input<F, Files>,
    stored: Stored<Files>,
    existing: Row<T> | undefined,
  ): Columns<T>;
  /** Column values for a new record before the request's own values apply. */
  defaults?: T extends ResourceTable ? Partial<Insertable<Database[T]>> : never;
  /**
   * Cross-field rules checked on the merged record, so an existing file satisfies them on edit.
   * `input` holds the request's fields, including those without a column; `existing` the
   * stored row on update.
   */
  rules?(
    row: Draft<T>,
    ctx: ResourceContext,
    input: Input<F, Files>,
    existing: Row<T> | undefined,
  ): RuleErrors | Promise<RuleErrors>;
  /**
   * Files the server makes for the record once its rules passed, before the transaction opens
   * (a video link's poster, fetched from the video's host): it may wait on the network, so it
   * never runs while a transaction is held. `row` is the record about to be written, `files`
   * the file fields the request stored or cleared. Paths it answers in `stored` are removed if
   * the write then fails; `note` is added to the answer's message (the write succeeds anyway).
   */
  derive?(row: Draft<T>, files: Stored<Files>, existing: Row<T> | undefined, deps: DeriveDeps): Promise<Derived<T>>;
  /**
   * Writes that belong with the record's own, run in the same transaction as its insert or
   * update (rows of other tables: a slug, links to categories): all commit, or none. Returns
   * the row to answer with when it changed it (a column written once the insert gave an id).
   * May throw an AppError, which undoes the whole write.
   */
  afterWrite?(write: WriteContext<T, F, Files>): Promise<Row<T> | void>;
  /**
   * Fields no other record (not deleted) may share, compared case-folded the same way on every
   * database (`foldName`), or by the resource's own `key` (a redirect's address: its path without
   * a trailing '/', its query sorted): the engine keeps the key in `keyColumn` and checks it after
   * the rules pass.
   */
  unique?: ReadonlyArray<{
    field: keyof F & string;
    keyColumn: Column<T>;
    message: string;
    key?: (value: string) => string;
  }>;
  /** Adds derived fields to a page of rows before toWire (e.g. a category's name), through ctx.lookup. */
  expand?(rows: Row<T>[], ctx: ResourceContext): Promise<Array<Row<T> & E>>;
  /**
   * What a revision keeps besides the fields that have a column (decision 033), from the row as
   * `expand` leaves it: a learn item's category ids.
   */
  revisionFields?(row: Row<T> & E): Record<string, unknown>;
  /** The record as the API returns it (the contract's schema); also documents the response in OpenAPI. */
  wireSchema: W;
  toWire(row: Row<T> & E): z.input<W>;
  /**
   * Which operations exist. Default: all. A single record such as the main FAQ is
   * `{ singleton: true }`: list and update, create only while none exists, no delete or reorder.
   */
  operations?: Partial<Record<Operation, boolean>>;
  /** One record only: create answers 409 once it exists. */
  singleton?: boolean;
  /**
   * Delete removes the row for real instead of moving it to the trash (submissions: docs/architecture.md,
   * privacy). Bulk delete stays all or nothing. From the contract's declaration.
   */
  hardDelete?: boolean;
  /**
   * The rows of other tables that go with records deleted forever from the trash (category
   * links, page meta, preview links), removed in the same transaction as the records
   * (decision 032). Their files are the engine's: it removes those no other record uses.
   */
  afterPermanentDelete?(trx: Db, rows: Row<T>[]): Promise<void>;
  /** The texts a list search matches (the engine joins and normalises them). */
  searchText(row: Draft<T>): Array<string | null | undefined>;
  /** Allowed sort_by values and what they order by (`sortsFor`); the first is the default. */
  sorts: Record<string, SortSpec<Column<T>>>;
  /**
   * Extra list filters by query parameter, e.g. selectedPage → selected_page. A `present` filter
   * asks whether the column holds a value at all (its schema parses to a boolean: true → not null).
   */
  filters?: Record<string, { column: Column<T>; present?: boolean; scheduled?: boolean }>;
  /** Lists and counts answer without a token, showing published records only. */
  publicRead?: boolean;
  /**
   * The table has `publish_at` and `unpublish_at` (decision 034): the wire fields of the same
   * names write them, unpublish_at must be after publish_at, and a read without a token sees
   * the records visible at that instant (`db/visibility.ts`) instead of every published one. A
   * filter with `scheduled: true` asks for the published records whose publish_at is to come.
   */
  scheduled?: boolean;
};

export type { Operation };

/** What the contract's declaration gives a definition, so it is not written twice. */
type FromApi =
  | 'key'
  | 'noun'
  | 'fields'
  | 'required'
  | 'files'
  | 'wireSchema'
  | 'publicRead'
  | 'operations'
  | 'singleton'
  | 'hardDelete';

const defined = new WeakSet<object>();

/**
 * What the contract's field descriptors give a definition (decision 074), so a definition of
 * declared fields may leave them out: `columns`, `searchText` and `toWire` are derived, and the
 * descriptors' rich text and '' as null apply. A definition that writes one of them keeps it
 * (a hero slider's nested medium is its own `toWire`), and its `columns` add to the derived ones.
 */
type Derivable = 'columns' | 'searchText' | 'toWire';

export function defineResource<T extends ResourceTable, const A extends ResourceEndpoints, E extends object = object>(
  definition: Omit<
    ResourceDefinition<T, FieldsOf<A>, FilesOf<A>, A['spec']['record'], E>,
    FromApi | 'api' | Derivable
  > &
    Partial<Pick<ResourceDefinition<T, FieldsOf<A>, FilesOf<A>, A['spec']['record'], E>, Derivable>> & {
      api: A;
    },
): ResourceDefinition<T, FieldsOf<A>, FilesOf<A>, A['spec']['record'], E> {
  const { spec } = definition.api;
  const declared = spec.declared;
  type Full = ResourceDefinition<T, FieldsOf<A>, FilesOf<A>, A['spec']['record'], E>;
  const derived = declared ? derivedFromFields(declared, definition.scheduled === true) : undefined;
  const columns = { ...derived?.columns, ...definition.columns } as Full['columns'];
  const searchText = (definition.searchText ?? derived?.searchText) as Full['searchText'] | undefined;
  const toWire = (definition.toWire ?? derived?.toWire) as Full['toWire'] | undefined;
  if (!searchText || !toWire) throw new Error(`${spec.key}: searchText and toWire need declared fields or a hook.`);
  const full = {
    ...definition,
    columns,
    searchText,
    toWire,
    richText: unionOf(definition.richText, derived?.richText) as Full['richText'],
    emptyAsNull: unionOf(definition.emptyAsNull, derived?.emptyAsNull) as Full['emptyAsNull'],
    key: spec.key,
    noun: spec.noun,
    fields: spec.fields as FieldsOf<A>,
    required: spec.required as ReadonlyArray<keyof FieldsOf<A> & string>,
    files: spec.files as FilesOf<A> | undefined,
    wireSchema: spec.record,
    publicRead: spec.publicRead,
    operations: spec.operations,
    singleton: spec.singleton,
    hardDelete: spec.hardDelete,
  };
  defined.add(full);
  return full;
}

/** The names of both lists, or undefined when neither has any. */
function unionOf<K>(a: ReadonlyArray<K> | undefined, b: ReadonlyArray<K> | undefined): ReadonlyArray<K> | undefined {
  const all = [...new Set([...(a ?? []), ...(b ?? [])])];
  return all.length > 0 ? all : undefined;
}

type FieldsOf<A extends ResourceEndpoints> = A['spec']['fields'];
type FilesOf<A extends ResourceEndpoints> =
  A['spec']['files'] extends Readonly<Record<string, MediaKind>> ? A['spec']['files'] : Record<never, MediaKind>;

/** True for what defineResource returned: how the registry tells definitions from other exports. */
export function isResourceDefinition(value: unknown): value is ResourceDefinition {
  return typeof value === 'object' && value !== null && defined.has(value);
}
