import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from './lib/repository-files.ts';

/**
 * The repository explains itself: what the code cites is in it. The product's requirements are
 * docs/requirements.md ("requirements N §M"), its map docs/architecture.md, its habits
 * docs/style.md, its decisions docs/decisions/. Documents kept outside the repository while the
 * project began (a design note, a style note, the specification's three files and its inventory
 * of open points) are cited by nothing: whoever takes the code over gets the repository alone.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const thisFile = path
  .relative(root, fileURLToPath(import.meta.url))
  .split(path.sep)
  .join('/');
const SCANNED = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'faults', 'docs', 'README.md', 'knip.jsonc', '.ci/run'];
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|cjs|jsonc?|md|css|html|sh)$|^\.ci\/run$/;
const CODE_FILE = /\.(?:ts|tsx|js|mjs|cjs|jsonc?|css|html|sh)$|^\.ci\/run$/;

const files = SCANNED.flatMap((relative) => repositoryFiles(relative, TEXT_FILE)).filter((file) => file !== thisFile);

/** Each outside document, as a citation names it. */
const OUTSIDE: Array<{ what: string; pattern: RegExp; inDocsToo: boolean }> = [
  { what: 'the design note', pattern: /\bDESIGN\.md\b/, inDocsToo: true },
  { what: 'the style note', pattern: /\bSTYLE\.md\b/, inDocsToo: true },
  { what: 'a folder beside the repository', pattern: /\.\.\/shared\/|\/work\/shared\b/, inDocsToo: true },
  { what: "the specification's inventory", pattern: /\bspec[ -]inventory\b/i, inDocsToo: true },
  // Decision records written before docs/requirements.md say "spec N §M", which its "How to read"
  // maps to Part N, section M; code says "requirements N §M".
  { what: 'a section of the specification', pattern: /\bspec ?[1-3]\b/i, inDocsToo: false },
];

describe('documents the repository cites', () => {
  it('are in the repository', () => {
    const found: string[] = [];
    for (const file of files) {
      const isCode = CODE_FILE.test(file);
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const outside of OUTSIDE) {
          if ((isCode || outside.inDocsToo) && outside.pattern.test(line)) {
            found.push(`${file}:${index + 1} cites ${outside.what}: ${line.trim().slice(0, 120)}`);
          }
        }
      });
    }
    expect(found, 'cite docs/requirements.md, docs/architecture.md, docs/style.md or a decision instead').toEqual([]);
  });

  it('include the requirements, the architecture and the style the code points to', () => {
    for (const document of ['docs/requirements.md', 'docs/architecture.md', 'docs/style.md']) {
      expect(readFileSync(path.join(root, document), 'utf8').length, document).toBeGreaterThan(1000);
    }
    const requirements = readFileSync(path.join(root, 'docs/requirements.md'), 'utf8');
    const cited = new Set<string>();
    for (const file of files.filter((candidate) => CODE_FILE.test(candidate))) {
      for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(/requirements ([1-3]) §([1-9])/g)) {
        cited.add(`${match[1]} §${match[2]}`);
      }
    }
    expect(cited.size).toBeGreaterThan(10);
    const missing = [...cited].filter((section) => !requirements.includes(`### ${section} `));
    expect(missing, 'sections of docs/requirements.md the code cites').toEqual([]);
  });
});
