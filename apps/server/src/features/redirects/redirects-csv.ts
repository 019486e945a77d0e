import { MAX_IMPORT_LINES, RedirectCsvColumns, RedirectMessages, redirectFields } from '@atrium/contract/redirects';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../../errors.ts';
import { csvLines, CsvSyntaxError, csvRecords } from '../../foundations/csv/csv.ts';
import { fromKey } from './redirect-rules.ts';
import { createRedirectsRepository } from './redirects.repository.ts';
import { addRedirects, type NewRedirect } from './redirects.service.ts';

/** The export's columns: the import reads the first three and passes over the others. */
const HEADER = [...RedirectCsvColumns];

/** Every redirect as CSV, by address, with its hits: what the import reads back. */
export async function redirectsCsv(db: Db): Promise<AsyncIterable<string>> {
  const rows = await createRedirectsRepository(db).forExport();
  async function* each() {
    yield* rows;
  }
  return csvLines(HEADER, each(), (row) => [row.from, row.to, row.status, row.hits, row.last_hit_at]);
}

/** The cells of one line, by the column they were found in. */
type Columns = { from: number; to: number; status: number | undefined };

/**
 * The columns a file's first line names ('from', 'to', 'status' in any order, any case), or
 * null when it names none: the file then has no header, and its columns are from, to, status.
 */
function headerOf(cells: string[]): Columns | null {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const from = names.indexOf('from');
  const to = names.indexOf('to');
  if (from === -1 && to === -1) return null;
  if (from === -1 || to === -1) throw new ValidationError({ csv: RedirectMessages.csvHeader });
  const status = names.indexOf('status');
  return { from, to, status: status === -1 ? undefined : status };
}

/** Line N's errors, as the failure's field errors name them. */
const lineKey = (line: number) => `line ${line}`;

/**
 * Reads a CSV file of redirects and adds them, or none: each line is checked as the API checks
 * a redirect (and for an address listed twice); when any line is refused the answer is a 400
 * naming each bad line and nothing is written. An address already redirected takes the file's
 * target and status (a file exported, edited and imported again updates what it changed).
 */
export async function importRedirectsCsv(db: Db, text: string) {
  let records;
  try {
    records = csvRecords(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw new ValidationError({ [lineKey(error.line)]: RedirectMessages.csvQuote });
    throw error;
  }
  const header = records[0] ? headerOf(records[0].cells) : null;
  const lines = header ? records.slice(1) : records;
  if (lines.length === 0) throw new ValidationError({ csv: RedirectMessages.csvEmpty });
  if (lines.length > MAX_IMPORT_LINES) throw new ValidationError({ csv: RedirectMessages.csvTooLong });
  const columns = header ?? { from: 0, to: 1, status: 2 };
  const cell = (cells: string[], at: number | undefined) => (at === undefined ? '' : (cells[at] ?? '').trim());

  const errors: Record<string, string> = {};
  const firstLineOf = new Map<string, number>();
  const checked: Array<{ line: number; redirect: NewRedirect }> = [];
  for (const { line, cells } of lines) {
    const redirect = {
      from: cell(cells, columns.from),
      to: cell(cells, columns.to),
      status: cell(cells, columns.status),
    };
    // A duplicate is judged on addresses the rules accept; the others get their own message.
    if (redirectFields.fields.from.body.safeParse(redirect.from).success) {
      const key = fromKey(redirect.from);
      const first = firstLineOf.get(key);
      if (first !== undefined) {
        errors[lineKey(line)] = RedirectMessages.csvDuplicate(first);
        continue;
      }
      firstLineOf.set(key, line);
    }
    checked.push({ line, redirect: redirect.status ? redirect : { ...redirect, status: undefined } });
  }
  const result = await addRedirects(
    db,
    checked.map((c) => c.redirect),
    { existing: 'replace', allOrNothing: true, dryRun: Object.keys(errors).length > 0 },
  );
  for (const { index, errors: why } of result.refused)
    errors[lineKey(checked[index]!.line)] = Object.values(why).join(' ');
  if (Object.keys(errors).length) {
    const sorted = Object.fromEntries(
      Object.entries(errors).sort(([a], [b]) => Number(a.slice(5)) - Number(b.slice(5))),
    );
    throw new ValidationError(sorted, RedirectMessages.importRefused(Object.keys(sorted).length));
  }
  return { added: result.added, updated: result.updated, unchanged: result.unchanged };
}
