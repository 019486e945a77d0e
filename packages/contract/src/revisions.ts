import { z } from 'zod';
import { fail, idParam, listQuerySchema, ok } from './api.ts';
import { endpoint, type StaffAccess } from './endpoint.ts';
import { localeQueryShape } from './locales.ts';
import { CtaTexts } from './messages.ts';

/**
 * Revisions (issue 20 item 1, decision 033): every save of a record keeps the fields its edit
 * form edits, with who and when; the History panel lists them, shows one against the saved
 * record and restores it (a restore is a save: it makes a revision of its own).
 */

const revisionAuthorSchema = z.object({ id: z.number(), name: z.string() }).nullable();

/** One revision in the list: who, when, and which fields it changed from the one before. */
const revisionEntrySchema = z.object({
  id: z.number(),
  created_at: z.string(),
  author: revisionAuthorSchema,
  /** The form fields that differ from the revision before ([] for the first). */
  changed: z.array(z.string()),
  /** The same, as a short text: 'First saved', or 'title, Description'. */
  summary: z.string(),
  /**
   * The language whose texts it keeps (decision 092): null for the record's own fields (the default
   * language's text and what every language shares, such as images, dates and order).
   */
  locale: z.string().nullable(),
});

export type RevisionEntry = z.infer<typeof revisionEntrySchema>;

/** A page of revisions, newest first, with how many there are in all. */
const revisionPageSchema = z.object({ items: z.array(revisionEntrySchema), total: z.number() });

/** Saved field values by field name (files as their media paths). */
const fieldValues = z.record(z.string(), z.unknown());

/** One revision's saved fields, beside the record's saved fields now, to compare. */
const revisionDetailSchema = revisionEntrySchema.extend({
  data: fieldValues,
  current: fieldValues,
  /** Fields holding rich text (compared by words). */
  richText: z.array(z.string()),
  /** Fields holding a media path (shown as files). */
  files: z.array(z.string()),
  /**
   * Each field's label and both sides' values in words, as the audit log tells them (decision 085):
   * categories by name, statuses and switches as words. Absent where a screen has none (pages).
   */
  words: z
    .object({
      labels: z.record(z.string(), z.string()),
      data: z.record(z.string(), z.string()),
      current: z.record(z.string(), z.string()),
    })
    .optional(),
});

export type RevisionDetail = z.infer<typeof revisionDetailSchema>;

const revisionsQuerySchema = listQuerySchema(['-created_at'] as const).pick({ limit: true, skip: true });
/** Where the record has per-language texts (decision 092): `?locale=` lists that language's revisions only. */
const localeRevisionsQuerySchema = revisionsQuerySchema.extend(localeQueryShape);

/** A revision's id in a path, beside the record's params: `params.extend(revisionParam)`. */
export const revisionParam = { revisionId: idParam.shape.id };
const failures = { 400: fail, 401: fail, 404: fail, 409: fail };

/**
 * The three revision calls under a record's path (`/faqs/:id`, `/pages/:customUrl`): the list,
 * one revision, and restore, which answers what `record` is (the record after the restore).
 */
export function revisionEndpoints<
  const P extends string,
  R extends z.ZodType,
  Params extends z.ZodType,
  WithRevision extends z.ZodType,
  A extends StaffAccess,
  const L extends boolean = false,
>(
  recordPath: `/${P}`,
  params: Params,
  /** `params` with `revisionId` (revisionParam). */
  withRevision: WithRevision,
  record: R,
  tags: readonly string[],
  /** Who may call them: whoever may edit the record. */
  access: A,
  /** The record has per-language texts (decision 081): its revisions say and filter by language. */
  localized?: L,
) {
  return {
    revisions: endpoint({
      method: 'GET',
      path: `/${recordPath.slice(1) as P}/revisions/`,
      access,
      tags,
      description: localized
        ? 'The record’s revisions, newest first (limit, skip), with their total; with locale, only those of that language’s texts (the default language’s: those of the record’s own fields).'
        : 'The record’s revisions, newest first (limit, skip), with their total.',
      params,
      query: (localized ? localeRevisionsQuerySchema : revisionsQuerySchema) as L extends true
        ? typeof localeRevisionsQuerySchema
        : typeof revisionsQuerySchema,
      responses: { 200: ok(revisionPageSchema), ...failures },
    }),
    revision: endpoint({
      method: 'GET',
      path: `/${recordPath.slice(1) as P}/revisions/:revisionId/`,
      access,
      tags,
      description: 'One revision’s saved fields, with the record’s saved fields now.',
      params: withRevision,
      responses: { 200: ok(revisionDetailSchema), ...failures },
    }),
    restoreRevision: endpoint({
      method: 'POST',
      path: `/${recordPath.slice(1) as P}/revisions/:revisionId/restore/`,
      access,
      tags,
      description:
        'Writes the revision’s fields back through the ordinary update (same rules, slugs, categories; files by reference), which keeps a new revision. A revision of a language’s texts restores that language’s texts only.',
      params: withRevision,
      responses: { 200: ok(record), ...failures },
    }),
  };
}

