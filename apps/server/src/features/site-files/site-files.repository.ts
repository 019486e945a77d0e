import { type LearnType, LearnTypes } from '@atrium/contract/learn';
import type { Db } from '../../db/database.ts';
import { visibleAt } from '../../db/visibility.ts';
import { createLearnFeedRepository, type FeedEntry } from '../learn/learn-feed.repository.ts';
import { LearnTables } from '../learn/learn.tables.ts';

const PUBLISHED = 1;
/** A podcast's source is an uploaded file (requirements 3 §9: 0 link, 1 file). */
const FILE_SOURCE = 1;

export type SitemapItem = { type: LearnType; id: number; slug: string; updatedAt: string };
export type PodcastEpisode = FeedEntry['row'] & {
  video_type: number;
  video_file: string | null;
  audio_file: string | null;
  audio_duration: number | null;
};

/** The reads behind the sitemap and the feeds: published content only. */
export function createSiteFilesRepository(db: Db) {
  const feed = createLearnFeedRepository(db);

  return {
    /** Learn items visible at `at`: their slugs and last changes, newest first, at most `limit`. */
    async publishedItems(limit: number, at: string): Promise<SitemapItem[]> {
      const perType = await Promise.all(
        LearnTypes.map(async (type) => {
          const rows = await db
            .selectFrom(LearnTables[type])
            .select(['slug', 'updated_at', 'content_date', 'id'])
            .where(visibleAt(at))
            .where('slug', 'is not', null)
            .orderBy('content_date', 'desc')
            .orderBy('id', 'desc')
            .limit(limit)
            .execute();
          return rows.map((row) => ({
            type,
            id: Number(row.id),
            slug: row.slug!,
            updatedAt: row.updated_at,
            date: row.content_date,
          }));
        }),
      );
      return perType
        .flat()
        .sort((a, b) => b.date.localeCompare(a.date))
        .slice(0, limit)
        .map(({ type, id, slug, updatedAt }) => ({ type, id, slug, updatedAt }));
    },

    /** The newest items of every type visible at `at` (the learn feed, newest first). */
    newest: (limit: number, at: string) =>
      feed.page({ types: LearnTypes, at }, { limit, skip: 0, sort: { column: 'content_date', direction: 'desc' } }),

    /** Podcasts visible at `at` with an uploaded file (audio, or a video file), newest first. */
    async podcastEpisodes(limit: number, at: string): Promise<PodcastEpisode[]> {
      const rows = await db
        .selectFrom('learn_podcasts')
        .selectAll()
        .where(visibleAt(at))
        .where((eb) =>
          eb.or([
            eb('audio_file', 'is not', null),
            eb.and([eb('video_type', '=', FILE_SOURCE), eb('video_file', 'is not', null)]),
          ]),
        )
        .where('slug', 'is not', null)
        .orderBy('content_date', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, id: Number(row.id) })) as PodcastEpisode[];
    },

    /** The organisation's published contact details (company and email), when filled in. */
    async publisher(): Promise<{ company: string; email: string } | undefined> {
      const row = await db
        .selectFrom('contact_us_details')
        .select(['company', 'email'])
        .where('status', '=', PUBLISHED)
        .orderBy('id')
        .executeTakeFirst();
      return row?.company && row.email ? row : undefined;
    },
  };
}
