import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadResources } from '../resources/index.ts';
import { createTestDatabase } from '../testing/test-app.ts';
import { GENERATED_FILE, generateTableTypes } from './table-types.ts';

/**
 * Decision 077: the committed table types are what the migrations give. On SQLite, the file
 * `npm run db:types` writes; on PostgreSQL (`npm test`'s second phase), the same file again, so a
 * column that the migrations build differently on the two databases fails here too.
 */

let t: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  t = await createTestDatabase(undefined, { migrated: true });
});
afterAll(() => t?.close());

describe('db/tables.generated.ts', () => {
  it('is what the migrations give', async () => {
    const generated = await generateTableTypes(
      t.db,
      (await loadResources()).map((definition) => definition.table),
    );
    const committed = readFileSync(GENERATED_FILE, 'utf8');
    const message =
      t.config.database.kind === 'sqlite'
        ? 'db/tables.generated.ts is not what the migrations give: run npm run db:types'
        : 'PostgreSQL gives other table types than SQLite (run npm run db:types first if SQLite fails too): ' +
          'a column is built differently on the two databases; give it one type in db/table-types.ts';
    expect(generated, message).toBe(committed);
  });
});
