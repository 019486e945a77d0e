import { contentTable, type MigrationDb, searchText } from './helpers/v1.ts';

/** The categories other parts of the site look up by name (the contract's SystemCategories of the day). */
const SYSTEM_CATEGORIES = [
  { name: 'Founder', categoryType: 0 },
  { name: 'Advisory Board', categoryType: 0 },
  { name: 'Testimonials', categoryType: 0 },
  { name: 'Featured Initiatives', categoryType: 2 },
  { name: 'Initiatives', categoryType: 2 },
  { name: 'Recent Content', categoryType: 2 },
];

/** FAQs, categories, industries, mission-vision-goal and individuals, with the records the site relies on. */
export async function up(db: MigrationDb): Promise<void> {
  await contentTable(db, 'faqs', (t) =>
    t.addColumn('title', 'text', (c) => c.notNull()).addColumn('description', 'text', (c) => c.notNull()),
  );

  await contentTable(db, 'faqs_main', (t) =>
    t
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image', 'varchar(500)'),
  );

  await contentTable(db, 'categories', (t) =>
    t
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('category_type', 'integer', (c) => c.notNull())
      .addColumn('icon', 'integer'),
  );
  await db.schema.createIndex('categories_name').on('categories').column('name').execute();
  await db.schema.createIndex('categories_type_status').on('categories').columns(['category_type', 'status']).execute();

  await contentTable(db, 'industries', (t) => t.addColumn('name', 'varchar(200)', (c) => c.notNull()));

  await contentTable(db, 'mission_vision_goals', (t) =>
    t
      .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo('')),
  );
  await contentTable(db, 'mission_vision_goals_sub', (t) =>
    t
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image', 'varchar(500)'),
  );

  await contentTable(db, 'individuals', (t) =>
    t
      .addColumn('title', 'varchar(500)', (c) => c.notNull())
      .addColumn('subtitle', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image', 'varchar(500)')
      .addColumn('background_image', 'varchar(500)')
      .addColumn('category_id', 'integer', (c) => c.references('categories.id')),
  );
  await db.schema.createIndex('individuals_category').on('individuals').column('category_id').execute();

  // Records other parts of the site look up; they exist on every install, demo content or not.
  const now = new Date().toISOString();
  const stamps = { created_at: now, updated_at: now };
  await db
    .insertInto('categories')
    .values(
      SYSTEM_CATEGORIES.map((c, position) => ({
        name: c.name,
        description: '',
        category_type: c.categoryType,
        icon: null,
        status: 1,
        position,
        search_text: searchText(c.name),
        ...stamps,
      })),
    )
    .execute();
  await db
    .insertInto('mission_vision_goals')
    .values({ title: '', description: '', status: 1, position: 0, search_text: '', ...stamps })
    .execute();
  await db
    .insertInto('mission_vision_goals_sub')
    .values(
      ['Mission', 'Vision', 'Goal'].map((title, position) => ({
        title,
        description: '',
        image: null,
        status: 1,
        position: position + 1,
        search_text: searchText(title),
        ...stamps,
      })),
    )
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'individuals',
    'mission_vision_goals_sub',
    'mission_vision_goals',
    'industries',
    'categories',
    'faqs_main',
    'faqs',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
