import type { learnBaseFields, learnFields, LearnType } from '@atrium/contract/learn';
import type { Selectable } from 'kysely';
import type { TableOf } from '../../resource-kit/columns.ts';

/** A learn type's table, as its field descriptors give it (decision 074). */
export type LearnTable<K extends LearnType> = TableOf<(typeof learnFields)[K]['fields']>;

/** The columns every learn table has. */
type LearnItemColumns = TableOf<typeof learnBaseFields>;

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
  Partial<
    Selectable<Omit<LearnTable<'article'> & LearnTable<'video'> & LearnTable<'podcast'>, keyof LearnItemColumns>>
  >;
