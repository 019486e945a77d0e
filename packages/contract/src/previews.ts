import { z } from 'zod';
import { MAX_ID } from './api.ts';
import { SitePages } from './enums.ts';
import { articleSchema, blogSchema, type LearnType, LearnTypes, podcastSchema, videoSchema } from './learn.ts';
import { localeQueryShape } from './locales.ts';
import { PAGE_META_LIMITS, publicPageSchema } from './pages.ts';

/**
 * Previews (issue 19, decision 028): an editor looks at a record through the public site's own
 * templates before it is published. Two kinds share one address, `/preview/<token>`:
 * - a **preview link** shows the record's current saved state (a draft too) to whoever holds
 *   the link, until it expires (PREVIEW_LINK_DAYS, default 7) or is revoked;
 * - a **form preview** shows the values in the editor's form, saved or not, for an hour.
 * A token grants exactly one record; public reads stay published-only.
 */

/** What can be previewed: the four learn types, and the default pages (their folds and meta). */
const PreviewTypes = [...LearnTypes, 'page'] as const;
export type PreviewType = (typeof PreviewTypes)[number];

/** A form preview lives this long: long enough to look, short enough to hold no stale drafts. */
export const FORM_PREVIEW_MINUTES = 60;

export const PreviewMessages = {
  typeInvalid: `type must be one of: ${PreviewTypes.join(', ')}.`,
  idInvalid: 'id must be the id of a blog, article, video or podcast, or the name of a default page.',
  notFound: 'The item to preview does not exist.',
  linkNotFound: 'Preview link not found.',
  linkRevoked: 'Preview link revoked.',
} as const;

/** The back office's words for previews (buttons, the share panel, toasts). */
export const PreviewTexts = {
  preview: 'Preview',
  previewHint: 'Opens the form as it is now, saved or not, in a new tab.',
  previewFailed: 'The preview could not be opened.',
  viewOnSite: 'View on site',
  shareHeading: 'Share preview link',
  shareHint: 'Anyone with the link sees the saved version of this item, published or not, until the link expires.',
  createLink: 'Create preview link',
  copyLink: 'Copy link',
  linkCopied: 'Preview link copied.',
  linkCreated: 'Preview link created.',
  linkCopyManually: 'Copy the link below: it is shown only now.',
  linkRevoked: 'Preview link revoked.',
  revoke: 'Revoke',
  revokeLabel: (expires: string) => `Revoke the link that expires ${expires}`,
  expires: (when: string) => `Expires ${when}`,
  noLinks: 'No active preview links.',
  linksFailed: 'Preview links could not be loaded.',
  saveFirst: 'Save the item once to share a preview link.',
} as const;

/** The words of the banner on a preview page (site side). */
export const PreviewBannerTexts = {
  label: 'Preview',
  link: 'This is a preview of the saved version. It is not public yet unless it is published.',
  form: 'This is a preview of unsaved changes. Save the form to keep them.',
  filesNote: 'Files chosen in the form show once it is saved.',
  expires: (when: string) => `Link expires ${when}.`,
} as const;

/** The record a preview is of: a learn item by id, or a default page by name. */
export const previewTargetSchema = z
  .strictObject({
    type: z.enum(PreviewTypes, { error: PreviewMessages.typeInvalid }),
    id: z.union([z.number().int().positive().max(MAX_ID), z.string().max(40)], { error: PreviewMessages.idInvalid }),
  })
  .superRefine((value, ctx) => {
    const ok =
      value.type === 'page'
        ? typeof value.id === 'string' && (SitePages as readonly string[]).includes(value.id)
        : typeof value.id === 'number';
    if (!ok) ctx.addIssue({ code: 'custom', path: ['id'], message: PreviewMessages.idInvalid });
  });
export type PreviewTarget = z.infer<typeof previewTargetSchema>;

/** GET /preview-links/?type=&id= : the query form of a target (the id arrives as text). */
export const previewLinksQuerySchema = z
  .strictObject({
    type: z.enum(PreviewTypes, { error: PreviewMessages.typeInvalid }),
    id: z.string({ error: PreviewMessages.idInvalid }).max(40, PreviewMessages.idInvalid),
  })
  .transform((q, ctx) => {
    const id = /^\d{1,10}$/.test(q.id) ? Number(q.id) : q.id;
    const parsed = previewTargetSchema.safeParse({ type: q.type, id });
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: PreviewMessages.idInvalid });
      return z.NEVER;
    }
    return parsed.data;
  });

