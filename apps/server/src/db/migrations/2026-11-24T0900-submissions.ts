import { contentTable, idColumn, type MigrationDb, serialType } from './helpers/v1.ts';

/**
 * What visitors send: mailing-list entries (double opt-in), requested appointments and contact
 * messages, deleted for real (docs/architecture.md, API conventions: privacy). Beside them the durable mail outbox a worker
 * drains, and the spam-check solutions already used (kept until they expire).
 */
export async function up(db: MigrationDb): Promise<void> {
  await contentTable(db, 'mailing_list_entries', (t) =>
    t
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      // The address folded (lower case): one entry per address. Null once unsubscribed (erased).
      .addColumn('email_key', 'varchar(254)', (c) => c.unique())
      .addColumn('confirm_token_hash', 'varchar(64)', (c) => c.unique())
      .addColumn('confirm_sent_at', 'varchar(32)')
      .addColumn('confirmed_at', 'varchar(32)')
      .addColumn('confirmed_address', 'varchar(64)')
      .addColumn('unsubscribe_token', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('unsubscribed_at', 'varchar(32)')
      .addColumn('consent_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('consent_address', 'varchar(64)', (c) => c.notNull())
      .addColumn('consent_text', 'text', (c) => c.notNull()),
  );

  await contentTable(db, 'requested_appointments', (t) =>
    t
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('phone_number', 'varchar(10)', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull()),
  );

  await contentTable(db, 'contact_messages', (t) =>
    t
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('phone', 'varchar(10)', (c) => c.notNull())
      .addColumn('organization', 'varchar(200)', (c) => c.notNull())
      .addColumn('industry_id', 'integer', (c) => c.references('industries.id').onDelete('set null'))
      .addColumn('purpose', 'varchar(500)', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull()),
  );

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    // Bodies are blanked once sent: they may hold a confirmation link or a visitor's details.
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['state', 'next_attempt_at']).execute();

  await db.schema
    .createTable('captcha_used')
    .addColumn('id', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_used_expires_at').on('captcha_used').column('expires_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'captcha_used',
    'mail_outbox',
    'contact_messages',
    'requested_appointments',
    'mailing_list_entries',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
