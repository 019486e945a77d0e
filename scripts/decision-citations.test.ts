import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from './lib/repository-files.ts';

/**
 * The decision records (docs/decisions/NNN-title.md) and what cites them. Every record says under
 * its title whether it still holds (`Status: accepted`, `accepted; amended by NNN`, `superseded by
 * NNN`) and when it was written (`Date: YYYY-MM-DD`), and is listed in docs/decisions/README.md with
 * that status and date. Code and docs cite a record as `decision NNN`, `decisions NNN, MMM and PPP`
 * or by its path; a cited record must exist, and a superseded one may not be cited: the citation
 * names the record that holds today. Records and bench/NOTES.md tell history, so they may name a
 * superseded record; they are checked for existence only.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const decisionsDir = path.join(root, 'docs', 'decisions');
const thisFile = path
  .relative(root, fileURLToPath(import.meta.url))
  .split(path.sep)
  .join('/');

/** Where citations are looked for, relative to the root. */
const SCANNED = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'faults', 'docs', 'README.md'];
const TEXT_FILE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|json|md|css|html|ya?ml|sh|sql|txt)$/;
/** Files that tell the history of the records: they may name a superseded record. */
const HISTORY = (file: string) => /^docs\/decisions\/[^/]+\.md$/.test(file) || file === 'bench/NOTES.md';

interface DecisionRecord {
  number: string;
  file: string;
  status: string | undefined;
  date: string | undefined;
  amendedBy: string[];
  supersededBy: string[];
  amends: string[];
  supersedes: string[];
  text: string;
}

const numbersIn = (text: string) => text.match(/\b\d{3}\b/g) ?? [];

