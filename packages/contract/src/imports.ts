import { z } from 'zod';

/**
 * Issue 38 (decision 079): bringing a WordPress site over from the export WordPress writes
 * (Tools → Export → All content, WXR 1.1 or 1.2). The calls are in endpoints/imports.ts. Every
 * text here is ours: the specification has no import.
 */

/** The largest export accepted (issue 38): WordPress's own exports of large sites stay below it. */
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024;

export const ImportStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof ImportStatuses)[number];

/**
 * Where a job is: reading the export into its staging rows (a dry run ends there), then
 * importing them a batch at a time, then finished.
 */
const ImportPhases = ['reading', 'importing', 'finished'] as const;
export type ImportPhase = (typeof ImportPhases)[number];

/** What an import counts: the four learn types, and what WordPress has that Atrium takes or leaves. */
export const ImportKinds = [
  'blog',
  'article',
  'video',
  'podcast',
  'category',
  'media',
  'page',
  'comment',
  'menu',
  'other',
] as const;
export type ImportKind = (typeof ImportKinds)[number];

/** The learn types a WordPress post can become. */
export const ImportPostTypes = ['blog', 'article', 'video', 'podcast'] as const;
export type ImportPostType = (typeof ImportPostTypes)[number];

/** What happened to one thing of the export (a dry run: what will happen). */
const ImportOutcomes = ['created', 'updated', 'skipped', 'failed', 'not-imported'] as const;
export type ImportOutcome = (typeof ImportOutcomes)[number];

export const ImportKindLabels: Record<ImportKind, { one: string; many: string }> = {
  blog: { one: 'Blog', many: 'Blogs' },
  article: { one: 'Article', many: 'Articles' },
  video: { one: 'Video', many: 'Videos' },
  podcast: { one: 'Podcast', many: 'Podcasts' },
  category: { one: 'Category', many: 'Categories' },
  media: { one: 'File', many: 'Media files' },
  page: { one: 'Page', many: 'Pages' },
  comment: { one: 'Comment', many: 'Comments' },
  menu: { one: 'Menu item', many: 'Menu items' },
  other: { one: 'Other', many: 'Other WordPress content' },
};

/**
 * Why something was not imported, or failed: the report's reasons, written for the person
 * moving their site.
 */
export const ImportReasons = {
  page: 'Pages are not imported: Atrium’s pages are built from sections in the back office.',
  comments: (count: number) =>
    `${count} ${count === 1 ? 'comment was' : 'comments were'} not imported: Atrium has no comments.`,
  menus: (count: number) =>
    `${count} menu ${count === 1 ? 'item was' : 'items were'} not imported: the site’s navigation is Atrium’s own.`,
  tags: (count: number) =>
    `${count} ${count === 1 ? 'tag was' : 'tags were'} not imported: learn items are grouped by category only.`,
  otherType: (type: string) => `WordPress’s own “${type}” content is not imported.`,
  trash: 'In WordPress’s trash.',
  autoDraft: 'An automatic draft WordPress made, never written.',
  alreadyImported: 'Imported before: left as it is.',
  alreadyImportedGone: 'Imported before and deleted since: not imported again.',
  unusedAttachment: 'Not used by any imported post.',
  noPicture:
    'A blog or an article needs a picture: this post has no featured image and no image in its text (give a picture for posts without one).',
  fallbackPicture: 'It had no picture of its own: it has the picture given for posts without one.',
  passwordProtected: 'It was password-protected in WordPress: it is imported unpublished.',
  emptyBody: 'The post has no text.',
  noTitle: 'The post has neither a title nor text to name it by.',
  tooLarge: 'The post is larger than Atrium takes.',
  categoryTaken: (name: string) =>
    `The category “${name}” exists in Atrium in another group: its posts were imported without it.`,
  mediaFailed: (address: string, why: string) => `${address} could not be brought over (${why}).`,
  foreignHost: (address: string) =>
    `${address} is on another site: it was not downloaded (only the export’s own site is).`,
  slugTaken: (slug: string) => `The address “${slug}” was taken: the item has another.`,
  interrupted: 'The import stopped before this item and will go on from here.',
} as const;

