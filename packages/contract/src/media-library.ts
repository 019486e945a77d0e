import { z } from 'zod';
import { MAX_PAGE_SIZE } from './enums.ts';
import { text } from './fields.ts';
import { localeQueryShape, localeRecordShape, missingQueryShape } from './locales.ts';

/**
 * The media library (issue 22, decision 038): every stored file with its alt text and where it is
 * used. Kinds are plain text on the server, so 'audio' (podcasts) is one more value here.
 */
export const MEDIA_KINDS = ['image', 'video', 'audio'] as const;

export const MediaLibraryTexts = {
  title: 'Media library',
  navLabel: 'Media',
  intro: 'Every uploaded image, video and audio file, with where it is used. Upload once and choose it from any form.',
  search: 'Search by name or alt text',
  kind: 'Type',
  anyKind: 'All types',
  kinds: { image: 'Images', video: 'Videos', audio: 'Audio' } as Record<string, string>,
  drop: 'Drag images, videos or audio files here, or choose them',
  dropHint: 'Several files at once. Images: JPG or PNG. Videos: MP4, WebM or OGG. Audio: MP3, M4A or Ogg.',
  choose: 'Choose files',
  uploading: (name: string) => `Uploading ${name}`,
  uploaded: (count: number) => (count === 1 ? 'File uploaded.' : `${count} files uploaded.`),
  empty: 'No files match.',
  emptyLibrary: 'No files yet. Upload one above.',
  size: 'Size',
  dimensions: 'Dimensions',
  duration: 'Duration',
  uploadedAt: 'Uploaded',
  uses: 'Used in',
  unused: 'Not used',
  usesCount: (count: number) => (count === 1 ? 'Used once' : `Used ${count} times`),
  inText: 'in its text',
  inRevision: 'in an earlier revision',
  inTrash: 'in the trash',
  alt: 'Alt text',
  altDescription: 'Describe the picture for people who cannot see it (what it shows, not "image of").',
  decorative: 'Decorative image (no alt text)',
  decorativeDescription: 'Only when the picture adds nothing the text around it does not say.',
  save: 'Save',
  saveAlt: 'Save alt text',
  saved: 'Saved.',
  edit: 'Edit',
  replace: 'Replace',
  replaced: 'File replaced; every use shows the new one.',
  delete: 'Delete',
  deleted: 'File deleted.',
  deleteTitle: 'Delete this file?',
  deleteMessage: (name: string) => `"${name}" will be removed from the server. This cannot be undone.`,
  deleteDisabled: 'A file in use cannot be deleted: remove it from the records listed first.',
  listFailed: 'Unable to load the media library. Please try again.',
  chooseFromLibrary: 'Choose from library',
  pickerTitle: (kind: string) =>
    `Choose ${kind === 'video' ? 'a video' : kind === 'audio' ? 'an audio file' : 'an image'} from the library`,
  pick: 'Use this file',
  altMissing: 'No alt text',
  /** Decision 100: the alt text per language. */
  altLanguage: 'Alt text in',
  altLoading: 'Loading the alt text',
  close: 'Close',
  decorativeEverywhere: (defaultName: string) =>
    `A decorative image has no alt text in any language: change that in ${defaultName}.`,
} as const;

export const MediaLibraryMessages = {
  inUse: (count: number) =>
    `This file is used in ${count === 1 ? 'one place' : `${count} places`}; remove it from there before deleting it.`,
  notFound: 'Media file not found.',
  wrongKindReplace: (kind: string) =>
    `The new file must be ${kind === 'image' ? 'an image' : `a ${kind}`}, like the one it replaces.`,
  fileRequired: 'Choose a file to upload.',
  unknownType: 'Only JPG and PNG images, MP4, WebM and OGG videos, or MP3, M4A and Ogg audio files are allowed.',
  altTooLong: 'Alt text must be at most 500 characters.',
  notInLibrary: 'Choose a file from the media library.',
  wrongKindPick: (kind: string) => `Choose ${kind === 'image' ? 'an image' : `a ${kind}`} from the media library.`,
} as const;

