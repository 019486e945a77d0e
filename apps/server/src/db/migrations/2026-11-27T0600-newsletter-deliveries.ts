import { idColumn, type MigrationDb, serialType } from './helpers/v1.ts';

/**
 * Issue 25 (decision 053): a newsletter's recipients, snapshotted when its send starts, one row
 * each with what became of its mail; and the mailing list's bounce count, so an address that
 * keeps answering 5xx is no longer mailed.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('newsletter_deliveries')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('newsletter_id', 'integer', (c) => c.notNull().references('newsletters.id').onDelete('cascade'))
    // No foreign key: deleting an entry (the inbox's Delete) keeps the newsletter's counts.
    .addColumn('entry_id', 'integer', (c) => c.notNull())
    // Erased (empty) when the entry unsubscribes, as the entry's own address is.
    .addColumn('address', 'varchar(254)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    // Set when its mail is handed to the outbox, in the transaction that queues it there.
    .addColumn('outbox_id', 'integer')
    .addColumn('handed_at', 'varchar(32)')
    .addColumn('sent_at', 'varchar(32)')
    .addUniqueConstraint('newsletter_deliveries_once', ['newsletter_id', 'entry_id'])
    .execute();
  await db.schema
    .createIndex('newsletter_deliveries_state')
    .on('newsletter_deliveries')
    .columns(['newsletter_id', 'state', 'id'])
    .execute();
  await db.schema.createIndex('newsletter_deliveries_outbox').on('newsletter_deliveries').column('outbox_id').execute();
  await db.schema.createIndex('newsletter_deliveries_handed').on('newsletter_deliveries').column('handed_at').execute();
  await db.schema.createIndex('newsletter_deliveries_entry').on('newsletter_deliveries').column('entry_id').execute();

  // The email as it went out, frozen when the send started: a restart mid-send, or an item
  // published meanwhile, changes nothing in the copies still to go.
  await db.schema
    .createTable('newsletter_snapshots')
    .addColumn('newsletter_id', 'integer', (c) => c.primaryKey().references('newsletters.id').onDelete('cascade'))
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('mailing_list_entries')
    .addColumn('bounce_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mailing_list_entries').addColumn('bouncing_at', 'varchar(32)').execute();
  await db.schema.alterTable('mailing_list_entries').addColumn('last_bounce', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('newsletter_snapshots').execute();
  await db.schema.dropTable('newsletter_deliveries').execute();
  await db.schema.alterTable('mailing_list_entries').dropColumn('last_bounce').execute();
  await db.schema.alterTable('mailing_list_entries').dropColumn('bouncing_at').execute();
  await db.schema.alterTable('mailing_list_entries').dropColumn('bounce_count').execute();
}