/** A record's Status and Date lines, read from its head (the lines before its first `## ` section). */
function parseRecord(file: string, text: string): DecisionRecord {
  const head = text.split(/^## /m)[0]!;
  const line = (name: string) => new RegExp(`^${name}:[ \\t]*(.*?)[ \\t]*$`, 'm').exec(head)?.[1];
  const status = line('Status');
  const clauses = (status ?? '').split(';').map((clause) => clause.trim().toLowerCase());
  const named = (prefix: string) =>
    clauses.filter((clause) => clause.startsWith(prefix)).flatMap((clause) => numbersIn(clause));
  return {
    number: file.slice(0, 3),
    file,
    status,
    date: line('Date'),
    amendedBy: named('amended by'),
    supersededBy: named('superseded by'),
    amends: numbersIn(line('Amends') ?? ''),
    supersedes: numbersIn(line('Supersedes') ?? ''),
    text,
  };
}

interface Citation {
  line: number;
  number: string;
  /** The file name a path citation gives after the number (`-title.md`), when it gives one. */
  rest?: string;
  text: string;
}

/** The records a text cites: `decision NNN`, `decisions NNN, MMM and PPP` (or `/`, `&`), `docs/decisions/NNN-…`. */
function citationsIn(source: string): Citation[] {
  const found: Citation[] = [];
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  for (const match of source.matchAll(/\bdecision[ \t]+(\d{3})(?!\d)/gi)) {
    found.push({ line: lineOf(match.index), number: match[1]!, text: match[0] });
  }
  const list = /\bdecisions[ \t]+(\d{3}(?:[ \t]*(?:,[ \t]*and|,|and|&|\/)[ \t\n]*\d{3})*)(?!\d)/gi;
  for (const match of source.matchAll(list)) {
    for (const number of numbersIn(match[1]!)) found.push({ line: lineOf(match.index), number, text: match[0] });
  }
  for (const match of source.matchAll(/docs\/decisions\/(\d{3})([a-z0-9.-]*[a-z0-9])?/g)) {
    found.push({ line: lineOf(match.index), number: match[1]!, rest: match[2], text: match[0] });
  }
  return found.sort((a, b) => a.line - b.line);
}

const filesUnder = (relative: string) => repositoryFiles(relative, TEXT_FILE);

const records = readdirSync(decisionsDir)
  .filter((name) => /^\d{3}-[a-z0-9-]+\.md$/.test(name))
  .sort()
  .map((file) => parseRecord(file, readFileSync(path.join(decisionsDir, file), 'utf8')));
const byNumber = new Map(records.map((record) => [record.number, record]));
const readme = readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');

/** The index row a record needs in docs/decisions/README.md (its area's table). */
function indexRow(record: DecisionRecord) {
  const title = /^#\s*\d{3}\s*(?::|—|-)?\s*(.*)$/m.exec(record.text)?.[1]?.trim() ?? '';
  return `| [${record.number}](${record.file}) | ${title} | ${record.status ?? '?'} | ${record.date ?? '?'} |`;
}

describe('decision records', () => {
  it('are numbered once each', () => {
    const numbers = records.map((record) => record.number);
    expect(numbers.filter((number, i) => numbers.indexOf(number) !== i)).toEqual([]);
    expect(records.length).toBeGreaterThanOrEqual(66);
  });

  it('say under their title whether they hold (Status) and when they were written (Date)', () => {
    const wrong = records.flatMap((record) => {
      const problems: string[] = [];
      if (!record.status) problems.push(`${record.file}: no "Status: …" line under the title`);
      if (!record.date || !/^\d{4}-\d{2}-\d{2}$/.test(record.date) || Number.isNaN(Date.parse(record.date))) {
        problems.push(`${record.file}: no "Date: YYYY-MM-DD" line under the title (found ${record.date ?? 'none'})`);
      }
      for (const number of [...record.amendedBy, ...record.supersededBy, ...record.amends, ...record.supersedes]) {
        if (!byNumber.has(number)) problems.push(`${record.file}: names record ${number}, which does not exist`);
      }
      for (const number of record.amends) {
        const earlier = byNumber.get(number);
        if (earlier && !earlier.amendedBy.includes(record.number) && !earlier.supersededBy.includes(record.number)) {
          problems.push(`${record.file} amends ${number}, whose Status does not say "amended by ${record.number}"`);
        }
      }
      for (const number of record.supersedes) {
        const earlier = byNumber.get(number);
        if (earlier && !earlier.supersededBy.includes(record.number)) {
          problems.push(
            `${record.file} supersedes ${number}, whose Status does not say "superseded by ${record.number}"`,
          );
        }
      }
      return problems;
    });
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('are each listed in docs/decisions/README.md, with the status and date they give', () => {
    const rows = new Map<string, { status: string; date: string }>();
    for (const match of readme.matchAll(
      /^\|\s*\[\d{3}\]\((\d{3}-[a-z0-9-]+\.md)\)\s*\|[^|\n]*\|([^|\n]*)\|([^|\n]*)\|/gm,
    )) {
      rows.set(match[1]!, { status: match[2]!.trim(), date: match[3]!.trim() });
    }
    const missing = records.filter((record) => !readme.includes(`(${record.file})`));
    const stale = records.filter((record) => {
      const row = rows.get(record.file);
      return row && (row.status !== record.status || row.date !== record.date);
    });
    const message = [
      ...missing.map((record) => `not listed; add to its area's table: ${indexRow(record)}`),
      ...stale.map((record) => `listed with another status or date; the row should read: ${indexRow(record)}`),
    ].join('\n');
    expect(
      [...missing, ...stale].map((record) => record.file),
      message,
    ).toEqual([]);
    const listed = [...readme.matchAll(/\]\((\d{3}-[a-z0-9-]+\.md)\)/g)].map((match) => match[1]!);
    expect(listed.filter((file) => !existsSync(path.join(decisionsDir, file)))).toEqual([]);
  });

  it('link measurements to sections of bench/NOTES.md that exist', () => {
    const notes = readFileSync(path.join(root, 'bench', 'NOTES.md'), 'utf8');
    const anchors = new Set(
      [...notes.matchAll(/^#{2,3} (.+)$/gm)].map((match) =>
        match[1]!
          .trim()
          .toLowerCase()
          .replace(/[^\w\- ]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    const broken = records.flatMap((record) =>
      [...record.text.matchAll(/bench\/NOTES\.md#([\w-]+)/g)]
        .filter((match) => !anchors.has(match[1]!))
        .map((match) => `${record.file}: bench/NOTES.md#${match[1]} has no section`),
    );
    expect(broken, broken.join('\n')).toEqual([]);
  });
});

describe('citations of decision records in code and docs', () => {
  const files = SCANNED.flatMap(filesUnder).filter((file) => file !== thisFile);
  const cited = files.flatMap((file) =>
    citationsIn(readFileSync(path.join(root, file), 'utf8')).map((citation) => ({ file, ...citation })),
  );

  it('are found', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(cited.length).toBeGreaterThan(100);
  });

  it('name records that exist', () => {
    const wrong = cited.flatMap(({ file, line, number, rest, text }) => {
      const record = byNumber.get(number);
      if (!record) return [`${file}:${line}: "${text}": there is no record ${number}`];
      if (
        rest &&
        !(rest.endsWith('.md') ? record.file === `${number}${rest}` : record.file.startsWith(`${number}${rest}`))
      ) {
        return [`${file}:${line}: "${text}": record ${number} is docs/decisions/${record.file}`];
      }
      return [];
    });
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('name no superseded record: a citation names the record that holds today', () => {
    const wrong = cited
      .filter(({ file }) => !HISTORY(file))
      .flatMap(({ file, line, number, text }) => {
        const later = byNumber.get(number)?.supersededBy ?? [];
        return later.length ? [`${file}:${line}: "${text}" is superseded by ${later.join(', ')}: cite that`] : [];
      });
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});

describe('citationsIn', () => {
  it('reads the forms the repository writes', () => {
    const text = [
      'the page cache (decision 017) and Decision 046’s flags',
      'see decisions 006 and 008, decisions 046, 064, 065, 066 and decisions 033/034',
      'docs/decisions/007-rate-limits-and-proxies.md, docs/decisions/001)',
      'decision 047, 134 files; decision 3; decisions are made',
    ].join('\n');
    expect(citationsIn(text).map((c) => [c.line, c.number, c.rest])).toEqual([
      [1, '017', undefined],
      [1, '046', undefined],
      [2, '006', undefined],
      [2, '008', undefined],
      [2, '046', undefined],
      [2, '064', undefined],
      [2, '065', undefined],
      [2, '066', undefined],
      [2, '033', undefined],
      [2, '034', undefined],
      [3, '007', '-rate-limits-and-proxies.md'],
      [3, '001', undefined],
      [4, '047', undefined],
    ]);
  });

  it('reads a record head', () => {
    const head =
      '# 046: Render\n\nStatus: accepted; amended by 057, 064\nDate: 2026-11-27\nAmends: 042\n\n## Context\n';
    const record = parseRecord('046-render.md', head);
    expect(record).toMatchObject({ status: 'accepted; amended by 057, 064', date: '2026-11-27' });
    expect([record.amendedBy, record.supersededBy, record.amends]).toEqual([['057', '064'], [], ['042']]);
    expect(parseRecord('070-x.md', 'Status: superseded by 071\nDate: 2026-11-28\n# 070: X\n').supersededBy).toEqual([
      '071',
    ]);
  });
});