/** Answers of the import calls (ours). */
export const ImportMessages = {
  started: 'The import has started.',
  dryRunStarted: 'Reading the export.',
  notFound: 'Import not found.',
  fileRequired: 'Choose the export file (an .xml file from WordPress’s Tools → Export).',
  notDryRun: 'Only a dry run can be run for real.',
  notReady: 'The dry run has not finished yet.',
  alreadyRun: 'This dry run has been run already.',
  fileGone: 'The export of this dry run is no longer kept: upload it again.',
  uploadsNotZip: 'The uploads must be a .zip of wp-content/uploads.',
  notWxr: 'This is not a WordPress export: it has no <rss><channel> with WordPress’s fields.',
  doctype: 'A DOCTYPE is not accepted in a WordPress export (DTDs and entities are never expanded).',
  unfinished: 'The export ends before its last element: the file is cut short.',
} as const;

/** The back office's import screen (decision 079). */
export const ImportTexts = {
  navLabel: 'Import',
  title: 'Import from WordPress',
  intro:
    'Bring a WordPress site’s posts, pictures, audio and categories over. In WordPress, choose Tools → Export → All content and download the file; then check it here before importing.',
  stepFile: '1. Choose the export',
  file: 'WordPress export (.xml)',
  fileHint: 'Up to 200 MB, as WordPress’s Tools → Export writes it.',
  uploads: 'Uploads folder as a .zip (optional)',
  uploadsHint:
    'For a site already switched off: a zip of wp-content/uploads. Otherwise the pictures are downloaded from the site itself.',
  picture: 'Picture for posts without one (optional)',
  pictureHint:
    'A blog or an article needs a picture: posts with no featured image and no image in their text get this one.',
  pictureAlt: 'Its alt text',
  noPicture: (count: number) =>
    `${count} ${count === 1 ? 'post has' : 'posts have'} no picture of ${count === 1 ? 'its' : 'their'} own: give one below, or ${count === 1 ? 'it' : 'they'} will not be imported.`,
  check: 'Check the export',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  reading: 'Reading the export…',
  stepCheck: '2. Check what will happen',
  site: (title: string, url: string) => `${title} (${url})`,
  willCreate: 'To create',
  willSkip: 'To skip',
  willFail: 'Cannot be imported',
  kind: 'Kind',
  mapping: 'Categories',
  mappingHint: 'Posts become blogs. Choose the categories whose posts become articles instead.',
  categoryColumn: 'WordPress category',
  postsColumn: 'Posts',
  asArticles: 'As articles',
  existing: 'exists',
  newCategory: 'new',
  mediaTypes: 'Posts built around a YouTube or Vimeo video become videos, and those around an audio file podcasts',
  detected: (videos: number, podcasts: number) =>
    `Found: ${videos} ${videos === 1 ? 'video' : 'videos'}, ${podcasts} ${podcasts === 1 ? 'podcast' : 'podcasts'}.`,
  leftOut: 'What will not be imported',
  nothingLeftOut: 'Everything in the export will be imported.',
  run: 'Import',
  startOver: 'Choose another file',
  stepRun: '3. Import',
  progress: (done: number, total: number) => `${done} of ${total}`,
  queued: 'Waiting to start…',
  running: 'Importing…',
  done: 'The import is done.',
  failed: 'The import failed: nothing was imported.',
  failedPartly: 'The import stopped with an error.',
  created: 'Created',
  updated: 'Updated',
  skipped: 'Skipped',
  failedColumn: 'Failed',
  report: 'Report',
  reportEmpty: 'Nothing to report: every item was imported.',
  more: (count: number) => `and ${count} more`,
  open: 'Open',
  outcomes: {
    created: 'created',
    updated: 'updated',
    skipped: 'skipped',
    failed: 'failed',
    'not-imported': 'not imported',
  } satisfies Record<ImportOutcome, string>,
  /** A dry run's report says what will happen. */
  dryRunOutcomes: {
    created: 'to create',
    updated: 'to update',
    skipped: 'to skip',
    failed: 'cannot be imported',
    'not-imported': 'not imported',
  } satisfies Record<ImportOutcome, string>,
  loadFailed: 'Unable to fetch the import. Please check your network connection and try again.',
} as const;

