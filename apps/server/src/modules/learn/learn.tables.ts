import type { SitePage } from '@atrium/contract/enums';
import type { learnBaseFields, learnFields, LearnType } from '@atrium/contract/learn';
import type { Selectable } from 'kysely';
import type { TableOf } from '../../resource-kit/columns.ts';

/**
 * The columns of a learn table no field writes: the slug (null only inside the transaction that
 * creates the row), the link a fetched poster came from (decision 041), an audio file's length
 * (decision 040).
 */
type Slug = { slug: string | null };
type OwnColumns = {
  blog: Slug;
  article: Slug;
  video: Slug & { poster_from: string | null };
  podcast: Slug & { poster_from: string | null; audio_duration: number | null };
};

/** A learn type's table, as its field descriptors give it (decision 074), and the columns no field writes. */
export type LearnTable<K extends LearnType> = TableOf<(typeof learnFields)[K]['fields']> & OwnColumns[K];

/** The columns every learn table has. */
type LearnItemColumns = TableOf<typeof learnBaseFields> & Slug;

/** Each type's table; each resource declares its own in the Database (resources/learn-<type>s/). */
export const LearnTables = {
  blog: 'learn_blogs',
  article: 'learn_articles',
  video: 'learn_videos',
  podcast: 'learn_podcasts',
} as const satisfies Record<LearnType, string>;

/**
 * A stored learn row of any type: the shared columns, and the media columns its type has. The
 * code written once for the four reads rows through this one type.
 */
export type LearnRow = Selectable<LearnItemColumns> &
  Partial<Selectable<Omit<LearnTable<'article'> & LearnTable<'video'> & LearnTable<'podcast'>, keyof LearnItemColumns>>>;

/**
 * An item's categories: one row per (item, category), with copies of the item's status, page
 * and sort keys (kept in step by triggers), so the feed's category filter reads this table alone.
 */
export type LearnItemCategoriesTable = {
  content_type: LearnType;
  item_id: number;
  category_id: number;
  status: number;
  position: number;
  content_date: string;
  selected_page: SitePage;
  publish_at: string | null;
  unpublish_at: string | null;
};

/** Every slug a learn item was ever given: its current one and the old ones that redirect to it. */
type LearnSlugsTable = { slug: string; content_type: LearnType; item_id: number; created_at: string };

declare module '../../db/schema.ts' {
  interface Database {
    learn_item_categories: LearnItemCategoriesTable;
    learn_slugs: LearnSlugsTable;
  }
}
