/**
 * The pure rules of the unsaved-changes guard and the local autosave (decision 027): when a
 * form's values differ from the ones it started from, how a draft is keyed, and whether a draft
 * found on opening a form is offered, or dropped as stale.
 */

/** What a draft holds: the form's values and when they were typed. */
export type FormDraft<V = Record<string, unknown>> = {
  values: V;
  /** ISO time the values were stored. */
  savedAt: string;
};

/** Drafts older than this are removed when the back office starts. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** How long typing must pause before the draft is written. */
export const DRAFT_DEBOUNCE_MS = 1500;

/**
 * True when two form values are the same. Plain data compares by content; a chosen file (a
 * File or Blob) or any other object that is not plain data compares by identity, so choosing a
 * file is a change and choosing none again is not. `undefined` and a missing key are the same.
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValues(item, b[index]));
  }
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The record part of a key: the record's id, or 'new' for the add form. */
export type DraftRecord = number | string | null;

/** One draft per user, per screen, per record: `<user>/<screen>/<record or new>`. */
export function draftKey(userId: number | string, screen: string, record: DraftRecord): string {
  return `${userId}/${screen}/${record ?? 'new'}`;
}

/**
 * What to do with a draft found when a form opens: `offer` it (Restore or Discard) when it was
 * typed after the record was last saved and differs from it; `drop` it quietly when it is older
 * than the saved record (someone saved since: the draft would overwrite newer work) or says
 * nothing the form does not already show. A form for a new record has no saved time.
 */
export function draftVerdict<V>(draft: FormDraft<V>, recordSavedAt: string | null, startValues: V): 'offer' | 'drop' {
  if (recordSavedAt !== null && !isNewer(draft.savedAt, recordSavedAt)) return 'drop';
  return sameValues(draft.values, startValues) ? 'drop' : 'offer';
}

/** True when `time` is later than `than`; the server's times may lack a zone (then UTC). */
export function isNewer(time: string, than: string): boolean {
  const a = parseTime(time);
  const b = parseTime(than);
  if (Number.isNaN(a) || Number.isNaN(b)) return !Number.isNaN(a);
  return a > b;
}

export function isExpired(draft: Pick<FormDraft, 'savedAt'>, now: number): boolean {
  const time = parseTime(draft.savedAt);
  return Number.isNaN(time) || now - time > DRAFT_MAX_AGE_MS;
}

/** Milliseconds of an ISO time or of the server's 'YYYY-MM-DD HH:MM:SS' (UTC). */
function parseTime(value: string): number {
  const hasZone = /(?:Z|[+-]\d\d:?\d\d)$/i.test(value.trim());
  const iso = value.trim().replace(' ', 'T');
  return Date.parse(hasZone || !iso.includes('T') ? iso : `${iso}Z`);
}

/** A time for people: the browser's locale and zone, e.g. '26 Nov 2026, 14:05'. */
export function formatDraftTime(value: string, locale?: string): string {
  const time = parseTime(value);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

/** A form's values as JSON keeps them: files (and anything else that is not data) left out. */
export function plainValues(values: unknown): Record<string, unknown> {
  const json = JSON.stringify(values, (_key, value: unknown) => (value instanceof Blob ? undefined : value));
  const parsed = json === undefined ? null : (JSON.parse(json) as unknown);
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/**
 * Of this browser's draft and the server's, the one to offer: this browser's when both hold the
 * same data (the same typing, written to both; it also has the files), else the later one.
 */
export function newerDraft<V>(local: FormDraft<V> | null, kept: FormDraft<V> | null): FormDraft<V> | null {
  if (!local || !kept) return local ?? kept;
  if (sameValues(plainValues(local.values), kept.values)) return local;
  return isNewer(kept.savedAt, local.savedAt) ? kept : local;
}
