import type { learnEndpoints } from '@atrium/contract/endpoints/resources';
import {
  learnBaseFields,
  learnFields,
  LearnMessages,
  learnVideoUrl,
  formatDuration,
  localToday,
  type Article,
  type Blog,
  type LearnType,
  type Podcast,
  type Video,
} from '@atrium/contract/learn';
import { ScheduleMessages, toZonedInput } from '@atrium/contract/schedule';
import { fieldForm } from '~/admin-kit/field-form';
import type { WriteBody } from '~/admin-kit/resource-api';
import { initialSchedule, scheduleBody, scheduleErrors, type ScheduleValues } from '~/admin-kit/schedule-fields';
import { firstError, type FormErrors } from '~/lib/form-errors';
import { learnMedia, type LearnMedia } from './learn-media';

/** A record of any of the four types. */
export type LearnItem = Blog | Article | Video | Podcast;

/** What each type's create and update send (decision 074: the contract's body types). */
export type LearnBody<K extends LearnType> = WriteBody<(typeof learnEndpoints)[K]>;

/**
 * The shared declared fields the form edits as they are (decision 074): values, rules and body
 * come from them. Those in `defaultInputs` get the kit's default input.
 */
const learnForm = fieldForm(learnBaseFields, ['selectedPage', 'title', 'subtitle', 'description', 'authorName']);

/** The shared fields shown with the kit's default input, in the form's order. */
export const defaultInputs = ['title', 'subtitle', 'description'] as const;

/**
 * The learn form's values, for all four types: the shared part, then the media part (an image
 * and logo, or a video link or file). Each type's media fields have their own wire names
 * (LearnMediaFields); errors are keyed by those names, so the server's land where the client's do.
 */
export type LearnValues = ScheduleValues &
  ReturnType<typeof learnForm.initial> & {
    /** yyyy-MM-dd. */
    created_at: string;
    /** Category ids, as the multi-select holds them. */
    categories: string[];
    authorImage: File | null;
    /** The stored author image, until the clear button removes it. */
    storedAuthorImage: string | null;
    cta_status: boolean;
    cta_url: string;
    published: boolean;

    /** BlogImage or ArticleImage, newly chosen. */
    image: File | null;
    /** articleLogo, newly chosen. */
    logo: File | null;
    /** The stored article logo, until cleared. */
    storedLogo: string | null;
    /** Requirements 2 §4: typing a link makes it 'url' (0), choosing a file 'file' (1). */
    videoSource: 'url' | 'file';
    videoUrl: string;
    videoFile: File | null;
    /** Videos and podcasts: a newly chosen poster (decision 041). */
    poster: File | null;
    /** The stored poster, until cleared. */
    storedPoster: string | null;
    /** A podcast's audio file, newly chosen (decision 040). */
    audioFile: File | null;
    /** The stored audio file, until cleared. */
    storedAudio: string | null;
    /** A podcast's transcript: plain text, paragraphs split by blank lines. */
    transcript: string;
    /** A video link's length as typed, mm:ss or h:mm:ss ('' for none; decision 060). */
    duration: string;
  };

/** The wire name of a video's typed length (decision 060). */
export const VIDEO_DURATION_FIELD = 'VideoDuration';

