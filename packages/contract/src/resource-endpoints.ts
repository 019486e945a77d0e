import { z, type ZodType } from 'zod';
import {
  bulkDeleteBodySchema,
  countQuerySchema,
  idOrZeroParam,
  idParam,
  listQuerySchema,
  fail,
  ok,
  moveAnswerSchema,
  moveBodySchema,
  reorderBodySchema,
} from './api.ts';
import { type Endpoint, endpoint, type FileKind, type StaffAccess } from './endpoint.ts';
import type { FieldShape } from './fields.ts';
import { localeQueryShape, localeRecordShape, missingQueryShape } from './locales.ts';
import { revisionEndpoints, revisionParam } from './revisions.ts';
import { trashEntrySchema } from './trash.ts';
import { staleAnswer } from './versions.ts';

/** The standard calls of a list resource (requirements 1 §7), in the engine's vocabulary. */
export type Operation =
  'list' | 'count' | 'getById' | 'create' | 'update' | 'setStatus' | 'remove' | 'bulkRemove' | 'reorder';

/** The revision calls (decision 033): all present where the spec says `revisions: true`. */
const RevisionOperations = ['revisions', 'revision', 'restoreRevision'] as const;
type RevisionOperation = (typeof RevisionOperations)[number];
const isRevisionOperation = (operation: string): operation is RevisionOperation =>
  (RevisionOperations as readonly string[]).includes(operation);
/** The trash's calls (decision 032): all present where delete moves records to the trash. */
const TrashOperations = ['trash', 'trashCount', 'restore', 'bulkRestore', 'permanent', 'bulkPermanent'] as const;
export type TrashOperation = (typeof TrashOperations)[number];
const isTrashOperation = (operation: string): operation is TrashOperation =>
  (TrashOperations as readonly string[]).includes(operation);

/** What the API of one list resource is: the part of its definition that both sides share. */
export type ResourceApiSpec = {
  /** The URL segment under /api, as the spec writes it: 'hero-sliders'. */
  key: string;
  /** For server messages: 'Hero slider'. */
  noun: string;
  /** The record as the API returns it. */
  record: ZodType;
  /**
   * The writable wire fields with their schemas (accepting JSON values and multipart strings
   * alike). Create requires those in `required`; update takes any subset.
   */
  fields: Record<string, ZodType>;
  required: readonly string[];
  /**
   * The field descriptors the fields, required and files came from (decision 074): the server
   * derives its columns, wire mapping and search text from them, the back office its forms.
   */
  declared?: FieldShape;
  /** Multipart file fields and what they must contain. */
  files?: Readonly<Record<string, FileKind>>;
  /**
   * The file fields a record cannot be without (its rules refuse a create without them); the
   * create's documented body lists them as required. A test of every resource (the resource
   * contract suite) keeps this and the rules in step.
   */
  requiredFiles?: readonly string[];
  /** Allowed sort_by values; the first is the default. */
  sortKeys: readonly [string, ...string[]];
  /** Extra list and count filters by query parameter. */
  filters?: Record<string, ZodType>;
  /** Lists and counts answer without a token, showing published records only. */
  publicRead?: boolean;
  /** One record only: create answers 409 once it exists; no delete or reorder. */
  singleton?: boolean;
  /**
   * A singleton whose update takes id 0 for "the record, made if none exists" (the spec's
   * client PATCHes /contact-us-details/0/ when its read found none; issue 24).
   */
  updateAtZero?: boolean;
  /** Which operations exist. Default: all (a singleton: no remove, bulk remove, reorder or setStatus). */
  operations?: Partial<Record<Operation, boolean>>;
  /** Every save keeps a revision, with the revision calls (decision 033). */
  revisions?: boolean;
  /**
   * Delete removes the row for real (submissions: docs/architecture.md, API conventions: privacy) instead of moving it to
   * the trash; such a resource has no trash calls.
   */
  hardDelete?: boolean;
  /**
   * Who manages it (decision 035): `editor` (editors and administrators: content) or `admin`
   * (administrators only: the submission inboxes). Every signed-in endpoint of the resource
   * takes this access, whatever its declaration below writes, so a call added to the generator
   * follows it without a line of its own.
   */
  access: StaffAccess;
};

type RequiredShape<F extends Record<string, ZodType>, R extends readonly string[]> = {
  [K in keyof F]: K extends R[number] ? F[K] : z.ZodOptional<F[K]>;
};
type OptionalShape<F extends Record<string, ZodType>> = { [K in keyof F]: z.ZodOptional<F[K]> };
type FilterShape<Q> = Q extends Record<string, ZodType> ? { [K in keyof Q]: z.ZodOptional<Q[K]> } : object;

/** The spec's file fields; none is an empty set, so every resource's endpoints have the same shape. */
type SpecFiles<S> = S extends { readonly files: infer F extends Readonly<Record<string, FileKind>> }
  ? F
  : Record<never, FileKind>;

