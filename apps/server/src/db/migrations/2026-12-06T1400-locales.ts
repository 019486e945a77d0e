import type { MigrationDb } from './helpers/v2.ts';

/**
 * Decision 081: the site's languages and the text written in them.
 *
 * `site_locales` lists the languages in the switcher's order; exactly one is the default. A site
 * starts with English alone, so one that never opts in sees nothing change.
 *
 * `translations` holds the text of every language but the default, one row per record, language
 * and field: the default language's text stays in each table's own columns, so its reads are the
 * queries they were. `resource` is the resource's key, `field` the field's wire name.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('site_locales')
    .addColumn('code', 'varchar(35)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('dir', 'varchar(3)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('site_locales')
    .values({ code: 'en', name: 'English', dir: 'ltr', position: 0, is_default: 1 })
    .execute();

  await db.schema
    .createTable('translations')
    .addColumn('resource', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('locale', 'varchar(35)', (c) => c.notNull())
    .addColumn('field', 'varchar(64)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translations_pkey', ['resource', 'record_id', 'locale', 'field'])
    .execute();
  // What a language holds (the refusal to remove one, the "missing in" filter).
  await db.schema
    .createIndex('translations_locale')
    .on('translations')
    .columns(['locale', 'resource', 'record_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('translations').execute();
  await db.schema.dropTable('site_locales').execute();
}
