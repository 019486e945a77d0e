import { contentTable, idColumn, type MigrationDb, serialType } from './helpers/v1.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('username', 'varchar(150)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(150)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'varchar(150)', (c) => c.notNull().defaultTo(''))
    .addColumn('profile_image', 'varchar(500)')
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await contentTable(db, 'hero_sliders', (t) =>
    t
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('brief_description', 'text', (c) => c.notNull())
      .addColumn('selected_page', 'varchar(32)', (c) => c.notNull())
      .addColumn('slider_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('image', 'varchar(500)')
      .addColumn('video_type', 'integer')
      .addColumn('video_url', 'varchar(2048)')
      .addColumn('video_file', 'varchar(500)')
      .addColumn('cta_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cta_url', 'varchar(2048)'),
  );
  await db.schema
    .createIndex('hero_sliders_page_status_position')
    .on('hero_sliders')
    .columns(['selected_page', 'status', 'position'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('hero_sliders').execute();
  await db.schema.dropTable('password_reset_tokens').execute();
  await db.schema.dropTable('users').execute();
}