const countAnswer = ok(z.object({ count: z.number() }));
/** The trash's count, with how many days a record stays there (TRASH_DAYS). */
const trashCountAnswer = ok(z.object({ count: z.number(), days: z.number() }));
const trashQuery = listQuerySchema(['-deleted_at'] as const).omit({ status: true, sort_by: true });
/** The failures the engine itself gives (the server adds those any route can give). */
const failures = { 400: fail, 401: fail, 404: fail, 409: fail, 413: fail, 415: fail };

/**
 * The endpoints of one list resource, from its spec: list, count, get, create, update (and
 * publish), delete, bulk delete, reorder and move (the last two exist together). The server registers the enabled ones; the back
 * office's list-screen kit calls them.
 */
export function resourceEndpoints<const S extends ResourceApiSpec>(spec: S) {
  const base = `/${spec.key}` as const;
  const tags = [spec.key];
  // Decision 081: a resource with a field marked `localized` reads and writes per language.
  const localized = Object.values(spec.declared ?? {}).some((field) => field.localized);
  const record = (
    localized && spec.record instanceof z.ZodObject ? spec.record.extend(localeRecordShape) : spec.record
  ) as S['record'];
  const locale = localized ? { ...localeQueryShape, ...missingQueryShape } : {};
  const localeQuery = localized ? { query: z.strictObject(localeQueryShape) } : {};
  const fields = Object.entries(spec.fields);
  const filterShape = Object.fromEntries(
    Object.entries(spec.filters ?? {}).map(([param, schema]) => [param, schema.optional()]),
  ) as FilterShape<S['filters']>;
  const createBody = z.strictObject(
    Object.fromEntries(fields.map(([k, s]) => [k, spec.required.includes(k) ? s : s.optional()])) as RequiredShape<
      S['fields'],
      S['required']
    >,
  );
  const updateBody = z.strictObject(
    Object.fromEntries(fields.map(([k, s]) => [k, s.optional()])) as OptionalShape<S['fields']>,
  );
  const staff = spec.access;
  const readAccess = spec.publicRead ? ('optional' as const) : staff;
  const files = (spec.files ?? {}) as SpecFiles<S>;

  function enabled(operation: Operation | 'move' | TrashOperation | RevisionOperation): boolean {
    if (isRevisionOperation(operation)) return spec.revisions === true;
    if (isTrashOperation(operation)) return !spec.hardDelete && enabled('remove');
    const op = operation === 'move' ? 'reorder' : operation;
    const ops = spec.operations ?? {};
    if (op in ops) return ops[op] !== false;
    if (spec.singleton) return !['remove', 'bulkRemove', 'reorder', 'setStatus'].includes(op);
    return true;
  }

  return staffed(staff, {
    spec,
    /**
     * Whether the resource has this operation; move exists where reorder does (decision 030), the
     * trash where delete does, unless delete is for real (decision 032), the revision calls
     * with `revisions: true` (decision 033).
     */
    enabled,
    list: endpoint({
      method: 'GET',
      path: `${base}/`,
      access: readAccess,
      tags,
      query: listQuerySchema(spec.sortKeys).extend(filterShape).extend(locale),
      responses: { 200: ok(z.array(record)), ...failures },
    }),
    count: endpoint({
      method: 'GET',
      path: `${base}/count/`,
      access: readAccess,
      tags,
      query: countQuerySchema.extend(filterShape).extend(locale),
      responses: { 200: countAnswer, ...failures },
    }),
    getById: endpoint({
      method: 'GET',
      path: `${base}/:id/`,
      access: staff,
      tags,
      params: idParam,
      ...localeQuery,
      responses: { 200: ok(record), ...failures },
    }),
    create: endpoint({
      method: 'POST',
      path: `${base}/`,
      access: staff,
      tags,
      ...localeQuery,
      body: createBody,
      files,
      requiredFiles: spec.requiredFiles ?? [],
      responses: { 201: savedAnswer(record), ...failures },
    }),
    update: endpoint({
      method: 'PATCH',
      path: `${base}/:id/`,
      access: staff,
      tags,
      description: spec.updateAtZero
        ? 'Updates any subset of the fields; id 0 is the one record, created when none exists.'
        : enabled('setStatus')
          ? 'Updates any subset of the fields; a JSON body of only {status} publishes or unpublishes.'
          : 'Updates any subset of the fields.',
      params: spec.updateAtZero ? idOrZeroParam : idParam,
      ...localeQuery,
      body: updateBody,
      files,
      // Decision 083: sent with If-Match of a version the record is no longer at.
      responses: { 200: savedAnswer(record), ...failures, 412: staleAnswer(record) },
    }),
    bulkRemove: endpoint({
      method: 'DELETE',
      path: `${base}/bulk-delete/`,
      access: staff,
      tags,
      body: bulkDeleteBodySchema,
      responses: { 200: ok(z.object({ deleted: z.number() })), ...failures },
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${base}/:id/`,
      access: staff,
      tags,
      params: idParam,
      responses: { 200: ok(z.object({ id: z.number() })), ...failures, 412: staleAnswer(record) },
    }),
    reorder: endpoint({
      method: 'POST',
      path: `${base}/reorder/`,
      access: staff,
      tags,
      body: reorderBodySchema,
      responses: { 200: ok(z.object({ updated: z.number() })), ...failures },
    }),
    /** Present where reorder is (decision 030): one record to the top, the bottom or place N. */
    move: endpoint({
      method: 'POST',
      path: `${base}/:id/move/`,
      access: staff,
      tags,
      description:
        'Moves one record to the top, the bottom or place N (from 1) of the list ordered by position; with status and searchedText, of the list they show. Positions stay distinct; only the records in between shift.',
      params: idParam,
      body: moveBodySchema,
      responses: { 200: ok(moveAnswerSchema), ...failures },
    }),
    /** Present with `revisions: true` (decision 033): a record's revisions, one of them, restore. */
    ...revisionEndpoints(`${base}/:id`, idParam, idParam.extend(revisionParam), record, tags, staff, localized),
    /** The trash (decision 032): deleted records, newest deletion first. */
    trash: endpoint({
      method: 'GET',
      path: `${base}/trash/`,
      access: 'admin',
      tags,
      description: 'Deleted records (the trash), most recently deleted first, each with deleted_at and deleted_by.',
      query: trashQuery,
      responses: { 200: ok(z.array(trashEntrySchema(record))), ...failures },
    }),
    trashCount: endpoint({
      method: 'GET',
      path: `${base}/trash/count/`,
      access: 'admin',
      tags,
      description: 'How many records are in the trash (narrowed by searchedText), and how many days they stay there.',
      query: countQuerySchema.omit({ status: true }),
      responses: { 200: trashCountAnswer, ...failures },
    }),
    restore: endpoint({
      method: 'POST',
      path: `${base}/:id/restore/`,
      access: 'admin',
      tags,
      description: 'Brings a record back from the trash as it was: its status, position, slug, categories and files.',
      params: idParam,
      responses: { 200: ok(record), ...failures },
    }),
    bulkRestore: endpoint({
      method: 'POST',
      path: `${base}/trash/restore/`,
      access: 'admin',
      tags,
      description: 'Restores several records from the trash: all or none (an id not in the trash is a 400).',
      body: bulkDeleteBodySchema,
      responses: { 200: ok(z.object({ restored: z.number() })), ...failures },
    }),
    permanent: endpoint({
      method: 'DELETE',
      path: `${base}/:id/permanent/`,
      access: 'admin',
      tags,
      description:
        'Deletes a record in the trash forever, with its links and its files (a file another record uses is kept).',
      params: idParam,
      responses: { 200: ok(z.object({ id: z.number() })), ...failures },
    }),
    bulkPermanent: endpoint({
      method: 'DELETE',
      path: `${base}/trash/permanent/`,
      access: 'admin',
      tags,
      description: 'Deletes several records in the trash forever: all or none (an id not in the trash is a 400).',
      body: bulkDeleteBodySchema,
      responses: { 200: ok(z.object({ deleted: z.number() })), ...failures },
    }),
  });
}

/** An endpoint declaration with its signed-in access replaced by the resource's. */
type Staffed<T, A extends StaffAccess> = {
  [K in keyof T]: T[K] extends Endpoint & { access: StaffAccess }
    ? Omit<T[K], 'access'> & { readonly access: A }
    : T[K];
};

/** Gives every signed-in endpoint among `endpoints` the resource's access (public and optional ones keep theirs). */
function staffed<A extends StaffAccess, T extends Record<string, unknown>>(access: A, endpoints: T): Staffed<T, A> {
  const isStaff = (value: unknown): value is Endpoint =>
    typeof value === 'object' &&
    value !== null &&
    'access' in value &&
    'path' in value &&
    (value.access === 'admin' || value.access === 'editor');
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, value]) => [name, isStaff(value) ? { ...value, access } : value]),
  ) as Staffed<T, A>;
}

export type ResourceEndpoints<S extends ResourceApiSpec = ResourceApiSpec> = ReturnType<typeof resourceEndpoints<S>>;

/**
 * A create's or update's answer: the record, and what the editor should know of a save that
 * succeeded (decision 041: no poster was found; decision 086: the poster could not be fetched),
 * each note also at the end of the message.
 */
function savedAnswer<T extends ZodType>(record: T) {
  return ok(record).extend({
    notes: z
      .array(z.string())
      .optional()
      .meta({ description: 'What the editor should know of the save beside its success, each a sentence.' }),
  });
}
