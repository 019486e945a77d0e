import { createDatabase, migrateToLatest } from '../db/database.ts';
import { ConfigError, loadConfig } from '../env.ts';
import { assertNodeVersion } from '../node-version.ts';

/** `npm run db:migrate`: applies every pending migration and names them. */
assertNodeVersion();

try {
  const config = loadConfig();
  const db = createDatabase(config);
  try {
    const applied = await migrateToLatest(db);
    const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL';
    console.log(
      applied.length
        ? `Applied to ${where}:\n${applied.map((name) => `  ${name}`).join('\n')}`
        : `${where} is up to date.`,
    );
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
