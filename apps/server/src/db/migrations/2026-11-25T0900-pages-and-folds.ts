import { idColumn, type MigrationDb, serialType } from './helpers/v1.ts';

/**
 * Page settings (requirements 3 §2 Admin pages, §3): the SEO meta of the four default pages and of learn
 * items, and the ordered sections ("folds") of the default pages (features/pages, decision 015).
 *
 * - A default page is found by `custom_url` (its route name). A learn item's meta is found by
 *   (`page_type`, `item_id`): its address is the item's own slug, kept in the learn table, so a
 *   changed slug never leaves a stale copy here. Rows of learn items are made on first save.
 * - A fold's `status` 0 is shown (the spec's wire value); names are unique on a page.
 *
 * The default pages and their folds are written out here, not imported: a migration is a frozen
 * snapshot of its day. Their meta is complete, so the admin form (every field required) is
 * valid as it opens.
 */

type DefaultPage = {
  customUrl: string;
  metaTitle: string;
  metaDescription: string;
  metaOGTitle: string;
  metaOGDescription: string;
  metaKeywords: string;
  folds: string[];
};

const DEFAULT_PAGES: DefaultPage[] = [
  {
    customUrl: 'home',
    metaTitle: 'Atrium | A knowledge network for people who build change',
    metaDescription:
      'Atrium connects practitioners, researchers and partners. Read our blogs, articles, videos and podcasts, explore our initiatives and get in touch.',
    metaOGTitle: 'Atrium: a knowledge network for people who build change',
    metaOGDescription:
      'Field notes, research and talks from a network of practitioners and partners. Explore our initiatives and join the conversation.',
    metaKeywords: 'knowledge network, initiatives, learning, blogs, articles, videos, podcasts',
    folds: [
      'hero slider',
      'recent content',
      'featured initiatives',
      'mission vision goal',
      'advisory board',
      'testimonials',
    ],
  },
  {
    customUrl: 'initiatives',
    metaTitle: 'Our initiatives | Atrium',
    metaDescription:
      'The initiatives the Atrium network runs with its partners: what each one sets out to do, who takes part and how you can get involved.',
    metaOGTitle: 'Initiatives of the Atrium knowledge network',
    metaOGDescription: 'Programmes run with partners across the network, what they have achieved and how to take part.',
    metaKeywords: 'initiatives, programmes, partnerships, community projects, get involved',
    folds: ['hero slider', 'initiatives', 'featured initiatives', 'testimonials'],
  },
  {
    customUrl: 'learn',
    metaTitle: 'Learn: blogs, articles, videos and podcasts | Atrium',
    metaDescription:
      'Everything the Atrium network publishes: field notes, long-form articles, recorded talks and podcast episodes, by topic and media type.',
    metaOGTitle: 'Learn with the Atrium network',
    metaOGDescription:
      'Blogs, articles, videos and podcasts from practitioners and partners, to browse by topic and media type.',
    metaKeywords: 'learn, blogs, articles, videos, podcasts, resources',
    folds: ['hero slider', 'Learn Content Slider', 'All Learn Data Fold'],
  },
  {
    customUrl: 'about-us',
    metaTitle: 'About us | Atrium',
    metaDescription:
      'Who we are: our founder, the mission, vision and goals that guide our work, and the advisory board of the Atrium knowledge network.',
    metaOGTitle: 'About the Atrium knowledge network',
    metaOGDescription: 'Meet our founder and advisory board, and read the mission, vision and goals behind our work.',
    metaKeywords: 'about us, mission, vision, goals, advisory board, founder',
    folds: [
      'hero slider',
      'About Us CEO',
      'About Us Mission Vision Goal',
      'Advisory Board All Members',
      'testimonials',
    ],
  },
];

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('pages')
    .addColumn('id', serialType(db), idColumn(db))
    // 'default', or the learn item's type: 'blogs', 'articles', 'videos', 'podcasts'.
    .addColumn('page_type', 'varchar(16)', (c) => c.notNull())
    // A default page's route name; null for a learn item (its address is the item's slug).
    .addColumn('custom_url', 'varchar(100)', (c) => c.unique())
    .addColumn('item_id', 'integer')
    .addColumn('meta_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('meta_description', 'varchar(500)', (c) => c.notNull())
    .addColumn('meta_og_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('meta_og_description', 'varchar(500)', (c) => c.notNull())
    .addColumn('meta_keywords', 'varchar(1000)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // One meta row per learn item (default pages have no item: NULLs are distinct on both databases).
  await db.schema.createIndex('pages_type_item').unique().on('pages').columns(['page_type', 'item_id']).execute();

  await db.schema
    .createTable('page_folds')
    .addColumn('id', serialType(db), idColumn(db))
    .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // A section once per page; the page's sections in order (the public read: shown ones by position).
  await db.schema.createIndex('page_folds_page_name').unique().on('page_folds').columns(['page_id', 'name']).execute();
  await db.schema
    .createIndex('page_folds_page_position')
    .on('page_folds')
    .columns(['page_id', 'position', 'id'])
    .execute();

  const now = new Date().toISOString();
  for (const { folds, ...page } of DEFAULT_PAGES) {
    const row = await db
      .insertInto('pages')
      .values({
        page_type: 'default',
        custom_url: page.customUrl,
        item_id: null,
        meta_title: page.metaTitle,
        meta_description: page.metaDescription,
        meta_og_title: page.metaOGTitle,
        meta_og_description: page.metaOGDescription,
        meta_keywords: page.metaKeywords,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('page_folds')
      .values(
        folds.map((name, i) => ({
          page_id: row.id,
          name,
          position: i + 1,
          status: 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('page_folds').execute();
  await db.schema.dropTable('pages').execute();
}