/** Any record's revision calls: those of a record with per-language texts take `?locale=` too (decision 092). */
export type RevisionEndpoints = ReturnType<
  typeof revisionEndpoints<string, z.ZodType, z.ZodType, z.ZodType, StaffAccess, boolean>
>;

/** The History panel's words. */
export const RevisionTexts = {
  history: 'History',
  title: 'History',
  empty: 'No saved versions yet.',
  showMore: 'Show more',
  unknownAuthor: 'Unknown author',
  firstSaved: 'First saved',
  noChanges: 'No changes',
  compareTitle: 'This version and the saved one',
  columnRevision: 'This version',
  columnCurrent: 'Saved now',
  sameAsCurrent: 'This version is the same as the saved record.',
  unchanged: 'unchanged',
  empty_value: '(empty)',
  restore: 'Restore this version',
  restoreConfirmTitle: 'Restore this version?',
  restoreConfirm:
    'The form takes this version’s fields and saves them. The current version stays in the history, so this can be undone.',
  restoreCancel: 'Cancel',
  back: 'Back to the list',
  loadFailed: 'The history could not be loaded.',
} as const;

export const RevisionMessages = {
  restored: 'Version restored.',
  notFound: 'Revision not found.',
} as const;

/**
 * Fields whose names do not read as words (decision 085): the back office's labels for them. The
 * rest read from their names, and a descriptor's own label wins over both (the server's wording).
 */
const FieldLabels: Readonly<Record<string, string>> = {
  cta_status: CtaTexts.button,
  cta_url: CtaTexts.url,
  ctaStatus: CtaTexts.button,
  ctaUrl: CtaTexts.url,
  publish_at: 'Publish at',
  unpublish_at: 'Unpublish at',
  status: 'Status',
};

/** A field's name as a person reads it: 'heroSliderImage' → 'Hero slider image', 'cta_status' → 'Call-to-action button'. */
export function fieldLabel(field: string): string {
  if (Object.hasOwn(FieldLabels, field)) return FieldLabels[field]!;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Title, Description' from changed field names; the first revision says it was first saved. */
export function revisionSummary(changed: readonly string[], first: boolean): string {
  if (first) return RevisionTexts.firstSaved;
  if (changed.length === 0) return RevisionTexts.noChanges;
  return changed.map(fieldLabel).join(', ');
}

/**
 * One field a write changed, in words (decision 085): the audit log keeps these, and the revision
 * compare shows the same values. `before` and `after` are absent for rich text, which reads
 * "changed" (its words are compared in History).
 */
export type FieldChange = { field: string; label: string; before?: string; after?: string };
// A new record's fields have no `before`: they read 'Title: New'.

/** The words a change is told in: the audit log's and the revision compare's. */
export const ChangeWords = {
  changed: 'changed',
  empty: '(empty)',
  on: 'On',
  off: 'Off',
  published: 'Published',
  unpublished: 'Unpublished',
  /** A move's change: its place in the list, from 1 (the move dialog's "Move to position…"). */
  position: 'Position',
  /** A change's line: 'Title: Old → New', 'Description: changed', a new record's 'Title: New'. */
  line: (label: string, before?: string, after?: string) =>
    after === undefined
      ? `${label}: changed`
      : before === undefined
        ? `${label}: ${after}`
        : `${label}: ${before || '(empty)'} → ${after || '(empty)'}`,
} as const;
