/**
 * One CSV cell: always quoted, quotes doubled. A cell a spreadsheet would read as a formula
 * (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, so opening an
 * export never runs what a visitor typed (OWASP, CSV injection).
 */
function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

function csvRow(values: Array<string | number | null | undefined>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * A whole CSV file, written as rows arrive: a byte-order mark (so spreadsheet programs read
 * UTF-8), the header, then each row.
 */
export async function* csvLines<T>(
  header: string[],
  rows: AsyncIterable<T>,
  cells: (row: T) => Array<string | number | null | undefined>,
): AsyncGenerator<string> {
  yield `\uFEFF${csvRow(header)}`;
  for await (const row of rows) yield csvRow(cells(row));
}

/** One record of a CSV file: its cells and the line it starts on (from 1). */
export type CsvRecord = { line: number; cells: string[] };

/** A CSV file that cannot be read: a quote left open. */
export class CsvSyntaxError extends Error {
  readonly line: number;
  constructor(line: number) {
    super(`A quoted cell opened on line ${line} is never closed.`);
    this.line = line;
  }
}

/**
 * Reads a CSV file as RFC 4180 writes it, and as spreadsheets save it: an optional byte-order
 * mark, cells quoted or not, quotes doubled inside quoted cells, line breaks (CRLF, LF or CR)
 * inside them, blank lines skipped. A cell `csvCell` guarded with an apostrophe (a formula's
 * first character after it) gets its text back. Throws CsvSyntaxError for a quote left open.
 */
export function csvRecords(text: string): CsvRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let empty = true;
  const endCell = () => {
    cells.push(/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    if (!(empty && cells.length === 1 && cells[0] === '')) records.push({ line: start, cells });
    cells = [];
    empty = true;
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && source[i + 1] !== '\n')) line++;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell === '') {
      quoted = true;
      empty = false;
    } else if (char === ',') {
      endCell();
      empty = false;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else {
      cell += char;
      empty = false;
    }
  }
  if (quoted) throw new CsvSyntaxError(start);
  if (cell !== '' || cells.length > 0 || !empty) endRecord();
  return records;
}