const stored = (record: LearnItem | null, field: string | undefined): string | null => {
  if (!record || !field) return null;
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** A new item is unpublished, without a CTA, dated today (requirements 2 §4). */
export function initialLearnValues(type: LearnType, record: LearnItem | null, today = localToday()): LearnValues {
  const media = learnMedia(type);
  const videoType = media.type ? (record as Record<string, unknown> | null)?.[media.type] : undefined;
  return {
    ...learnForm.initial(record),
    created_at: record?.created_at.slice(0, 10) || today,
    categories: record?.categories.map(String) ?? [],
    authorImage: null,
    storedAuthorImage: record?.authorImage || null,
    cta_status: record?.cta_status === 1,
    cta_url: record?.cta_url ?? '',
    published: record?.status === 1,
    image: null,
    logo: null,
    storedLogo: stored(record, media.logo),
    videoSource: videoType === 1 ? 'file' : 'url',
    videoUrl: stored(record, media.url) ?? '',
    videoFile: null,
    poster: null,
    storedPoster: stored(record, media.poster),
    audioFile: null,
    storedAudio: stored(record, media.audio),
    transcript: (record as Podcast | null)?.podCastTranscript ?? '',
    duration:
      type === 'video' && (record as Video | null)?.VideoDuration
        ? formatDuration((record as Video).VideoDuration!)
        : '',
    ...initialSchedule(record),
  };
}

/** The stored media a record brings to the form (its image, its video file): they satisfy the rules on edit. */
export function storedLearnMedia(type: LearnType, record: LearnItem | null) {
  const media = learnMedia(type);
  return { image: stored(record, media.image), videoFile: stored(record, media.file) };
}

/**
 * The date field's rule (requirements 2 §5): an invalid or empty date becomes today. A later day is
 * kept, to be refused with its message: the user sees why rather than a silent change.
 */
export function settleDate(value: string, today = localToday()): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return today;
  const error = firstError(learnBaseFields.created_at.body, value);
  return error === undefined || error === LearnMessages.dateInFuture ? value : today;
}

/**
 * The latest date the item may carry (decision 034): today, or its publish day (in the
 * organisation's zone) while its publish_at is to come.
 */
export function latestLearnDay(publishAt: string, zone: string, today = localToday(), now = new Date()): string {
  if (!publishAt || publishAt <= now.toISOString()) return today;
  const day = toZonedInput(publishAt, zone).slice(0, 10);
  return day > today ? day : today;
}

/** Requirements 2 §5 with the contract's texts; the server checks the same rules. */
export function validateLearn(
  type: LearnType,
  values: LearnValues,
  record: LearnItem | null,
  {
    today = localToday(),
    latestDay = today,
    activeCategories = null,
  }: {
    today?: string;
    /** The latest date allowed: `latestLearnDay` (today unless the item is scheduled). */
    latestDay?: string;
    /** The ids of the active learn categories, once loaded: any other is refused. */
    activeCategories?: ReadonlySet<string> | null;
  } = {},
): FormErrors {
  const errors: FormErrors = {
    ...learnForm.validate(values),
    created_at:
      values.created_at > latestDay
        ? latestDay > today
          ? ScheduleMessages.dateAfterPublishDay
          : LearnMessages.dateInFuture
        : firstError(learnBaseFields.created_at.body, values.created_at),
    categories:
      activeCategories && values.categories.some((id) => !activeCategories.has(id))
        ? LearnMessages.categoryInvalid
        : undefined,
    cta_url: values.cta_status
      ? values.cta_url.trim()
        ? firstError(learnBaseFields.cta_url.body, values.cta_url)
        : LearnMessages.ctaUrlRequired
      : undefined,
    ...mediaErrors(learnMedia(type), values, storedLearnMedia(type, record)),
    ...(type === 'video' && values.videoSource === 'url'
      ? { [VIDEO_DURATION_FIELD]: firstError(learnFields.video.fields.VideoDuration.body, values.duration) }
      : {}),
    ...scheduleErrors(values),
  };
  return errors;
}

function mediaErrors(media: LearnMedia, values: LearnValues, saved: ReturnType<typeof storedLearnMedia>): FormErrors {
  if (media.image) return { [media.image]: values.image || saved.image ? undefined : LearnMessages.requiredMissing };
  if (!media.url || !media.file) return {};
  // A podcast with an audio file needs no video; a link typed anyway must still be one we play.
  const hasAudio = Boolean(media.audio && (values.audioFile || values.storedAudio));
  if (hasAudio) {
    const url = values.videoSource === 'url' ? values.videoUrl.trim() : '';
    return { [media.url]: url ? firstError(learnVideoUrl, url) : undefined };
  }
  if (values.videoSource === 'file') {
    return { [media.file]: values.videoFile || saved.videoFile ? undefined : LearnMessages.videoFileRequired };
  }
  const url = values.videoUrl.trim();
  return { [media.url]: url ? firstError(learnVideoUrl, url) : LearnMessages.videoUrlRequired };
}

