import { describe, expect, it } from 'vitest';
import { csvLines, CsvSyntaxError, csvRecords } from './csv.ts';

async function written(rows: string[][]): Promise<string> {
  async function* each() {
    yield* rows;
  }
  let text = '';
  for await (const line of csvLines(rows[0]!, each(), (row) => row)) text += line;
  return text;
}

describe('csvRecords', () => {
  it('reads what csvLines writes back, formula guards and all', async () => {
    const rows = [
      ['from', 'to'],
      ['/a,b', 'say "hi"'],
      ['=SUM(1)', '-1'],
      ['line\r\nbreak', ''],
    ];
    const records = csvRecords(await written(rows));
    expect(records.map((r) => r.cells)).toEqual([rows[0], ...rows]);
  });

  it('reads unquoted cells, LF, CR or CRLF, skips blank lines and names the line each record starts on', () => {
    expect(csvRecords('a,b\n\nc,"d\ne"\r\nf\rg,')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['c', 'd\ne'] },
      { line: 5, cells: ['f'] },
      { line: 6, cells: ['g', ''] },
    ]);
    expect(csvRecords('\uFEFFonly')).toEqual([{ line: 1, cells: ['only'] }]);
    expect(csvRecords('')).toEqual([]);
    expect(csvRecords(',\n')).toEqual([{ line: 1, cells: ['', ''] }]);
  });

  it('throws for a quoted cell never closed, naming the line it opened on', () => {
    const error = (() => {
      try {
        csvRecords('a,b\n"c,d\ne,f');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect((error as CsvSyntaxError).line).toBe(2);
  });
});