/** A multipart or JSON boolean: '1'/'true'/'on' or true; anything else false. */
const flag = z.preprocess(
  (value) => (typeof value === 'string' ? ['1', 'true', 'on'].includes(value) : value),
  z.boolean({ error: 'Must be true or false.' }),
);

/** A multipart field holding a list: a JSON array (as the back office's client sends one) or comma-separated. */
function listField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim().startsWith('[')) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);
}

/** WordPress category slugs (its `nicename`): a JSON array, or comma-separated in a multipart body. */
const categorySlugs = z.preprocess(
  listField,
  z.array(z.string().min(1).max(200), { error: 'Must be a list of WordPress category slugs.' }).max(1000),
);

/** How posts map to learn types: the categories whose posts become articles, and whether embeds make videos and podcasts. */
const importMappingSchema = z.object({
  articleCategories: categorySlugs.optional(),
  /** Posts built around a YouTube or Vimeo embed become videos, around an audio file podcasts (default true). */
  mediaTypes: flag.optional(),
});

/** POST /imports/wordpress/: the mapping, and `dryRun` to read and report without importing. */
export const importStartBodySchema = importMappingSchema.extend({ dryRun: flag.optional() });

/**
 * POST /imports/:id/run/: a finished dry run, run for real with the mapping chosen on its report
 * (and a picture for posts without one, when the dry run had none).
 */
export const importRunBodySchema = z.strictObject(importMappingSchema.shape);

const countsSchema = z.object({ created: z.number(), updated: z.number(), skipped: z.number(), failed: z.number() });
export type ImportCounts = z.infer<typeof countsSchema>;

const importReportEntrySchema = z.object({
  kind: z.enum(ImportKinds),
  /** WordPress's post id (null for a line about many, such as the comments). */
  wpId: z.number().nullable(),
  title: z.string(),
  outcome: z.enum(ImportOutcomes),
  reason: z.string(),
  /** The item's address on this site, once imported. */
  address: z.string().nullable(),
  /** Its address on the WordPress site. */
  link: z.string().nullable(),
});
export type ImportReportEntry = z.infer<typeof importReportEntrySchema>;

export const importJobSchema = z.object({
  id: z.number(),
  status: z.enum(ImportStatuses),
  phase: z.enum(ImportPhases),
  dryRun: z.boolean(),
  fileName: z.string(),
  /** The dry run this import was started from. */
  fromDryRun: z.number().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Items of the export handled so far, out of all of them (0 of 0 while reading). */
  progress: z.object({ done: z.number(), total: z.number() }),
  /** Per kind: what was (a dry run: will be) created, updated, skipped or failed. */
  counts: z.object({
    blog: countsSchema,
    article: countsSchema,
    video: countsSchema,
    podcast: countsSchema,
    category: countsSchema,
    media: countsSchema,
    page: countsSchema,
    comment: countsSchema,
    menu: countsSchema,
    other: countsSchema,
  } satisfies Record<ImportKind, typeof countsSchema>),
  /** The WordPress site the export is of, once read. */
  site: z.object({ title: z.string(), url: z.string() }).nullable(),
  mapping: z.object({ articleCategories: z.array(z.string()), mediaTypes: z.boolean(), picture: z.boolean() }),
  /** Blogs and articles whose post has no picture of its own. */
  withoutPicture: z.number(),
  /** The export's categories used by posts, with how many posts each and whether Atrium has it. */
  categories: z.array(z.object({ slug: z.string(), name: z.string(), posts: z.number(), exists: z.boolean() })),
  /** Posts found built around a video or an audio file. */
  detected: z.object({ video: z.number(), podcast: z.number() }),
  /** What was not imported or failed, and what was imported with a remark, and why (the first REPORT_LIMIT lines). */
  report: z.array(importReportEntrySchema),
  /** Lines past those. */
  reportMore: z.number(),
  /** Why the import failed (the parser's message for a malformed file). */
  error: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importStartedSchema = z.object({ id: z.number(), status: z.enum(ImportStatuses) });

/** The report's lines an answer carries. */
export const REPORT_LIMIT = 500;
