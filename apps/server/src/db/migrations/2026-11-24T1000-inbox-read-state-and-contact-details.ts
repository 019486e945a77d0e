import { contentTable, type MigrationDb } from './helpers/v1.ts';

/**
 * The inboxes' new/read state (appointments and contact messages: `read_at`, null until an
 * administrator views the row; mailing-list entries are not read one by one), and the site's
 * contact details, one record made here unpublished with blank fields: the first save fills
 * and publishes it (requirements 3 §4: the form always PATCHes).
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const table of ['requested_appointments', 'contact_messages']) {
    await db.schema.alterTable(table).addColumn('read_at', 'varchar(32)').execute();
  }

  await contentTable(db, 'contact_us_details', (t) =>
    t
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('company', 'varchar(200)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('phone', 'varchar(10)', (c) => c.notNull())
      .addColumn('address', 'varchar(500)', (c) => c.notNull())
      .addColumn('background_image', 'varchar(500)'),
  );
  const now = new Date().toISOString();
  await db
    .insertInto('contact_us_details')
    .values({
      title: '',
      description: '',
      company: '',
      email: '',
      phone: '',
      address: '',
      status: 0,
      position: 0,
      search_text: '',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('contact_us_details').execute();
  for (const table of ['requested_appointments', 'contact_messages']) {
    await db.schema.alterTable(table).dropColumn('read_at').execute();
  }
}
