import { defineLearnResource } from '../../features/learn/learn-resource.ts';
import type { LearnTable } from '../../features/learn/learn.tables.ts';

/** The learn_videos table, as its field descriptors give it (decision 074). */
type LearnVideosTable = LearnTable<'video'>;

declare module '../../db/schema.ts' {
  interface Database {
    learn_videos: LearnVideosTable;
  }
}

/** Learn videos (requirements Part 2): everything but the media part is the learn-item base (features/learn). */
export const learnVideos = defineLearnResource('video');