/** A preview link as listed: its token is never stored, so only its creation answers its address. */
export const previewLinkSchema = z.object({
  id: z.number(),
  type: z.enum(PreviewTypes),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;
export const createdPreviewLinkSchema = previewLinkSchema.extend({ url: z.string() });
export type CreatedPreviewLink = z.infer<typeof createdPreviewLinkSchema>;

// ---------------------------------------------------------------------------------------------
// Form previews: what an editor's form holds, saved or not. Lenient (a half-written draft must
// preview: nothing is required, a bad date or link is shown as the stored one), but bounded as a
// save is, and rich text is sanitised on the server as a save's is.

const text = (max: number) => z.string({ error: 'Must be text.' }).max(max, `Must be at most ${max} characters.`);
const zeroOrOne = z.union([z.literal(0), z.literal(1)], { error: 'Must be 0 or 1.' });

/** The learn form's values (learn-kit/learn-values.ts), every one optional. */
const learnPreviewValuesSchema = z.strictObject({
  selectedPage: z.enum(SitePages).or(z.literal('')).optional(),
  title: text(500).optional(),
  subtitle: text(1_000).optional(),
  description: text(200_000).optional(),
  created_at: text(32).optional(),
  categories: z.array(z.number().int().positive().max(MAX_ID)).max(50, 'At most 50 categories.').optional(),
  authorName: text(200).optional(),
  cta_status: zeroOrOne.optional(),
  cta_url: text(2048).optional(),
  /** Videos and podcasts: a link (0) or the uploaded file (1). */
  videoType: zeroOrOne.optional(),
  videoUrl: text(2048).optional(),
  /** Podcasts: the transcript (decision 040). */
  transcript: text(200_000).optional(),
  /** Stored files the form has cleared: they are left out of the preview. */
  cleared: z
    .array(z.enum(['image', 'logo', 'authorImage', 'videoFile', 'audioFile']))
    .max(4)
    .optional(),
  /** Whether the form holds a chosen file not saved yet (the banner says it shows after saving). */
  hasNewFiles: z.boolean().optional(),
});
export type LearnPreviewValues = z.infer<typeof learnPreviewValuesSchema>;

/** The pages screen's meta form (a default page): every field optional, bounded as a save. */
const pagePreviewValuesSchema = z.strictObject({
  metaTitle: text(PAGE_META_LIMITS.metaTitle).optional(),
  metaDescription: text(PAGE_META_LIMITS.metaDescription).optional(),
  metaOGTitle: text(PAGE_META_LIMITS.metaOGTitle).optional(),
  metaOGDescription: text(PAGE_META_LIMITS.metaOGDescription).optional(),
  metaKeywords: text(PAGE_META_LIMITS.metaKeywords).optional(),
});

const learnTypeEnum = z.enum(LearnTypes, { error: PreviewMessages.typeInvalid });

/** POST /previews/: a learn item (id absent for one not created yet) or a default page, with the form's values. */
export const formPreviewBodySchema = z.union(
  [
    z
      .strictObject({
        type: learnTypeEnum,
        id: z.number().int().positive().max(MAX_ID).optional(),
        values: learnPreviewValuesSchema,
        /** The pages screen's unsaved meta of the item's page (an item that exists). */
        meta: pagePreviewValuesSchema.optional(),
        /**
         * The language of the texts in `values` and `meta` (decisions 092, 101): a translation form's
         * preview. An empty text is one the language lacks, shown in the default language's; a text
         * of the item's not sent (the Pages screen's meta sends none) is its saved one in the
         * language. Absent: the default.
         */
        ...localeQueryShape,
      })
      .refine((body) => body.meta === undefined || body.id !== undefined, {
        path: ['id'],
        message: PreviewMessages.idInvalid,
      }),
    z.strictObject({
      type: z.literal('page'),
      id: z.enum(SitePages, { error: PreviewMessages.idInvalid }),
      values: pagePreviewValuesSchema,
      /**
       * The language of the meta texts in `values` (decision 101): the Pages screen's translation
       * view. A text left empty is the language's saved one, else the default language's.
       */
      ...localeQueryShape,
    }),
  ],
  { error: PreviewMessages.typeInvalid },
);
export type FormPreviewBody = z.infer<typeof formPreviewBodySchema>;

export const formPreviewSchema = z.object({ url: z.string(), expiresAt: z.string() });

// ---------------------------------------------------------------------------------------------
// What the site reads for /preview/<token> (GET /preview/{token}/, in process)

const about = {
  kind: z.enum(['link', 'form']),
  expiresAt: z.string(),
  hasNewFiles: z.boolean(),
  /**
   * The language the item's texts are in (decision 092), for the page to render in; absent: the
   * default. `untranslated`: the texts shown in the default language instead (to mark with its `lang`).
   */
  locale: z.string().optional(),
  untranslated: z.array(z.string()).optional(),
};

/** A learn item and its page's meta (saved, or the form's), or null to use the item's own texts. */
const learnPreview = <T extends LearnType, R extends z.ZodType>(type: T, record: R) =>
  z.object({ ...about, type: z.literal(type), item: record, page: publicPageSchema.nullable() });

export const previewSchema = z.discriminatedUnion('type', [
  learnPreview('blog', blogSchema),
  learnPreview('article', articleSchema),
  learnPreview('video', videoSchema),
  learnPreview('podcast', podcastSchema),
  z.object({ ...about, type: z.literal('page'), page: z.enum(SitePages), meta: publicPageSchema }),
]);
export type Preview = z.infer<typeof previewSchema>;

/** The path of a preview's page on the site. */
export function previewPath(token: string): string {
  return `/preview/${token}`;
}
