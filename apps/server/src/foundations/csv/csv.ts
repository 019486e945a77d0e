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
