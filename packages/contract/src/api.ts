import { z, type ZodType } from 'zod';
import { MAX_PAGE_SIZE } from './enums.ts';

/** The one envelope every API answer uses: a success around `data`, ... */
export const ok = <T extends ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });
/** ... a success that only says so (password reset, ...), ... */
export const done = z.object({ success: z.literal(true), message: z.string() });
/** ... or a failure, with a message for each field it refuses. */
export const fail = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export type ApiSuccess<T> = { success: true; message?: string; data: T };
export type ApiFailure = z.infer<typeof fail>;
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
export type FieldErrors = Record<string, string>;

/** Ids are 32-bit serials on PostgreSQL: a larger number is no id (and would fail in the database). */
export const MAX_ID = 2_147_483_647;

/**
 * A whole number from a path or query string, written in plain decimal digits. Number() (and
 * z.coerce) would also read '0x10', '1e1', '0b1', ' 7' and '' as numbers.
 */
const decimal = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

const recordId = (min: 0 | 1) =>
  z.preprocess(
    decimal,
    z
      .number({ error: 'Must be a positive id.' })
      .int({ error: 'Must be a positive id.' })
      .min(min, { error: 'Must be a positive id.' })
      .max(MAX_ID, { error: 'Must be a positive id.' }),
  );

export const idParam = z.object({ id: recordId(1) });

/**
 * A single record's update path, where the spec's client writes 0 for "the record I could not
 * read" (requirements 3 §7, `PATCH /contact-us-details/0/` when none exists): 0 or a positive id.
 */
export const idOrZeroParam = z.object({ id: recordId(0) });

export const statusValue = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 or 1.' }),
);

/** The query every list and count accepts; resources add their own sort keys and filters. */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(sortKeys: S) {
  return z.strictObject({
    status: statusValue.optional(),
    limit: z
      .preprocess(
        decimal,
        z
          .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
          .int({ error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
          .min(1, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
          .max(MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`),
      )
      .default(10),
    skip: z
      .preprocess(
        decimal,
        z
          .number({ error: 'skip must be a whole number of 0 or more.' })
          .int({ error: 'skip must be a whole number of 0 or more.' })
          .min(0, 'skip must be a whole number of 0 or more.')
          .max(10_000_000, 'skip is too large.'),
      )
      .default(0),
    searchedText: z.string().max(200, 'searchedText must be at most 200 characters.').optional(),
    sort_by: z.enum(sortKeys, { error: `sort_by must be one of: ${sortKeys.join(', ')}.` }).optional(),
  });
}

export const countQuerySchema = z.strictObject({
  status: statusValue.optional(),
  searchedText: z.string().max(200, 'searchedText must be at most 200 characters.').optional(),
});

export const bulkDeleteBodySchema = z.strictObject({
  ids: z
    .array(z.number({ error: 'ids must be a list of ids.' }).int().positive().max(MAX_ID), {
      error: 'ids must be a list of ids.',
    })
    .min(1, 'Select at least one item.')
    .max(500, 'At most 500 items at once.'),
});

export const reorderBodySchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: z.number({ error: 'Each item needs a numeric id.' }).int().positive().max(MAX_ID),
        position: z.number({ error: 'Each item needs a numeric position.' }).int().min(0).max(1_000_000_000),
      }),
      { error: 'items must be a list of {id, position}.' },
    )
    .min(1, 'items must not be empty.')
    .max(500, 'At most 500 items at once.'),
});

/**
 * Moves one record beyond the page (decision 030): to the top, to the bottom, or to place N
 * (from 1) of the list ordered by position; with `status` and `searchedText`, of the list
 * that status and search show (as the list call filters it).
 */
export const moveBodySchema = z.strictObject({
  to: z.union([z.enum(['top', 'bottom']), z.number().int().min(1).max(MAX_ID)], {
    error: "to must be 'top', 'bottom' or a place from 1.",
  }),
  status: z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 or 1.' }).optional(),
  searchedText: z.string().max(200, 'searchedText must be at most 200 characters.').optional(),
});

/** Where a moved record is now: its position, and its place (from 1) in the list it was moved in. */
export const moveAnswerSchema = z.object({ id: z.number(), position: z.number(), place: z.number() });
