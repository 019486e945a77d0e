import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { databaseTestFiles, TEST_FILE_PATTERNS, valueImports } from './database-test-files.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const found = databaseTestFiles(root);

describe('the database test files (the PostgreSQL phase runs these)', () => {
  it('reads value imports, multi-line ones too, and passes over type-only ones', () => {
    const source = [
      "import type { Db } from '../db/database.ts';",
      'import {',
      '  createTestApp,',
      '  type TestApp,',
      "} from './testing/test-app.ts';",
      "export { x } from './x.ts';",
      "export type { Y } from './y.ts';",
      "import './side-effect.ts';",
      "const later = await import('./later.ts');",
    ].join('\n');
    expect(valueImports(source)).toEqual(['./testing/test-app.ts', './x.ts', './side-effect.ts', './later.ts']);
  });

  it('counts every file that makes a test app or a database, directly or through a shared suite', () => {
    // Found a second way, by the calls that make one, so a flaw in reading imports shows here.
    const makes =
      /\b(createTestApp|createTestDatabase|useSignedInApp|describeResourceContract|describeImagePart|describeVideoPart|createDatabase)\(/;
    const byCall = TEST_FILE_PATTERNS.flatMap((pattern) => globSync(pattern, { cwd: root }))
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => makes.test(readFileSync(path.join(root, file), 'utf8')));
    expect(byCall.length).toBeGreaterThan(30);
    expect(found).toEqual(expect.arrayContaining(byCall));
  });

  it('leaves out the pure ones, so the PostgreSQL phase does not run them again', () => {
    expect(found).toContain('apps/server/src/db/migrations.test.ts');
    expect(found).not.toContain('packages/contract/src/form.test.ts');
    expect(found).not.toContain('apps/web/app/admin-kit/list-state.test.ts');
    expect(found).not.toContain('scripts/new-resource/generate.test.ts');
  });

  it('is the list this run checks createTestDatabase against', () => {
    expect(inject('databaseTestFiles')).toEqual(found);
  });
});
