import { LearnMediaFields, type LearnType } from '@atrium/contract/learn';

/**
 * The wire names of a type's media part, each present only where the type has it: an image
 * (blogs; articles with a logo) or a video by link or file (videos, podcasts).
 */
export type LearnMedia = {
  image?: string;
  logo?: string;
  type?: string;
  url?: string;
  file?: string;
  /** Videos and podcasts: the poster image (decision 041). */
  poster?: string;
  /** A podcast's audio file (decision 040). */
  audio?: string;
};

export const learnMedia = (type: LearnType): LearnMedia => LearnMediaFields[type];

/** Blogs and articles show a picture; videos and podcasts a player. */
export const isVideoType = (type: LearnType): boolean => Boolean(learnMedia(type).url);
