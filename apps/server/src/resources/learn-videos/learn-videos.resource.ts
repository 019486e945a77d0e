import { defineLearnResource } from '../../features/learn/learn-resource.ts';
import type { VideoColumns, VideoLengthColumns, LearnItemColumns } from '../../features/learn/learn.tables.ts';

/** The learn_videos table: the learn-item base and the media part of a video (a link or an uploaded file). */
export type LearnVideosTable = LearnItemColumns & VideoColumns & VideoLengthColumns;

declare module '../../db/schema.ts' {
  interface Database {
    learn_videos: LearnVideosTable;
  }
}

/** Learn videos (requirements Part 2): everything but the media part is the learn-item base (features/learn). */
export const learnVideos = defineLearnResource('video');
