import { z } from 'zod';
import { MAX_ID } from './api.ts';
import { MAX_PAGE_SIZE } from './enums.ts';
import { LearnTypes } from './learn.ts';
import { localeRecordShape } from './locales.ts';
import { RequestMessages } from './messages.ts';
import { emailField } from './submissions.ts';
import { hasLineBreakOrControl } from './text.ts';

/**
 * Issue 25 (decisions 052 and 053): newsletters written in the back office from learn content,
 * previewed, tested, sent to the mailing list's confirmed subscribers and kept in a public
 * archive. This file: the records, the bodies and the texts; endpoints/newsletters.ts the calls.
 */

/** A newsletter's life: written (draft), waiting for its minute (scheduled), going out, gone out. */
const NEWSLETTER_STATES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

/** Which learn items it carries: those picked, in their order, or everything published since the last one sent. */
export const NEWSLETTER_SELECTIONS = ['picked', 'since_last'] as const;
export type NewsletterSelection = (typeof NEWSLETTER_SELECTIONS)[number];

const MAX_NEWSLETTER_SUBJECT = 200;
const MAX_NEWSLETTER_PREHEADER = 200;
const MAX_NEWSLETTER_INTRO = 100_000;
/** The most items a newsletter picks, and the most "since the last newsletter" brings. */
export const MAX_NEWSLETTER_ITEMS = 30;

/** The states whose content may still change (PATCH); only a draft may be deleted. */
export const EDITABLE_NEWSLETTER_STATES: readonly NewsletterState[] = ['draft', 'scheduled'];

export const NewsletterStateLabels: Record<NewsletterState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
};

export const NewsletterSelectionLabels: Record<NewsletterSelection, string> = {
  picked: 'Items I pick',
  since_last: 'Everything published since the last newsletter',
};

/** The server's answers about newsletters. */
export const NewsletterMessages = {
  notFound: 'Newsletter not found.',
  created: 'Newsletter created.',
  updated: 'Newsletter saved.',
  deleted: 'Newsletter deleted.',
  notEditable: 'This newsletter is being sent or has been sent: it can no longer be changed.',
  notDeletable: 'Only a draft can be deleted. A scheduled newsletter must be unscheduled first.',
  subjectRequired: 'Write a subject.',
  emailRequired: 'Enter the address the test goes to.',
  itemMissing: 'A picked item does not exist (any more). Remove it from the list.',
  itemTwice: 'An item is picked twice.',
  testSent: (email: string) => `A test copy is on its way to ${email}.`,
  tooManyTests: 'Too many test copies in a minute. Wait a moment and try again.',
  /** Decision 067: a test copy is no way to mail anyone else. */
  testNotAUser: 'A test copy can only go to the address of one of this site’s users.',
} as const;

/** The texts of the email itself (the template, decision 052). */
export const NewsletterMailTexts = {
  testPrefix: '[Test] ',
  read: (type: string) => (type === 'video' ? 'Watch' : type === 'podcast' ? 'Listen' : 'Read'),
  typeLabel: { blog: 'Blog', article: 'Article', video: 'Video', podcast: 'Podcast' } as Record<string, string>,
  viewOnline: 'View this newsletter in your browser',
  unsubscribe: 'Unsubscribe',
  whyYouGetThis: (site: string) =>
    `You receive this email because you subscribed to news from ${site} and confirmed your address.`,
  noTracking: 'This email has no tracking pixels and no rewritten links.',
  noItems: 'Nothing new has been published since the last newsletter.',
} as const;

/** The public archive's texts (decision 052). */
export const NewsletterArchiveTexts = {
  title: 'Newsletters',
  description: (site: string) => `Every newsletter ${site} has sent, to read online.`,
  empty: 'No newsletter has been sent yet.',
  sentOnPrefix: 'Sent on',
  eyebrow: 'Newsletter',
  feedLink: 'Follow by RSS',
  feedTitle: (site: string) => `${site}: newsletters (RSS)`,
  backToList: 'All newsletters',
} as const;

