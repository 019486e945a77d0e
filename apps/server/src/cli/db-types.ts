import { writeFileSync } from 'node:fs';
import { createDatabase, migrateToLatest } from '../db/database.ts';
import { GENERATED_FILE, generateTableTypes } from '../db/table-types.ts';
import { assertNodeVersion } from '../node-version.ts';
import { loadResources } from '../resources/index.ts';

/**
 * `npm run db:types` (decision 077): migrates a database in memory and writes the table types
 * the migrations give to db/tables.generated.ts.
 */
assertNodeVersion();

const db = createDatabase({ database: { kind: 'sqlite', file: ':memory:' } });
try {
  await migrateToLatest(db);
  const resourceTables = (await loadResources()).map((definition) => definition.table);
  writeFileSync(GENERATED_FILE, await generateTableTypes(db, resourceTables));
  console.log(`Wrote ${GENERATED_FILE}.`);
} finally {
  await db.destroy();
}
