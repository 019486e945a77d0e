import { type MigrationDb, searchText } from './helpers/v2.ts';

/**
 * Decision 085: the organisation's name, email and postal address are kept once, on the contact
 * details' row (`company`, `email`, `address`), which the site settings read and write; the site
 * settings' own copies (`org_name`, `contact_email`, `postal_address`) go.
 *
 * Where both held a value, the site settings' wins (the header, footer, JSON-LD and mails showed
 * it); a contact details' value it replaces is kept as a revision of the contact details, so
 * History can bring it back. An empty value never replaces a filled one.
 */

const PAIRS = [
  ['org_name', 'company'],
  ['contact_email', 'email'],
  ['postal_address', 'address'],
] as const;

/** The contact details' fields a revision keeps (the kit's snapshot as it was when this landed). */
const SNAPSHOT = {
  title: 'title',
  description: 'description',
  company: 'company',
  email: 'email',
  phone: 'phone',
  address: 'address',
  backgroundImage: 'background_image',
} as const;

export async function up(db: MigrationDb): Promise<void> {
  const settings = await db.selectFrom('site_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  let contact = await db.selectFrom('contact_us_details').selectAll().orderBy('id').executeTakeFirst();
  if (!contact) {
    const now = new Date().toISOString();
    const blank = { title: '', description: '', company: '', email: '', phone: '', address: '' };
    await db
      .insertInto('contact_us_details')
      .values({ ...blank, status: 0, position: 0, search_text: '', created_at: now, updated_at: now })
      .execute();
    contact = await db.selectFrom('contact_us_details').selectAll().orderBy('id').executeTakeFirstOrThrow();
  }
  if (settings) {
    const changes: Record<string, string> = {};
    let replacesFilled = false;
    for (const [from, to] of PAIRS) {
      const value = String(settings[from] ?? '');
      const current = String(contact[to] ?? '');
      if (!value || value === current) continue;
      changes[to] = value;
      if (current) replacesFilled = true;
    }
    if (Object.keys(changes).length) {
      const now = new Date().toISOString();
      const next = { ...contact, ...changes };
      if (replacesFilled) {
        // The values before and after, so History shows the move as its own step.
        const revisions = [
          [contact, String(contact.updated_at ?? now), []],
          [
            next,
            now,
            Object.entries(SNAPSHOT)
              .filter(([, column]) => column in changes)
              .map(([wire]) => wire),
          ],
        ] as const;
        for (const [row, at, changed] of revisions) {
          const data = Object.fromEntries(
            Object.entries(SNAPSHOT).map(([wire, column]) => [wire, row[column] ?? null]),
          );
          await db
            .insertInto('revisions')
            .values({
              resource: 'contact-us-details',
              record_id: Number(contact.id),
              created_at: at,
              user_id: null,
              data: JSON.stringify(data),
              changed: JSON.stringify(changed),
            })
            .execute();
        }
      }
      await db
        .updateTable('contact_us_details')
        .set({
          ...changes,
          search_text: searchText(String(next.title ?? ''), String(next.company ?? '')),
          updated_at: now,
        })
        .where('id', '=', Number(contact.id))
        .execute();
    }
  }
  for (const [from] of PAIRS) await db.schema.alterTable('site_settings').dropColumn(from).execute();
}

/** The columns come back with the contact details' values (the row's, if any, then written once). */
export async function down(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('site_settings')
    .addColumn('org_name', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('site_settings')
    .addColumn('contact_email', 'varchar(254)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('site_settings')
    .addColumn('postal_address', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  const contact = await db.selectFrom('contact_us_details').selectAll().orderBy('id').executeTakeFirst();
  if (contact) {
    await db
      .updateTable('site_settings')
      .set({
        org_name: String(contact.company ?? '').slice(0, 120),
        contact_email: String(contact.email ?? ''),
        postal_address: String(contact.address ?? ''),
      })
      .execute();
  }
}
