import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { UNSUBSCRIBED } from '../features/submissions/submissions.repository.ts';

/** What a test subscriber is: confirmed (1), waiting for its link (0) or unsubscribed (3, decision 086); bouncing or not. */
export type TestSubscriber = { email: string; status?: 0 | 1 | 3; bouncing?: boolean; locale?: string };

/**
 * Mailing-list entries written straight into the database (decision 053's tests): hundreds of
 * confirmed subscribers without hundreds of signups and confirmation links. Answers each one's
 * id and unsubscribe token.
 */
export async function insertSubscribers(db: Db, subscribers: TestSubscriber[]) {
  const now = new Date().toISOString();
  const rows = subscribers.map((s) => ({
    email: s.email,
    email_key: s.status === 3 ? null : s.email.toLowerCase(),
    unsubscribe_token: randomBytes(32).toString('base64url'),
    consent_at: now,
    consent_address: '127.0.0.1',
    consent_text: 'test consent',
    confirmed_at: s.status === 0 ? null : now,
    unsubscribed_at: s.status === 3 ? now : null,
    bouncing_at: s.bouncing ? now : null,
    locale: s.locale ?? null,
    status: s.status === 3 ? UNSUBSCRIBED : (s.status ?? 1),
    position: 0,
    search_text: s.email,
    created_at: now,
    updated_at: now,
  }));
  const out: Array<{ id: number; email: string; token: string }> = [];
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    const ids = await db
      .insertInto('mailing_list_entries')
      .values(chunk)
      .returning(['id', 'unsubscribe_token', 'search_text'])
      .execute();
    // search_text holds the address (erased ones too): the rows come back in any order.
    for (const row of ids) out.push({ id: Number(row.id), email: row.search_text, token: row.unsubscribe_token });
  }
  return out;
}

/** A draft newsletter written straight into the database, with no items. */
export async function insertNewsletter(db: Db, subject: string, intro = '<p>What is new</p>'): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('newsletters')
    .values({
      slug: `${subject.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomBytes(3).toString('hex')}`,
      subject,
      preheader: '',
      intro,
      selection: 'picked',
      state: 'draft',
      private: 0,
      search_text: subject.toLowerCase(),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
