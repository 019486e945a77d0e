/**
 * The learn content of `npm run bench`: ROWS items, a quarter of each type, with their
 * categories and slugs, written as the engine writes them (search text, slug rows, category
 * links, counts kept by the triggers).
 */
import { LearnTypes, type LearnType } from '@atrium/contract/learn';
import { toSearchText } from '@atrium/contract/text';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import type { LearnItemCategories } from '../apps/server/src/db/tables.generated.ts';
import { LearnTables } from '../apps/server/src/features/learn/learn.tables.ts';

/** What the learn scenarios ask for. */
export type LearnBenchData = {
  rows: number;
  /** A learn category on about one item in ten. */
  categoryId: number;
  /** A learn category on about one item in a thousand. */
  rareCategoryId: number;
  /** The slug of a published blog. */
  slug: string;
};

const TAGS = 20;
const PAGES = ['home', 'initiatives', 'learn', 'about-us'] as const;
const WORDS = ['knowledge', 'network', 'learning', 'mission', 'vision', 'people', 'ideas', 'future', 'growth', 'share'];
const DAY = 86_400_000;

export async function fillLearn(db: Db, rows: number, isPostgres: boolean): Promise<LearnBenchData> {
  const now = new Date().toISOString();
  const stamps = { created_at: now, updated_at: now };
  const category = async (name: string, categoryType: 1 | 2, icon: number | null) => {
    const row = await db
      .insertInto('categories')
      .values({
        name,
        name_key: name.toLowerCase(),
        description: '',
        category_type: categoryType,
        icon,
        status: 1,
        position: 100,
        search_text: name.toLowerCase(),
        ...stamps,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  for (const [i, type] of LearnTypes.entries()) await category(type[0]!.toUpperCase() + type.slice(1), 1, i + 1);
  const tags: number[] = [];
  for (let t = 0; t < TAGS; t++) tags.push(await category(`Topic ${t}`, 2, null));
  const rare = await category('Rare topic', 2, null);
  const recent = await db
    .selectFrom('categories')
    .select('id')
    .where('name', '=', 'Recent Content')
    .executeTakeFirstOrThrow();

  const perType = Math.ceil(rows / LearnTypes.length);
  const epoch = Date.parse('2023-01-01T00:00:00.000Z');
  await db.transaction().execute(async (trx) => {
    for (const type of LearnTypes) {
      const batch = 500;
      for (let start = 0; start < perType; start += batch) {
        const items = [];
        const end = Math.min(perType, start + batch);
        for (let n = start; n < end; n++) items.push(learnRow(type, n, epoch, stamps));
        const inserted = await trx.insertInto(LearnTables[type]).values(items).returning(['id', 'slug']).execute();
        const links: Insertable<LearnItemCategories>[] = [];
        for (const [k, row] of inserted.entries()) {
          const n = start + k;
          const item_id = Number(row.id);
          const { status, position, content_date, selected_page } = items[k]!;
          const copied = { status, position, content_date, selected_page };
          const link = (category_id: number) => links.push({ content_type: type, item_id, category_id, ...copied });
          link(tags[n % TAGS]!);
          if (n % 3 === 0) link(tags[(n * 7 + 3) % TAGS]!);
          if (n % 25 === 0) link(Number(recent.id));
          if (n % 1000 === 0) link(rare);
        }
        // A link may repeat when both tags are one; the key allows it once.
        const unique = [...new Map(links.map((l) => [`${l.item_id}:${l.category_id}`, l])).values()];
        await trx.insertInto('learn_item_categories').values(unique).execute();
        await trx
          .insertInto('learn_slugs')
          .values(inserted.map((r) => ({ slug: r.slug!, content_type: type, item_id: Number(r.id), created_at: now })))
          .execute();
      }
    }
  });
  // Fresh statistics and visibility map, as autovacuum would soon give them (see bench-server.ts).
  if (isPostgres) {
    for (const table of [...Object.values(LearnTables), 'learn_item_categories', 'learn_slugs', 'categories']) {
      await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    }
  }
  return { rows: perType * LearnTypes.length, categoryId: tags[3]!, rareCategoryId: rare, slug: 'learn-blog-12345' };
}

function learnRow(type: LearnType, n: number, epoch: number, stamps: { created_at: string; updated_at: string }) {
  const title = `Learn ${type} ${n} ${WORDS[n % WORDS.length]}`;
  const subtitle = `On ${WORDS[(n * 7) % WORDS.length]} and ${WORDS[(n * 3) % WORDS.length]}`;
  const isVideo = type === 'video' || type === 'podcast';
  return {
    selected_page: PAGES[Math.floor(n / 7) % PAGES.length]!,
    title,
    subtitle,
    description: `<p>${subtitle}, number ${n}.</p>`,
    // About three years of dates, several items a day, in no relation to the position.
    content_date: new Date(epoch + ((n * 37) % 1100) * DAY).toISOString().slice(0, 10),
    slug: `learn-${type}-${n}`,
    author_name: `Author ${n % 97}`,
    author_image: null,
    cta_status: 0 as const,
    cta_url: null,
    ...(isVideo
      ? { video_type: 0 as const, video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', video_file: null }
      : { image: `/media/images/${'0'.repeat(32)}.jpg`, ...(type === 'article' ? { logo: null } : {}) }),
    // Nine in ten published, then drafts, and one in fifty deleted.
    status: (n % 50 === 49 ? 2 : n % 10 === 9 ? 0 : 1) as 0 | 1 | 2,
    position: n,
    search_text: toSearchText(title, subtitle),
    ...stamps,
  };
}
