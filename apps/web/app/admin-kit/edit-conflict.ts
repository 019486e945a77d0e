import { fieldLabel } from '@atrium/contract/revisions';
import { fileName, plainText, valueText } from './revision-diff';

/**
 * Decision 083: what a save refused as stale (412) puts before the editor. Three versions of the
 * record: the one the form was opened with (`base`), the one saved since (`theirs`) and the
 * form's body (`mine`). Only the fields of the form that the other person changed are asked
 * about; the editor's other changes go as they are.
 */

/** One field the other person changed, as the dialog shows it; `mineChanged`: the editor changed it too. */
export type ConflictRow = { field: string; label: string; theirs: string; mine: string; mineChanged: boolean };
export type ConflictChoice = 'theirs' | 'mine';

/** The parts of a file field's value a body may carry beside it (decision 038). */
const FILE_EXTRAS = ['_alt', '_decorative'];

/** A value as one line a person reads: rich text as its words, a file by its name, lists joined. */
function shownValue(value: unknown): string {
  if (typeof File !== 'undefined' && value instanceof File) return value.name;
  if (typeof value === 'string' && /^\s*</.test(value)) return plainText(value);
  if (typeof value === 'string' && /^(\/|https?:\/\/)\S+\.\w{2,5}$/.test(value)) return fileName(value);
  return valueText(value);
}

export function conflictRows(
  base: Record<string, unknown>,
  theirs: Record<string, unknown>,
  mine: Record<string, unknown>,
  labels: Readonly<Record<string, string>> = {},
  words: Readonly<Record<string, (value: unknown) => string>> = {},
): ConflictRow[] {
  const shown = (field: string, value: unknown) => (words[field] ?? shownValue)(value);
  return Object.keys(mine)
    .filter((field) => !FILE_EXTRAS.some((extra) => field.endsWith(extra) && field.slice(0, -extra.length) in mine))
    .filter((field) => field in theirs && shown(field, base[field]) !== shown(field, theirs[field]))
    .map((field) => ({
      field,
      label: labels[field] ?? fieldLabel(field),
      theirs: shown(field, theirs[field]),
      mine: shown(field, mine[field]),
      mineChanged: shown(field, mine[field]) !== shown(field, base[field]),
    }));
}

/** Where only they changed a field, theirs is the merge; where both did, the editor's own. */
export function defaultChoices(rows: ConflictRow[]): Record<string, ConflictChoice> {
  return Object.fromEntries(rows.map((row) => [row.field, row.mineChanged ? 'mine' : 'theirs']));
}

/**
 * The body of a merged save: a field taken from theirs is left out, so the server keeps the
 * value it holds now (an update changes only the fields it is sent); or, for a save that sends
 * every field (`theirs` given: a page's meta, decision 088), sent with their value.
 */
export function mergedBody<W extends Record<string, unknown>>(
  mine: W,
  choices: Record<string, ConflictChoice>,
  theirs?: Record<string, unknown>,
): W {
  const body: Record<string, unknown> = { ...mine };
  for (const [field, choice] of Object.entries(choices)) {
    if (choice !== 'theirs') continue;
    if (theirs) {
      body[field] = theirs[field];
      continue;
    }
    delete body[field];
    for (const extra of FILE_EXTRAS) delete body[`${field}${extra}`];
  }
  return body as W;
}
