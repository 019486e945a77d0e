import { defineLearnResource } from '../../features/learn/learn-resource.ts';
import type { AudioColumns, LearnItemColumns, VideoColumns } from '../../features/learn/learn.tables.ts';

/**
 * The learn_podcasts table: the learn-item base and the media part of a podcast (a video by link
 * or by uploaded file, and an audio file with its length and transcript, decision 040).
 */
export type LearnPodcastsTable = LearnItemColumns & VideoColumns & AudioColumns;

declare module '../../db/schema.ts' {
  interface Database {
    learn_podcasts: LearnPodcastsTable;
  }
}

/** Learn podcasts (requirements Part 2): everything but the media part is the learn-item base (features/learn). */
export const learnPodcasts = defineLearnResource('podcast');
