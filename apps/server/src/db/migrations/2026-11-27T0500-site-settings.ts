import type { MigrationDb } from './helpers/v1.ts';

/**
 * Issue 24 item 1 (decision 048): the organisation's details, edited in the back office. One row
 * (id 1), written by the first save or the demo seed; until then the server answers the
 * defaults. Images are media paths ('/media/images/…'); the social links a JSON list; a null
 * time zone is ORG_TIMEZONE's.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('org_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('short_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('description', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('logo', 'varchar(255)')
    .addColumn('favicon', 'varchar(255)')
    .addColumn('share_image', 'varchar(255)')
    .addColumn('contact_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('postal_address', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('social_links', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('footer_text', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('timezone', 'varchar(64)')
    .addColumn('updated_at', 'varchar(32)')
    .addColumn('updated_by', 'integer')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('site_settings').execute();
}
