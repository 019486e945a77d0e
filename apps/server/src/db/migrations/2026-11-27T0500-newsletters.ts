import { idColumn, type MigrationDb, serialType } from './helpers/v2.ts';

/**
 * Issue 25 (decision 052): newsletters and the learn items they pick. A newsletter is no content
 * row (no status, position or trash): its life is its `state` ('draft', 'scheduled', 'sending',
 * 'sent'), and a draft is deleted for real. `selection` says which items it carries: 'picked'
 * (newsletter_items, in `position` order) or 'since_last' (everything published since the last
 * one sent, found when it is rendered). `send_at` is the scheduled minute (ISO), `private` (0/1)
 * keeps a sent newsletter out of the public archive. What sending records is decision 053's.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('newsletters')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('preheader', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('selection', 'varchar(16)', (c) => c.notNull().defaultTo('picked'))
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('draft'))
    .addColumn('send_at', 'varchar(32)')
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('private', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('newsletters_state_id').on('newsletters').columns(['state', 'id']).execute();
  // The archive (sent, newest first) and "since the last one sent".
  await db.schema.createIndex('newsletters_sent_at').on('newsletters').columns(['sent_at', 'id']).execute();

  await db.schema
    .createTable('newsletter_items')
    .addColumn('newsletter_id', 'integer', (c) => c.notNull().references('newsletters.id').onDelete('cascade'))
    .addColumn('content_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('newsletter_items_pk', ['newsletter_id', 'content_type', 'item_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('newsletter_items').execute();
  await db.schema.dropTable('newsletters').execute();
}