/** The back office's screen for each resource whose records hold files (the uses' links). */
export const MediaUseScreens: Readonly<Record<string, string>> = {
  'hero-sliders': '/admin/hero-slider',
  'learn-articles': '/admin/articles',
  'learn-blogs': '/admin/blogs',
  'learn-podcasts': '/admin/podcasts',
  'learn-videos': '/admin/videos',
  faqs: '/admin/faq',
  'faqs-main': '/admin/faq',
  'mission-vision-goals': '/admin/mission-vision-goal',
  'mission-vision-goals-sub': '/admin/mission-vision-goal',
  individuals: '/admin/individuals',
  'contact-us-details': '/admin/contact-us',
  users: '/admin/profile',
};

export const altSchema = z.string().trim().max(500, MediaLibraryMessages.altTooLong);

/**
 * A file's alt text is written per language (decision 100): the default language's stays in the
 * file's row, the others are the kit's `translations` under this key (decision 081), so removing a
 * language counts them as it counts any record's texts. Whether a file is decorative is shared.
 */
export const mediaTranslated = {
  key: 'media',
  declared: { alt: text({ column: 'alt', max: 500, rule: altSchema, localized: true, label: MediaLibraryTexts.alt }) },
} as const;
/** A multipart or JSON boolean: '1'/'true'/'on' or true. */
export const flagSchema = z.preprocess(
  (v) => (typeof v === 'string' ? ['1', 'true', 'on'].includes(v) : v),
  z.boolean({ error: 'decorative must be true or false.' }),
);

const mediaUseSchema = z.object({
  /** The resource key ('learn-blogs'), 'users' for a profile picture. */
  resource: z.string(),
  label: z.string(),
  record_id: z.number(),
  title: z.string(),
  /** The back-office screen where the record is edited. */
  admin_path: z.string(),
  /** 'file': a file field holds it; 'text': a rich-text field contains it; 'revision': only an earlier revision does. */
  where: z.enum(['file', 'text', 'revision']),
  in_trash: z.boolean(),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

export const mediaItemSchema = z.object({
  id: z.number(),
  path: z.string(),
  /** A small picture of it: an image's 480 px WebP; null for other kinds. */
  thumbnail: z.string().nullable(),
  kind: z.string(),
  content_type: z.string(),
  bytes: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  duration: z.number().nullable(),
  original_name: z.string(),
  alt: z.string(),
  decorative: z.boolean(),
  uploaded_at: z.string(),
  uploaded_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  uses: z.array(mediaUseSchema),
  // Read with `?locale=` (decision 100): the languages its alt is written in, and 'alt' in
  // `untranslated` when the language has none and the default language's is answered.
  ...localeRecordShape,
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).min(min, message).max(max, message),
  );

export const mediaListQuerySchema = z.strictObject({
  limit: wholeNumber(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`, 1, MAX_PAGE_SIZE).default(20),
  skip: wholeNumber('skip must be a whole number of 0 or more.', 0, 10_000_000).default(0),
  searchedText: z.string().max(200, 'searchedText must be at most 200 characters.').optional(),
  kind: z.enum(MEDIA_KINDS, { error: `kind must be one of: ${MEDIA_KINDS.join(', ')}.` }).optional(),
  /** Only these paths (comma-separated): the form's field asks for the alt of the file it shows. */
  paths: z.string().max(4000, 'paths is too long.').optional(),
  ...localeQueryShape,
  /** The images with a default language's alt and none in this language (decision 100). */
  ...missingQueryShape,
});

export const mediaUploadBodySchema = z.object({
  alt: altSchema.optional(),
  decorative: flagSchema.optional(),
});

export const mediaPatchBodySchema = z.strictObject({
  alt: altSchema.optional(),
  decorative: flagSchema.optional(),
});
