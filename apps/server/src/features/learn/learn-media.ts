import { LearnMediaFields, LearnMessages, type LearnType } from '@atrium/contract/learn';
import type { DeriveDeps } from '../../resource-kit/define-resource.ts';
import type { LearnRow } from './learn.tables.ts';

type Values = Record<string, unknown>;

/**
 * What differs between the four types: their media part. Blogs and articles carry an image (an
 * article also an optional logo); videos and podcasts a video given by link or by file. Its
 * fields, columns and record are the contract's descriptors (`learnFields`, decision 074); here
 * is what they cannot say: one medium at a time, the rules' values, what the server derives.
 * Wire names come from the contract (LearnMediaFields).
 */
export type MediaPart = {
  /** Audio file field → the column of its length (the engine's `fileDurations`). */
  durations?: Record<string, string>;
  /** Columns of a new row before the request's own. */
  defaults: Values;
  /** One medium at a time: the columns to write, given what the request sent (parsed) and stored. */
  adjust(
    columns: Values,
    stored: Record<string, string | null | undefined>,
    existing: LearnRow | undefined,
    input: Values,
  ): Values;
  /** The media values that the contract's learnMediaRules judge. */
  ruleValues(row: Partial<LearnRow>): {
    image?: unknown;
    videoType?: number | null;
    videoUrl?: string | null;
    videoFile?: unknown;
    audioFile?: unknown;
  };
  /** The media fields of the record the descriptors do not read from a column of their own. */
  wire(row: LearnRow): Values;
  /** What the server makes before the write (a video link's poster, decision 041); absent for images. */
  derive?(
    row: Partial<LearnRow>,
    files: Record<string, string | null | undefined>,
    deps: DeriveDeps,
  ): Promise<{ columns?: Values; stored?: string[]; note?: string }>;
};

function imagePart(names: { image: string; logo?: string }): MediaPart {
  return {
    defaults: { image: null, ...(names.logo ? { logo: null } : {}) },
    adjust: (columns) => columns,
    ruleValues: (row) => ({ image: row.image }),
    wire: () => ({}),
  };
}

function videoPart(names: { type: string; url: string; file: string; poster: string }): MediaPart {
  return {
    defaults: { video_type: 0, video_url: null, video_file: null, poster: null, poster_from: null },
    adjust(mapped, stored, existing) {
      const columns = { ...mapped };
      // A request that names no type takes the type of the one new source it brings (requirements 2 §4:
      // typing a URL sets type 0, choosing a file type 1).
      const newFile = Boolean(stored[names.file]);
      const newUrl = typeof columns.video_url === 'string' && columns.video_url !== '';
      if (columns.video_type === undefined && newFile !== newUrl) columns.video_type = newFile ? 1 : 0;
      // The source not in use is cleared.
      const type = columns.video_type ?? existing?.video_type ?? 0;
      if (type === 0) columns.video_file = null;
      else columns.video_url = null;
      return columns;
    },
    ruleValues: (row) => ({ videoType: row.video_type ?? 0, videoUrl: row.video_url, videoFile: row.video_file }),
    wire: () => ({}),
    derive: (row, files, deps) => derivePoster(row, files[names.poster], deps),
  };
}

/**
 * The poster of a video or podcast (decision 041). One the request brings (an upload, or a
 * restored revision's) is the editor's: kept whatever the link. Otherwise, for a YouTube or
 * Vimeo link, the server fetches the video's thumbnail when the item has no poster, or has one
 * fetched for another link; a fetched poster goes when its link does. When nothing is found the
 * item saves without one, and the answer says so, and whether the host had none or could not be
 * reached (decision 086).
 */
async function derivePoster(
  row: Partial<LearnRow>,
  given: string | null | undefined,
  { fetchPoster }: DeriveDeps,
): Promise<{ columns?: Values; stored?: string[]; note?: string }> {
  if (given) return { columns: { poster_from: null } };
  const link = (row.video_type ?? 0) === 0 ? row.video_url || null : null;
  const columns: Values = {};
  let poster = row.poster ?? null;
  if (given === null || (poster && row.poster_from && row.poster_from !== link)) {
    poster = null;
    Object.assign(columns, { poster: null, poster_from: null });
  }
  if (poster || !link || !fetchPoster) return { columns };
  const fetched = await fetchPoster(link);
  if (fetched.poster === null) {
    return {
      columns,
      note: fetched.outcome === 'failed' ? LearnMessages.posterFetchFailed : LearnMessages.posterNotFound,
    };
  }
  return { columns: { poster: fetched.poster, poster_from: link }, stored: [fetched.poster] };
}

/**
 * A video's part: the video part and its length (decision 060). An uploaded file's length is
 * read from the file whenever the file is written (the engine's `fileDurations`, as a podcast's
 * audio); a link's is the one the editor typed in `VideoDuration`, kept while they send none.
 * Switching from a file to a link without typing one forgets the file's.
 */
function videoWithLengthPart(names: { type: string; url: string; file: string; poster: string }): MediaPart {
  const video = videoPart(names);
  const typed = 'VideoDuration';
  return {
    ...video,
    durations: { [names.file]: 'duration' },
    defaults: { ...video.defaults, duration: null },
    adjust(mapped, stored, existing, input) {
      const columns = video.adjust(mapped, stored, existing, input);
      const type = columns.video_type ?? existing?.video_type ?? 0;
      if (type === 1) return columns;
      if (input[typed] !== undefined) columns.duration = input[typed];
      else if (existing?.video_type === 0) columns.duration = existing.duration ?? null;
      else columns.duration = null;
      return columns;
    },
    // The length is `hooked` in the descriptors: these hooks write it, and read it here.
    wire: (row) => ({ [typed]: row.duration ?? null }),
  };
}

/**
 * A podcast's part (decision 040): the video part, and beside it an audio file (its length read
 * from the file) and a plain-text transcript. With an audio file the video is optional.
 */
function podcastPart(names: { type: string; url: string; file: string; poster: string; audio: string }): MediaPart {
  const video = videoPart(names);
  return {
    ...video,
    durations: { [names.audio]: 'audio_duration' },
    defaults: { ...video.defaults, audio_file: null, audio_duration: null, transcript: '' },
    ruleValues: (row) => ({ ...video.ruleValues(row), audioFile: row.audio_file }),
    // A related item is read with the feed's columns only (learn-feed.repository's ENTRY_COLUMNS):
    // what it lacks answers as none.
    wire: (row) => ({
      [names.audio]: row.audio_file ?? null,
      podCastAudioDuration: row.audio_file ? (row.audio_duration ?? null) : null,
      podCastTranscript: row.transcript ?? '',
    }),
  };
}

/** Each type's media part, named as the contract names its fields. */
export const learnMedia: Record<LearnType, MediaPart> = {
  blog: imagePart(LearnMediaFields.blog),
  article: imagePart(LearnMediaFields.article),
  video: videoWithLengthPart(LearnMediaFields.video),
  podcast: podcastPart(LearnMediaFields.podcast),
};