/** The back office's texts (decision 052; the send controls' are decision 053's). */
export const NewsletterTexts = {
  /** ours (decision 086): the link to a sent newsletter's web address. */
  viewInBrowser: 'View in browser',
  /** ours (decision 097): its web page in another language it is written in ('French'). */
  viewInBrowserIn: (language: string) => `View in browser (${language})`,
  title: 'Newsletters',
  description:
    'Write what the organisation published lately to the mailing list’s confirmed subscribers: preview it, send yourself a test, then send it.',
  filterByState: 'Filter by state',
  open: 'Open',
  saveFirstHint: 'Preview and Send a test save the newsletter first.',
  create: 'New newsletter',
  edit: 'Edit newsletter',
  subject: 'Subject',
  subjectHint: 'The email’s subject line: what is in it, in a few words.',
  preheader: 'Preheader',
  preheaderHint: 'The line inboxes show after the subject. Leave empty to show the start of the introduction.',
  intro: 'Introduction',
  selection: 'Learn items',
  picked: 'Picked items, in the order the email shows them',
  pick: 'Add a learn item',
  pickPlaceholder: 'Search published learn items',
  noPicked: 'No item picked yet.',
  nothingFound: 'No published learn item matches.',
  moveUp: (title: string) => `Move “${title}” up`,
  moveDown: (title: string) => `Move “${title}” down`,
  removeItem: (title: string) => `Remove “${title}”`,
  private: 'Private',
  privateHint: 'Keep it out of the public archive (the website’s newsletter pages and feed).',
  save: 'Save',
  cancel: 'Cancel',
  preview: 'Preview',
  previewTitle: 'Newsletter preview',
  previewFrame: (width: string) => `The email at ${width.toLowerCase()} width`,
  previewFailed: 'The preview could not be made. Try again.',
  testFailed: 'The test copy could not be sent. Try again.',
  saveFailed: 'The newsletter could not be saved. Try again.',
  listFailed: 'The newsletters could not be loaded.',
  searchLabel: 'Search newsletters',
  searchPlaceholder: 'Search by subject',
  sentNotice: 'This newsletter is being sent or has been sent: it can no longer be changed.',
  itemHidden: 'Not public now: left out of the email',
  sinceLastHint: 'When it is sent: everything published since the newsletter before it (newest first, at most 30).',
  actions: 'Actions',
  phone: 'Phone',
  desktop: 'Desktop',
  sendTest: 'Send a test',
  testDialogTitle: 'Send a test copy',
  testEmail: 'Send the test to',
  testHint:
    'One copy goes out now to one of this site’s users, its subject starting with “[Test]”. Unsaved changes are saved first.',
  testRecipientsFailed: 'The users’ addresses could not be loaded. Close this dialog and try again.',
  send: 'Send',
  deleteConfirm: (subject: string) => `Delete the draft “${subject}”?`,
  delete: 'Delete',
  empty: 'No newsletter yet. Write the first one from what was published lately.',
  columns: { subject: 'Subject', state: 'State', when: 'Send date', updated: 'Changed' },
  tabs: { all: 'All', draft: 'Drafts', scheduled: 'Scheduled', sent: 'Sent' },
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).min(min, message).max(max, message),
  );

/** A learn item as a newsletter names it: its type and id. */
const newsletterItemRefSchema = z.strictObject({
  type: z.enum(LearnTypes, { error: `type must be one of: ${LearnTypes.join(', ')}.` }),
  id: z.number({ error: 'id must be a positive id.' }).int().positive().max(MAX_ID),
});
export type NewsletterItemRef = z.infer<typeof newsletterItemRefSchema>;

const subjectField = z
  .string({ error: NewsletterMessages.subjectRequired })
  .trim()
  .min(1, NewsletterMessages.subjectRequired)
  .max(MAX_NEWSLETTER_SUBJECT, `Must be at most ${MAX_NEWSLETTER_SUBJECT} characters.`)
  .refine((v) => !hasLineBreakOrControl(v), RequestMessages.oneLine);

/** The fields of a newsletter as the compose form sends them (no defaults: a change sends only some). */
const newsletterFields = {
  subject: subjectField,
  preheader: z
    .string({ error: 'Must be text.' })
    .trim()
    .max(MAX_NEWSLETTER_PREHEADER, `Must be at most ${MAX_NEWSLETTER_PREHEADER} characters.`)
    .refine((v) => !hasLineBreakOrControl(v), RequestMessages.oneLine),
  /** Rich text (HTML), sanitised by the server as learn text is. */
  intro: z
    .string({ error: 'Must be text.' })
    .max(MAX_NEWSLETTER_INTRO, `Must be at most ${MAX_NEWSLETTER_INTRO} characters.`),
  selection: z.enum(NEWSLETTER_SELECTIONS, {
    error: `selection must be one of: ${NEWSLETTER_SELECTIONS.join(', ')}.`,
  }),
  /** The picked items, in order (kept, but not used, while the selection is `since_last`). */
  items: z
    .array(newsletterItemRefSchema, { error: 'items must be a list of {type, id}.' })
    .max(MAX_NEWSLETTER_ITEMS, `Pick at most ${MAX_NEWSLETTER_ITEMS} items.`)
    .refine((items) => new Set(items.map((i) => `${i.type}:${i.id}`)).size === items.length, {
      message: NewsletterMessages.itemTwice,
    }),
  private: z.boolean({ error: 'private must be true or false.' }),
};

/** A new newsletter: a subject, the rest optional. The server derives the slug from the subject. */
export const newsletterBodySchema = z.strictObject({
  subject: newsletterFields.subject,
  preheader: newsletterFields.preheader.default(''),
  intro: newsletterFields.intro.default(''),
  selection: newsletterFields.selection.default('picked'),
  items: newsletterFields.items.default([]),
  private: newsletterFields.private.default(false),
});

