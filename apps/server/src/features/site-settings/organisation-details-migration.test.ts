import { readdirSync } from 'node:fs';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrationFiles } from '../../db/migration-files.ts';
import type { MigrationDb } from '../../db/migrations/helpers/v2.ts';
import { createTestDatabase } from '../../testing/test-app.ts';

/**
 * Decision 085's migration on a database as it was before it: the site settings' name, email and
 * address move to the contact details' row, which keeps every value it had (a replaced one as a
 * revision), on SQLite and PostgreSQL. (A database without the settings' row is every other test's.)
 */
const MIGRATION = '2026-12-06T1300-organisation-details-one-record';
const before = readdirSync(MIGRATIONS_DIR)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => name.replace(/\.ts$/, ''))
  .sort()
  .filter((name) => name < MIGRATION)
  .at(-1)!;

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A database migrated up to the one before, with the given rows, then migrated to the latest. */
async function migrated(seed: (db: MigrationDb) => Promise<void>) {
  const t = await createTestDatabase();
  close = () => t.close();
  const migrator = new Migrator({ db: t.db, provider: migrationFiles() });
  const first = await migrator.migrateTo(before);
  if (first.error) throw first.error;
  // The tables as they were then, not as the schema types have them now.
  await seed(t.db as unknown as MigrationDb);
  const rest = await migrator.migrateToLatest();
  if (rest.error) throw rest.error;
  return t.db;
}

const settingsRow = {
  id: 1,
  org_name: 'Riverside Commons',
  short_name: 'Riverside',
  description: 'A network.',
  contact_email: 'office@riverside.example',
  postal_address: '',
  social_links: '[]',
  footer_text: '',
  copyright_holder: '',
  updated_at: '2026-12-01T10:00:00.000Z',
  updated_by: null,
};

describe("the organisation's details move to one record (decision 085)", () => {
  it('the settings’ values win where both are set; an empty one keeps the contact details’; the replaced ones stay in History', async () => {
    const db = await migrated(async (raw) => {
      await raw.insertInto('site_settings').values(settingsRow).execute();
      await raw
        .updateTable('contact_us_details')
        .set({
          title: 'Get in touch',
          description: 'Write to us.',
          company: 'Old Name Ltd',
          email: 'old@example.org',
          phone: '8045550147',
          address: '1 Main Street, Richmond, VA',
          status: 1,
          search_text: 'get in touch old name ltd',
        })
        .execute();
    });
    const contact = await db.selectFrom('contact_us_details').selectAll().executeTakeFirstOrThrow();
    expect(contact).toMatchObject({
      company: 'Riverside Commons',
      email: 'office@riverside.example',
      // The settings held no address: the contact details' is kept.
      address: '1 Main Street, Richmond, VA',
      title: 'Get in touch',
      phone: '8045550147',
      status: 1,
      search_text: 'get in touch riverside commons',
    });
    const revisions = await db
      .selectFrom('revisions')
      .select(['data', 'changed'])
      .where('resource', '=', 'contact-us-details')
      .orderBy('id')
      .execute();
    expect(revisions.map((r) => [JSON.parse(r.data).company, JSON.parse(r.changed)])).toEqual([
      ['Old Name Ltd', []],
      ['Riverside Commons', ['company', 'email']],
    ]);
    const columns = (await db.introspection.getTables()).find((table) => table.name === 'site_settings')!.columns;
    const names = columns.map((c) => c.name);
    for (const gone of ['org_name', 'contact_email', 'postal_address']) expect(names).not.toContain(gone);
  });

  it('fills a blank contact details row from the settings, with no revision (nothing was replaced)', async () => {
    const db = await migrated(async (raw) => {
      await raw
        .insertInto('site_settings')
        .values({ ...settingsRow, postal_address: '12 Quay Road' })
        .execute();
    });
    expect(await db.selectFrom('contact_us_details').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      company: 'Riverside Commons',
      email: 'office@riverside.example',
      address: '12 Quay Road',
      status: 0,
    });
    expect(await db.selectFrom('revisions').selectAll().execute()).toEqual([]);
  });
});
