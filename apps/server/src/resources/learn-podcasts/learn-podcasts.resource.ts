import { defineLearnResource } from '../../features/learn/learn-resource.ts';
import type { LearnTable } from '../../features/learn/learn.tables.ts';

/** The learn_podcasts table, as its field descriptors give it (decision 074). */
type LearnPodcastsTable = LearnTable<'podcast'>;

declare module '../../db/schema.ts' {
  interface Database {
    learn_podcasts: LearnPodcastsTable;
  }
}

/** Learn podcasts (requirements Part 2): everything but the media part is the learn-item base (features/learn). */
export const learnPodcasts = defineLearnResource('podcast');