/** A change: any of the fields, at least one. */
export const newsletterPatchSchema = z
  .strictObject(newsletterFields)
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: 'Send at least one field.' });

/** The test copy's address: the shape a mailing-list signup must have (decision 061), one address, no display name. */
export const newsletterTestBodySchema = z.strictObject({ email: emailField(NewsletterMessages.emailRequired) });

/** Who a test copy may go to (decision 067): an active user of the site. */
export const newsletterTestRecipientSchema = z.object({ email: z.string(), name: z.string() });
export type NewsletterTestRecipient = z.infer<typeof newsletterTestRecipientSchema>;

/** A picked learn item as the form shows it. `visible`: the public sees it now (else the email leaves it out). */
export const newsletterItemSchema = z.object({
  type: z.enum(LearnTypes),
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  visible: z.boolean(),
});
export type NewsletterItem = z.infer<typeof newsletterItemSchema>;

/** A newsletter in the list. */
export const newsletterSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  subject: z.string(),
  preheader: z.string(),
  selection: z.enum(NEWSLETTER_SELECTIONS),
  state: z.enum(NEWSLETTER_STATES),
  /** The scheduled minute (ISO), while scheduled. */
  send_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  private: z.boolean(),
  /**
   * ours (decision 086): a sent newsletter's web address (a path on the site): its archive page,
   * or a private one's unlisted page; null until it is sent.
   */
  webUrl: z.string().nullable(),
  created_by: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NewsletterSummary = z.infer<typeof newsletterSummarySchema>;

/** A newsletter with its introduction and picked items. */
export const newsletterSchema = newsletterSummarySchema.extend({
  intro: z.string(),
  items: z.array(newsletterItemSchema),
  /** ours (decision 091): the languages it is written in, and, read in another, the texts that one lacks. */
  ...localeRecordShape,
});
export type Newsletter = z.infer<typeof newsletterSchema>;

export const newsletterListQuerySchema = z.strictObject({
  limit: wholeNumber(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`, 1, MAX_PAGE_SIZE).default(20),
  skip: wholeNumber('skip must be a whole number of 0 or more.', 0, 10_000_000).default(0),
  searchedText: z.string().max(200, 'searchedText must be at most 200 characters.').optional(),
  state: z.enum(NEWSLETTER_STATES, { error: `state must be one of: ${NEWSLETTER_STATES.join(', ')}.` }).optional(),
});
export type NewsletterListQuery = z.output<typeof newsletterListQuerySchema>;

/** The picker's search: published learn items of every type, newest first. */
export const newsletterCandidatesQuerySchema = z.strictObject({
  searchedText: z.string().max(200, 'searchedText must be at most 200 characters.').optional(),
  limit: wholeNumber('limit must be a whole number from 1 to 50.', 1, 50).default(20),
});

/** The email as rendered: what the preview shows and the sends carry. */
export const newsletterPreviewSchema = z.object({
  subject: z.string(),
  preheader: z.string(),
  html: z.string(),
  text: z.string(),
});
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

/** A newsletter of the public archive, in its list. */
export const archivedNewsletterSummarySchema = z.object({
  slug: z.string(),
  subject: z.string(),
  preheader: z.string(),
  sent_at: z.string(),
  /**
   * Read in a language other than the default (decision 097): the languages it is written in, and
   * the texts it lacks in this one (answered in the default language's). A newsletter's own page
   * names `locales` in the default language too on a site with several (decision 102).
   */
  ...localeRecordShape,
});
export type ArchivedNewsletterSummary = z.infer<typeof archivedNewsletterSummarySchema>;

/** A learn item as the archive's page shows it: a card linking to the item. */
const archivedNewsletterItemSchema = z.object({
  type: z.enum(LearnTypes),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  /** A media path, or null. */
  picture: z.string().nullable(),
  pictureAlt: z.string(),
  /** Read in another language (decision 097): the item's texts shown in the default language's. */
  untranslated: z.array(z.enum(['title', 'summary'])).optional(),
});

/** A newsletter of the public archive: what the email says, for the site's page. */
export const archivedNewsletterSchema = archivedNewsletterSummarySchema.extend({
  /** Sanitised rich text. */
  intro: z.string(),
  items: z.array(archivedNewsletterItemSchema),
});
export type ArchivedNewsletter = z.infer<typeof archivedNewsletterSchema>;

export const newsletterSlugParam = z.object({
  slug: z
    .string()
    .max(120, NewsletterMessages.notFound)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, NewsletterMessages.notFound),
});

/** ours (decision 086): a private newsletter's unlisted page is named by a random token. */
export const newsletterWebTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, NewsletterMessages.notFound),
});

/** The site path of a newsletter's web address: its archive page, or a private one's unlisted page. */
export const newsletterWebPath = (newsletter: { slug: string; private: boolean }, token: string): string =>
  newsletter.private ? `/newsletters/web/${token}` : `/newsletters/${encodeURIComponent(newsletter.slug)}`;
