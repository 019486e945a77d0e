/**
 * The server side of `npm run bench`, in its own process so that the load generator does not
 * share its event loop: fills a fresh database with ROWS hero sliders and LEARN_ROWS learn items
 * (learn-fill.ts), listens on a random loopback port and reports { port, token } to the parent
 * over IPC.
 */
import { randomBytes } from 'node:crypto';
import { toSearchText } from '@atrium/contract/text';
import { type Insertable, sql } from 'kysely';
import { type App, buildApp } from '../apps/server/src/app.ts';
import { createDatabase, type Db, migrateToLatest } from '../apps/server/src/db/database.ts';
import type { HeroSlidersTable } from '../apps/server/src/resources/hero-sliders/hero-sliders.resource.ts';
import { type Config, loadConfig } from '../apps/server/src/env.ts';
import { assertNodeVersion } from '../apps/server/src/node-version.ts';
import { fillLearn, type LearnBenchData } from './learn-fill.ts';
import { withClient } from '../apps/server/src/testing/pg-client.ts';

assertNodeVersion();

export type BenchReady = {
  type: 'ready';
  learn: LearnBenchData;
  port: number;
  token: string;
  database: string;
  rows: number;
  searchWord: string;
  seconds: number;
};

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
/** Learn items: a quarter of each type. */
const LEARN_ROWS = Number(process.env.BENCH_LEARN_ROWS ?? 100_000);
/** One row in a hundred carries this word: the search scenario finds about 1% of the rows. */
const SEARCH_WORD = 'zephyr';
const PAGES = ['home', 'initiatives', 'learn', 'about-us'] as const;
const WORDS = ['knowledge', 'network', 'learning', 'mission', 'vision', 'people', 'ideas', 'future', 'growth', 'share'];

const dataDir = process.argv[2];
if (!dataDir || !process.send) throw new Error('bench-server.ts is started by bench/run.ts');

const base = loadConfig({
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
});

let database: Config['database'] = base.database;
let dropDatabase = async () => {};
const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  // A throwaway database on the given server, dropped afterwards.
  const name = `atrium_bench_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  database = { kind: 'postgres', url: url.toString() };
  dropDatabase = () =>
    withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {});
}
const config: Config = { ...base, database, host: '127.0.0.1', port: 0 };
const db = createDatabase(config);

const state: { app?: App; closing?: boolean } = {};
async function shutdown() {
  if (state.closing) return;
  state.closing = true;
  await state.app?.close().catch(() => {});
  await db.destroy().catch(() => {});
  await dropDatabase().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
process.on('disconnect', shutdown);

const started = performance.now();
await migrateToLatest(db);
await fill(db, ROWS);
// PostgreSQL's autovacuum would soon vacuum and analyze the freshly loaded table: without
// statistics its plans are guesses, and without the visibility map no scan is index-only.
// SQLite is left as it runs in production (no ANALYZE).
if (config.database.kind === 'postgres') await sql`vacuum analyze hero_sliders`.execute(db);
const learn = await fillLearn(db, LEARN_ROWS, config.database.kind === 'postgres');
const seconds = (performance.now() - started) / 1000;

const app = await buildApp({ config, db });
state.app = app;
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const now = new Date().toISOString();
const user = await db
  .insertInto('users')
  .values({
    email: 'bench@example.org',
    username: 'bench',
    first_name: 'Bench',
    last_name: 'Mark',
    profile_image: null,
    password_hash: 'not-a-password',
    token_version: 0,
    created_at: now,
    updated_at: now,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const token = await app.tokens.sign({ userId: Number(user.id), tokenVersion: 0 });

const ready: BenchReady = {
  type: 'ready',
  learn,
  port,
  token,
  database: describe(config),
  rows: ROWS,
  searchWord: SEARCH_WORD,
  seconds,
};
process.send(ready);

/** Batch inserts in one transaction, search_text filled as the engine fills it. */
async function fill(target: Db, rows: number) {
  const batch = 500;
  const epoch = Date.parse('2026-01-01T00:00:00.000Z');
  await target.transaction().execute(async (trx) => {
    for (let start = 0; start < rows; start += batch) {
      const values: Insertable<HeroSlidersTable>[] = [];
      for (let i = start; i < Math.min(rows, start + batch); i++) {
        const title = `<p>Slide ${i} ${WORDS[i % WORDS.length]}${i % 100 === 7 ? ` ${SEARCH_WORD}` : ''}</p>`;
        const brief = `About ${WORDS[(i * 7) % WORDS.length]} and ${WORDS[(i * 3) % WORDS.length]}, number ${i}.`;
        const stamp = new Date(epoch + i * 1000).toISOString();
        values.push({
          title,
          brief_description: brief,
          selected_page: PAGES[i % PAGES.length]!,
          slider_type: 1,
          image: null,
          video_type: 0,
          video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          video_file: null,
          cta_status: 0,
          cta_url: null,
          // Two thirds published, the rest drafts, and one in fifty deleted.
          status: i % 50 === 49 ? 2 : i % 3 === 2 ? 0 : 1,
          position: i,
          search_text: toSearchText(title, brief),
          created_at: stamp,
          updated_at: stamp,
        });
      }
      await trx.insertInto('hero_sliders').values(values).execute();
    }
  });
}

function describe(c: Config): string {
  if (c.database.kind === 'sqlite') return 'SQLite (node:sqlite)';
  return `PostgreSQL (${new URL(c.database.url).host})`;
}