/**
 * The body of a create or update (requirements 2 §7; docs/architecture.md on optional files), multipart when it
 * carries a file (the kit decides): categories as ids, the date as yyyy-MM-dd, the author name always. A file field is sent when a new
 * file is chosen, as '' when a stored one is cleared (the unused video source is always cleared),
 * and not at all otherwise, which keeps what is stored. No position: the server puts a new item
 * last (decision 003).
 */
export function learnBody<K extends LearnType>(type: K, values: LearnValues, record: LearnItem | null): LearnBody<K> {
  const shared: SharedBody = {
    ...learnForm.body(values),
    created_at: values.created_at,
    categories: values.categories.map(Number),
    status: values.published ? 1 : 0,
    cta_status: values.cta_status ? 1 : 0,
    cta_url: values.cta_status ? values.cta_url.trim() : '',
    ...scheduleBody(values),
    authorImage: optionalFile(values.authorImage, Boolean(record?.authorImage) && !values.storedAuthorImage),
  };
  return withMedia[type](shared, values, record);
}

/** The part of the body every type sends. */
type SharedBody = Omit<LearnBody<'blog'>, 'BlogImage'>;

/**
 * Each type's body: the shared part and its media part, under the type's own wire names. Each
 * entry names its return type, so a wire key its endpoint does not declare is a type error.
 */
const withMedia: {
  [K in LearnType]: (shared: SharedBody, values: LearnValues, record: LearnItem | null) => LearnBody<K>;
} = {
  blog: (shared, values): LearnBody<'blog'> => ({ ...shared, BlogImage: values.image ?? undefined }),
  article: (shared, values, record): LearnBody<'article'> => ({
    ...shared,
    ArticleImage: values.image ?? undefined,
    articleLogo: optionalFile(values.logo, Boolean(stored(record, 'articleLogo')) && !values.storedLogo),
  }),
  video: (shared, values, record): LearnBody<'video'> => {
    const video = videoSource(values);
    return {
      ...shared,
      VideoType: video.type,
      VideoUrl: video.url,
      VideoFile: video.file,
      // A link's length is typed; a file's is read from the file by the server (decision 060).
      VideoDuration: video.type === 0 ? values.duration.trim() : undefined,
      poster: optionalFile(values.poster, Boolean(stored(record, 'poster')) && !values.storedPoster),
    };
  },
  podcast: (shared, values, record): LearnBody<'podcast'> => {
    const video = videoSource(values);
    return {
      ...shared,
      podCastVideoType: video.type,
      podCastVideoUrl: video.url,
      podCastVideoFile: video.file,
      poster: optionalFile(values.poster, Boolean(stored(record, 'poster')) && !values.storedPoster),
      podCastAudioFile: optionalFile(
        values.audioFile,
        Boolean(stored(record, 'podCastAudioFile')) && !values.storedAudio,
      ),
      podCastTranscript: values.transcript.trim(),
    };
  },
};

/** A video's source as sent: its type, its link ('' for a file) and its file ('' for a link: cleared). */
function videoSource(values: LearnValues) {
  const fromFile = values.videoSource === 'file';
  return {
    type: fromFile ? (1 as const) : (0 as const),
    url: fromFile ? '' : values.videoUrl.trim(),
    file: fromFile ? (values.videoFile ?? undefined) : ('' as const),
  };
}

/** A file field's value in the body: the chosen file, '' when the stored one is cleared, else none (kept). */
function optionalFile(chosen: File | null, cleared: boolean): File | '' | undefined {
  return chosen ?? (cleared ? '' : undefined);
}

/** Typing a link makes the item a link and drops a chosen file (requirements 2 §4). */
export function withVideoUrl(url: string): Partial<LearnValues> {
  return { videoUrl: url, ...(url.trim() ? { videoSource: 'url' as const, videoFile: null } : {}) };
}

/** Choosing a file makes the item a file and clears the link (requirements 2 §4). */
export function withVideoFile(file: File | null): Partial<LearnValues> {
  return { videoFile: file, ...(file ? { videoSource: 'file' as const, videoUrl: '' } : {}) };
}
