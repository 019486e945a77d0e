import { z } from 'zod';
import { localeQueryShape } from './locales.ts';

/**
 * Edit conflicts (decision 083). A record's version is its id and the instant it was last saved
 * (`updated_at`, ISO text on SQLite and PostgreSQL alike), written as a strong entity tag:
 * `"7@2026-12-06T09:00:00.000Z"`. Reads answer it in `ETag`; a write that sends it back in
 * `If-Match` is made only if the record is still at that version, else it answers 412 with the
 * record as it is now. Every list record carries `id` and `updated_at`, so a list row's version
 * is known without reading the record again.
 */

/** The entity tag of a record saved at `updatedAt`. */
export function versionTag(id: number, updatedAt: string): string {
  return `"${id}@${updatedAt}"`;
}

/** The version of a record that carries its id and last save. */
export function recordVersion(record: { id: number; updated_at: string }): string {
  return versionTag(record.id, record.updated_at);
}

/** What an `If-Match` header asks: any version (`*`), or one of these entity tags. */
export type IfMatch = '*' | readonly string[];

/**
 * An `If-Match` header's entity tags (RFC 9110 §13.1.1): `*`, or a comma-separated list of
 * quoted tags; a weak tag (`W/"…"`) never matches (If-Match compares strongly), so it is left
 * out. Undefined when the header is absent or blank: the write is made as before.
 */
export function parseIfMatch(header: string | undefined): IfMatch | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (value === '*') return '*';
  return value.match(/(?:W\/)?"[^"]*"/g)?.filter((tag) => !tag.startsWith('W/')) ?? [];
}

/** The `updated_at` values among the tags that are versions of record `id`. */
export function updatedAtsOf(ifMatch: readonly string[], id: number): string[] {
  const prefix = `"${id}@`;
  return ifMatch.filter((tag) => tag.startsWith(prefix)).map((tag) => tag.slice(prefix.length, -1));
}

/** Who made the version a stale write met, and when (from the record's revisions where it keeps them). */
const changedBySchema = z.object({ id: z.number(), name: z.string() }).nullable();

/** A stale write's answer (412): the envelope, and the record as it is now with its version. */
export function staleAnswer<R extends z.ZodType>(record: R) {
  return z.object({
    success: z.literal(false),
    message: z.string(),
    data: z.object({
      version: z.string(),
      record,
      changedBy: changedBySchema,
      changedAt: z.string(),
      /** Decision 097: the language of that save when it was a translation's (its revision's); absent otherwise. */
      changedIn: z.string().optional(),
    }),
  });
}

/** The 412 answer's data, as the back office reads it. */
export type StaleData<R> = {
  version: string;
  record: R;
  changedBy: { id: number; name: string } | null;
  changedAt: string;
  changedIn?: string;
};

/**
 * The conflict dialog's account of the other save (decision 083): who, when, and in which
 * language when it was a translation's (decision 097; the language's English name).
 */
export const ConflictTexts = {
  savedBy: (who: string, when: string, language?: string) =>
    `${who} saved it${language ? ` in ${language}` : ''} on ${when}, after you opened it; nothing of yours is saved yet.`,
  /** The presence notice's name of someone editing a translation: 'Ana (in French)'. */
  editingIn: (who: string, language: string) => `${who} (in ${language})`,
  /**
   * The presence notice (decisions 083, 107): the other people on the record, since the first of
   * them opened it, and whether the editor has it open in another window too.
   */
  othersEditing: (names: string[], since: string, mineToo: boolean) =>
    `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} also editing this (since ${since}).` +
    (mineToo ? ' You have it open in another window too.' : '') +
    ' Your save will show you their changes if they save first.',
  /** The editor alone, in another window or signed in elsewhere: themselves, never "someone else". */
  mineElsewhere: (since: string) =>
    `You also have this open in another window (since ${since}). If you save there first, this form's save will show you that change.`,
} as const;

export const VersionMessages = {
  /** A write whose If-Match names a version the record is no longer at. */
  stale: (noun: string, by: string | null) =>
    by
      ? `${noun} was changed by ${by} since you opened it. Nothing was saved.`
      : `${noun} was changed since you opened it. Nothing was saved.`,
  presenceResourceInvalid: 'resource must be a list resource’s key or site-settings.',
  presenceEditorInvalid: 'editor must be 8 to 64 letters, digits, - or _.',
} as const;

/**
 * Presence (decision 083): an open edit form says so every PRESENCE_BEAT_SECONDS; it counts
 * as open for PRESENCE_TTL_SECONDS after its last beat (a closed tab stops beating).
 */
export const PRESENCE_BEAT_SECONDS = 15;
export const PRESENCE_TTL_SECONDS = 40;
/**
 * Decision 088: between beats, an open form reads the others on its record this often (while its
 * window is shown), so a second editor shows to the first within this many seconds.
 */
export const PRESENCE_POLL_SECONDS = 2;

/** The record an edit form is open on, and the form (a random id the back office makes per form). */
export const presenceBodySchema = z.strictObject({
  resource: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, VersionMessages.presenceResourceInvalid),
  id: z.number().int().nonnegative().max(2_147_483_647),
  editor: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, VersionMessages.presenceEditorInvalid),
  /** Decision 097: the language the form edits when it is a translation's (one of the site's; absent: the default). */
  ...localeQueryShape,
});
export type PresenceBody = z.infer<typeof presenceBodySchema>;

/** The same three as the read's query (decision 088), where the id comes as digits. */
export const presenceQuerySchema = presenceBodySchema.extend({
  id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), presenceBodySchema.shape.id),
});

/** The other forms open on the record: whose, opened when; `self` when it is the caller's own, elsewhere. */
export const presenceAnswerSchema = z.object({
  others: z.array(
    z.object({
      name: z.string(),
      self: z.boolean(),
      since: z.string(),
      /** Decision 097: the language that form edits, when it is a translation's. */
      locale: z.string().optional(),
    }),
  ),
});
export type PresenceAnswer = z.infer<typeof presenceAnswerSchema>;
