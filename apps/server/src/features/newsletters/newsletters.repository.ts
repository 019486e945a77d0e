import { type LearnType, LearnTypes } from '@atrium/contract/learn';
import type { NewsletterItemRef, NewsletterState } from '@atrium/contract/newsletters';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { likePattern, toCount } from '../../db/dialect.ts';
import { visibleAt } from '../../db/visibility.ts';
import { LearnTables } from '../learn/learn.tables.ts';
import type { Newsletters } from '../../db/tables.generated.ts';
import type { NewsletterRow } from './newsletters.tables.ts';

/** A learn item as a newsletter shows it: the card's fields, and whether the public sees it at the instant asked. */
export type NewsletterLearnRow = {
  type: LearnType;
  id: number;
  title: string;
  subtitle: string;
  description: string;
  slug: string;
  content_date: string;
  author_name: string;
  /** The image (blogs, articles) or poster (videos, podcasts): a path under /media, or null. */
  picture: string | null;
  visible: boolean;
  /** When it went public: its publish_at, else when it was made. */
  published_at: string;
};

/** The picture column of each type. */
const PICTURE: Record<LearnType, 'image' | 'poster'> = {
  blog: 'image',
  article: 'image',
  video: 'poster',
  podcast: 'poster',
};

/** All SQL of newsletters (decision 052). */
export function createNewslettersRepository(db: Db) {
  /** A type's learn rows as cards, with `visible` at `at`. */
  function learnCards(type: LearnType, at: string) {
    return db
      .selectFrom(LearnTables[type] as 'learn_blogs')
      .select([
        'id',
        'title',
        'subtitle',
        'description',
        'slug',
        'content_date',
        'author_name',
        sql<string | null>`${sql.ref(PICTURE[type])}`.as('picture'),
        sql<number>`case when ${visibleAt(at)} then 1 else 0 end`.as('visible'),
        sql<string>`coalesce(publish_at, created_at)`.as('published_at'),
      ]);
  }

  type CardRow = {
    id: number;
    title: string;
    subtitle: string;
    description: string;
    slug: string | null;
    content_date: string;
    author_name: string;
    picture: string | null;
    visible: number | boolean;
    published_at: string;
  };
  const toCard = (type: LearnType, row: CardRow): NewsletterLearnRow => ({
    type,
    id: Number(row.id),
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    slug: row.slug ?? '',
    content_date: row.content_date,
    author_name: row.author_name,
    picture: row.picture,
    visible: Boolean(Number(row.visible)),
    published_at: row.published_at,
  });

  return {
    async list(query: { limit: number; skip: number; search?: string; state?: NewsletterState }) {
      let base = db.selectFrom('newsletters');
      if (query.state) base = base.where('state', '=', query.state);
      if (query.search) base = base.where(sql<boolean>`search_text like ${likePattern(query.search)} escape '\\'`);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').limit(query.limit).offset(query.skip).execute(),
        base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst(),
      ]);
      return { rows: rows as NewsletterRow[], total: toCount(count?.count) };
    },

    async getById(id: number): Promise<NewsletterRow | undefined> {
      return (await db.selectFrom('newsletters').selectAll().where('id', '=', id).executeTakeFirst()) as
        NewsletterRow | undefined;
    },

    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom('newsletters').select('id').where('slug', '=', slug);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return Boolean(await query.executeTakeFirst());
    },

    /** The picked items' keys, in order. */
    async items(newsletterId: number): Promise<NewsletterItemRef[]> {
      const rows = await db
        .selectFrom('newsletter_items')
        .select(['content_type', 'item_id'])
        .where('newsletter_id', '=', newsletterId)
        .orderBy('position')
        .execute();
      return rows.map((row) => ({ type: row.content_type, id: Number(row.item_id) }));
    },

    /** A new newsletter with its picked items, in one transaction. */
    async create(values: Insertable<Newsletters>, items: NewsletterItemRef[]): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('newsletters').values(values).returning('id').executeTakeFirstOrThrow();
        const id = Number(row.id);
        await writeItems(trx, id, items);
        return id;
      });
    },

    /**
     * Changes a newsletter (and its items, when given) only while its state is one of `states`:
     * false when it is not (any more), so a send that started meanwhile is never changed under it.
     */
    async update(
      id: number,
      values: Partial<Insertable<Newsletters>>,
      items: NewsletterItemRef[] | undefined,
      states: readonly NewsletterState[],
      /** A write of its own in the same transaction (its text in another language, decision 091). */
      alongside?: (trx: Db) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('newsletters')
          .set(values)
          .where('id', '=', id)
          .where('state', 'in', [...states])
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        if (items) {
          await trx.deleteFrom('newsletter_items').where('newsletter_id', '=', id).execute();
          await writeItems(trx, id, items);
        }
        await alongside?.(trx);
        return true;
      });
    },

    /** Deletes a newsletter in one of `states`; false when there is none. */
    async remove(id: number, states: readonly NewsletterState[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('newsletter_items')
          .where('newsletter_id', 'in', (eb) =>
            eb
              .selectFrom('newsletters')
              .select('id')
              .where('id', '=', id)
              .where('state', 'in', [...states]),
          )
          .execute();
        const result = await trx
          .deleteFrom('newsletters')
          .where('id', '=', id)
          .where('state', 'in', [...states])
          .executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    /** These learn items (any status), as cards, in the order asked; missing ones are left out. */
    async learnItems(refs: NewsletterItemRef[], at: string): Promise<NewsletterLearnRow[]> {
      const byType = new Map<LearnType, number[]>();
      for (const ref of refs) byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref.id]);
      const found = new Map<string, NewsletterLearnRow>();
      for (const [type, ids] of byType) {
        const rows = await learnCards(type, at).where('id', 'in', ids).where('status', '!=', 2).execute();
        for (const row of rows) found.set(`${type}:${row.id}`, toCard(type, row as CardRow));
      }
      return refs.flatMap((ref) => found.get(`${ref.type}:${ref.id}`) ?? []);
    },

    /** The active users, by address: who a test copy may go to (decision 067). */
    testRecipients() {
      return db
        .selectFrom('users')
        .select(['email', 'first_name', 'last_name'])
        .where('state', '=', 'active')
        .orderBy('email')
        .execute();
    },

    /** Learn items the public sees at `at`, by title, newest first: the picker's search. */
    async candidates(search: string | undefined, limit: number, at: string): Promise<NewsletterLearnRow[]> {
      const perType = await Promise.all(
        LearnTypes.map(async (type) => {
          let query = learnCards(type, at).where(visibleAt(at));
          if (search) query = query.where(sql<boolean>`search_text like ${likePattern(search)} escape '\\'`);
          const rows = await query.orderBy('content_date', 'desc').orderBy('id', 'desc').limit(limit).execute();
          return rows.map((row) => toCard(type, row as CardRow));
        }),
      );
      return perType
        .flat()
        .sort((a, b) => b.content_date.localeCompare(a.content_date) || b.id - a.id)
        .slice(0, limit);
    },

    /**
     * Learn items visible at `at` that went public after `since` (all when null) and no later
     * than `until`, newest first, at most `limit`.
     */
    async publishedBetween(since: string | null, until: string, at: string, limit: number) {
      const when = sql<string>`coalesce(publish_at, created_at)`;
      const perType = await Promise.all(
        LearnTypes.map(async (type) => {
          let query = learnCards(type, at).where(visibleAt(at)).where(when, '<=', until);
          if (since) query = query.where(when, '>', since);
          const rows = await query.orderBy(when, 'desc').orderBy('id', 'desc').limit(limit).execute();
          return rows.map((row) => toCard(type, row as CardRow));
        }),
      );
      return perType
        .flat()
        .sort((a, b) => b.published_at.localeCompare(a.published_at) || b.id - a.id)
        .slice(0, limit);
    },

    /** When the newsletter sent last before `before` went out (another than `exceptId`), or null. */
    async lastSentBefore(before: string, exceptId: number): Promise<string | null> {
      const row = await db
        .selectFrom('newsletters')
        .select('sent_at')
        .where('state', '=', 'sent')
        .where('sent_at', '<', before)
        .where('id', '!=', exceptId)
        .orderBy('sent_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.sent_at ?? null;
    },

    /** The public archive: sent, not private, newest first. */
    async archive(limit: number): Promise<NewsletterRow[]> {
      return (await db
        .selectFrom('newsletters')
        .selectAll()
        .where('state', '=', 'sent')
        .where('private', '=', 0)
        .where('sent_at', 'is not', null)
        .orderBy('sent_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()) as NewsletterRow[];
    },

    /** A sent newsletter by its web token (decision 086), private or not. */
    async sentByWebToken(token: string): Promise<NewsletterRow | undefined> {
      return (await db
        .selectFrom('newsletters')
        .selectAll()
        .where('web_token', '=', token)
        .where('state', '=', 'sent')
        .executeTakeFirst()) as NewsletterRow | undefined;
    },

    /** One newsletter of the public archive by slug. */
    async archivedBySlug(slug: string): Promise<NewsletterRow | undefined> {
      return (await db
        .selectFrom('newsletters')
        .selectAll()
        .where('slug', '=', slug)
        .where('state', '=', 'sent')
        .where('private', '=', 0)
        .executeTakeFirst()) as NewsletterRow | undefined;
    },
  };
}

async function writeItems(trx: Db, newsletterId: number, items: NewsletterItemRef[]): Promise<void> {
  if (items.length === 0) return;
  await trx
    .insertInto('newsletter_items')
    .values(
      items.map((item, position) => ({
        newsletter_id: newsletterId,
        content_type: item.type,
        item_id: item.id,
        position,
      })),
    )
    .execute();
}
