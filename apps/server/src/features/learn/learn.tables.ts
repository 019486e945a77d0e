import type { SitePage } from '@atrium/contract/enums';
import type { LearnType } from '@atrium/contract/learn';
import type { Selectable } from 'kysely';
import type { ContentColumns, ScheduleColumns } from '../../db/schema.ts';

/** The columns every learn table has (db/migrations/2026-11-24T0900-learn-content.ts). */
export type LearnItemColumns = ContentColumns &
  ScheduleColumns & {
    selected_page: SitePage;
    title: string;
    subtitle: string;
    description: string;
    /** The item's calendar date, yyyy-MM-dd: `created_at` on the wire. */
    content_date: string;
    /** Null only inside the transaction that creates the row. */
    slug: string | null;
    author_name: string;
    author_image: string | null;
    cta_status: 0 | 1;
    cta_url: string | null;
  };

/** The media part of blogs (image) and articles (image and logo). */
export type ImageColumns = { image: string | null };
export type ArticleImageColumns = ImageColumns & { logo: string | null };
/**
 * The media part of videos and podcasts: a link (0) or an uploaded file (1), and the poster
 * (uploaded, or fetched for a link: `poster_from` is the link it was fetched for; decision 041).
 */
export type VideoColumns = {
  video_type: 0 | 1;
  video_url: string | null;
  video_file: string | null;
  poster: string | null;
  poster_from: string | null;
};
/** A video's length in whole seconds (decision 060): read from its file, or typed for its link. */
export type VideoLengthColumns = { duration: number | null };
/** A podcast's audio part (decision 040): its file, the file's length in seconds, its transcript. */
export type AudioColumns = { audio_file: string | null; audio_duration: number | null; transcript: string };

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
  Partial<ArticleImageColumns> &
  Partial<VideoColumns> &
  Partial<VideoLengthColumns> &
  Partial<AudioColumns>;
