import { z } from 'zod';
import { listQuerySchema, MAX_ID, reorderBodySchema } from './api.ts';
import { type SitePage, SitePageLabels, SitePages } from './enums.ts';
import { type LearnType, learnSlugSchema } from './learn.ts';
import { text } from './fields.ts';
import { Messages } from './messages.ts';
import { versionTag } from './versions.ts';

/**
 * Page settings (requirements 3 §2 Admin pages, §3, §4, §5, §7, §8): the SEO meta of the four default
 * pages and of every learn item, and the ordered sections ("folds") that make up a default page.
 * Decision 015 records what the spec leaves open (which fold goes on which page, what a learn
 * item's page is, the count).
 */

// ---------------------------------------------------------------------------------------------
// Page types and folds

/** `default` is one of SitePages; the others are a learn item's own page (customUrl = its slug). */
const PageTypes = ['default', 'blogs', 'articles', 'videos', 'podcasts'] as const;
export type PageType = (typeof PageTypes)[number];
export type LearnPageType = Exclude<PageType, 'default'>;

export const LearnPageTypes: Record<LearnType, LearnPageType> = {
  blog: 'blogs',
  article: 'articles',
  video: 'videos',
  podcast: 'podcasts',
};
export const LearnTypeOfPage: Record<LearnPageType, LearnType> = {
  blogs: 'blog',
  articles: 'article',
  videos: 'video',
  podcasts: 'podcast',
};

/** The public address of a learn item ('/blogs/my-slug'). */
export function learnItemPath(type: LearnType, slug: string): string {
  return `/${LearnPageTypes[type]}/${slug}`;
}

/** The public address of a default page ('/', '/about-us'). */
export function sitePagePath(page: SitePage): string {
  return page === 'home' ? '/' : `/${page}`;
}

/** The known section names, stored and sent exactly as requirements 3 §2 writes them. */
export const FoldNames = [
  'hero slider',
  'advisory board',
  'testimonials',
  'mission vision goal',
  'featured initiatives',
  'recent content',
  'About Us CEO',
  'Advisory Board All Members',
  'About Us Mission Vision Goal',
  'Learn Content Slider',
  'All Learn Data Fold',
  'initiatives',
] as const;
export type FoldName = (typeof FoldNames)[number];

/** What the admin's fold choice shows (the spec stores the names above; "values not shown"). */
export const FoldLabels: Record<FoldName, string> = {
  'hero slider': 'Hero slider',
  'advisory board': 'Advisory board',
  testimonials: 'Testimonials',
  'mission vision goal': 'Mission, vision and goal tabs',
  'featured initiatives': 'Featured initiatives',
  'recent content': 'Recent content',
  'About Us CEO': 'Founder banner',
  'Advisory Board All Members': 'Advisory board: all members',
  'About Us Mission Vision Goal': 'Mission, vision and goal rows',
  'Learn Content Slider': 'Learn slider',
  'All Learn Data Fold': 'All learn content',
  initiatives: 'Initiatives list',
};

/**
 * The pages a fold may be on. Requirements 3 §2 restricts two names (recent content only on home,
 * initiatives only on the initiatives page); every other section renders on any page.
 */
const FoldPages: Partial<Record<FoldName, readonly SitePage[]>> = {
  'recent content': ['home'],
  initiatives: ['initiatives'],
};

export function isFoldAllowed(name: FoldName, page: SitePage): boolean {
  return FoldPages[name]?.includes(page) ?? true;
}

export function foldsAllowedOn(page: SitePage): FoldName[] {
  return FoldNames.filter((name) => isFoldAllowed(name, page));
}

/** Requirements 3 §4: status 0 is shown publicly; the admin labels it (docs/architecture.md). */
export const FoldStatus = { Shown: 0, Hidden: 1 } as const;
export const FoldStatusLabels = { 0: 'Shown', 1: 'Hidden' } as const;

// ---------------------------------------------------------------------------------------------
// Texts

export const PageMessages = {
  /** Requirements 3 §5: every meta field is required. */
  allRequired: 'All fields are required.',
  foldRequired: 'Please select a fold.',
  // Ours: the spec's client could not send these; the server still answers them clearly.
  foldNotAllowed: (fold: string, page: SitePage) =>
    `The ${FoldLabels[fold as FoldName] ?? fold} section cannot be added to the ${SitePageLabels[page]} page.`,
  foldDuplicate: 'This section is already on the page.',
  foldNotFound: 'Section not found on this page.',
  foldPageMismatch: 'customUrl must name the page in the address.',
  pageNotFound: 'Page not found.',
  defaultUrlReadOnly: 'The URL of a default page cannot be changed.',
  pageTypeMismatch: 'pageType does not match the page.',
  reorderMismatch: 'items must list every section of the page once.',
  keywordsTooMany: 'At most 30 keywords.',
  /** ours (decision 096) */
  textsInDefault: 'The default language’s texts are the page’s own meta: save them with the page.',
} as const;

export const PageTexts = {
  heading: 'Pages',
  allLabel: 'All',
  defaultPagesHeading: 'Default pages',
  edit: 'Edit',
  expand: 'Expand',
  collapse: 'Collapse',
  noData: Messages.noData,
  groups: { blogs: 'Blogs', articles: 'Articles', videos: 'Videos', podcasts: 'Podcasts' } as Record<
    LearnPageType,
    string
  >,
  fieldLabels: {
    customUrl: 'Custom URL',
    metaTitle: 'Meta title',
    metaDescription: 'Meta description',
    metaOGTitle: 'OG title',
    metaOGDescription: 'OG description',
    metaKeywords: 'Keywords',
  },
  keywordsHint: 'Separate keywords with commas.',
  /** ours (decision 086): a learn item's meta texts may stay empty. */
  itemMetaOptional:
    "Only the address is required. A text left empty uses the item's own title, description or categories.",
  foldsHeading: 'Sections',
  /** ours (decision 088): how the audit log says a section's add, delete and move. */
  foldAddedLabel: 'Section added',
  foldDeletedLabel: 'Section deleted',
  foldOrderLabel: 'Order of sections',
  addFold: 'Add section',
  foldPlaceholder: 'Select a fold',
  // Requirements 3 §8, Pages: 'Unable to fetch pages/blogs/articles/videos/podcasts. Please check…' read
  // as the spec writes it, the full stop with the last name only (issue 24 asked for these word
  // for word).
  fetchToast: (what: 'pages' | 'blogs' | 'articles' | 'videos' | 'podcasts') =>
    `Unable to fetch ${what}${what === 'podcasts' ? '.' : ''} Please check your connection or login status.`,
  fetchInline: (what: 'pages' | 'blogs' | 'articles' | 'videos' | 'podcasts') =>
    `Failed to fetch ${what}. Please try again.`,
  submitProgress: 'Creating or Updating page...',
  submitSuccess: 'Pages Created or Updated Successfully!',
  submitFailedTitle: 'Submit Failed',
  submitFailedText: 'There was an error while submitting the form.',
  /** ours (decision 096): what a page's translation view leaves to the default language. */
  translationNote: (defaultName: string) =>
    `The page's address and its sections are shared by every language: change them in ${defaultName}.`,
  /** ours (decision 101): the same for a learn item's page, whose address per language is the item's. */
  itemTranslationNote: (language: string) =>
    `The item's address in ${language} is set in its own translation form. Where the item has its own ${language} title and text, a meta text left empty uses them first.`,
  // Requirements 3 §8, Folds.
  foldAdded: 'Fold Added Successfully!',
  foldUpdated: 'Fold Updated Successfully!',
  foldDeleted: 'Fold Deleted Successfully!',
  foldAddFailed: 'Unable to add fold. Please try again.',
  foldUpdateFailed: 'Unable to update fold. Please try again.',
  foldDeleteFailed: 'Failed to delete fold',
  orderUpdated: Messages.orderUpdated,
  orderFailed: 'Order Update Failed',
  cannotDragTitle: 'Cannot Drag',
  // The spec gives the three cases, not their words (requirements 3 §8).
  cannotDragEditing: 'Please save the fold you are editing first.',
  cannotDragAdding: 'Please add the new fold first.',
  cannotDragUnsaved: 'Please submit the form first.',
} as const;

// ---------------------------------------------------------------------------------------------
// Wire shapes

export const PAGE_META_LIMITS = {
  metaTitle: 200,
  metaDescription: 500,
  metaOGTitle: 200,
  metaOGDescription: 500,
  metaKeywords: 1000,
  keywords: 30,
} as const;

/** Keywords as typed ('a, b,,c ') to their chips (['a', 'b', 'c']); order kept, repeats dropped. */
export function keywordList(value: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const part of value.split(',')) {
    const word = part.trim();
    if (word && !seen.has(word.toLowerCase())) {
      seen.add(word.toLowerCase());
      words.push(word);
    }
  }
  return words;
}

const required = PageMessages.allRequired;

/** A meta text as sent: text (null as ''), empty allowed here; a missing one on a default page is `missingMeta`'s. */
const metaText = (max: number) =>
  z.preprocess(
    (value) => (value === null ? '' : value),
    z.string({ error: required }).max(max, `Must be at most ${max} characters.`),
  );

/** The five meta texts a page carries (the address aside). */
export const PageMetaTexts = [
  'metaTitle',
  'metaDescription',
  'metaOGTitle',
  'metaOGDescription',
  'metaKeywords',
] as const;
export type PageMetaText = (typeof PageMetaTexts)[number];

/**
 * The meta form's fields. Requirements 3 §5 has every field required ('All fields are
 * required.'); that holds for a default page (`missingMeta`). A learn item's texts may be left
 * empty (decision 086): its page then uses the item's own title, text and categories, as it does
 * before its meta is first saved, so fixing an item's address never asks for five texts.
 */
export const pageMetaFields = {
  customUrl: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: required }).min(1, required).pipe(learnSlugSchema),
  ),
  metaTitle: metaText(PAGE_META_LIMITS.metaTitle),
  metaDescription: metaText(PAGE_META_LIMITS.metaDescription),
  metaOGTitle: metaText(PAGE_META_LIMITS.metaOGTitle),
  metaOGDescription: metaText(PAGE_META_LIMITS.metaOGDescription),
  metaKeywords: metaText(PAGE_META_LIMITS.metaKeywords)
    .refine((v) => keywordList(v).length <= PAGE_META_LIMITS.keywords, { message: PageMessages.keywordsTooMany })
    // Stored normalised: 'a, b, c'.
    .transform((v) => keywordList(v).join(', ')),
};

/** The texts a page of `pageType` still needs, with the spec's message: all five on a default page, none on a learn item's. */
export function missingMeta(
  values: Record<PageMetaText, string>,
  pageType: PageType,
): Partial<Record<PageMetaText, string>> {
  if (pageType !== 'default') return {};
  const missing: Partial<Record<PageMetaText, string>> = {};
  for (const name of PageMetaTexts) {
    const empty = name === 'metaKeywords' ? keywordList(values[name]).length === 0 : values[name].trim() === '';
    if (empty) missing[name] = required;
  }
  return missing;
}

/** PATCH /pages/{originalCustomUrl}/ with meta (requirements 3 §7). `id` is the page's (0 or absent: none yet). */
export const pageMetaBodySchema = z
  .strictObject({
    id: z.number().int().min(0).max(MAX_ID).optional(),
    ...pageMetaFields,
    pageType: z.enum(PageTypes, { error: `pageType must be one of: ${PageTypes.join(', ')}.` }),
  })
  .superRefine((body, ctx) => {
    for (const [name, message] of Object.entries(missingMeta(body, body.pageType))) {
      ctx.addIssue({ code: 'custom', path: [name], message });
    }
  });
export type PageMetaBody = z.infer<typeof pageMetaBodySchema>;

const foldSchema = z.object({
  id: z.number(),
  name: z.enum(FoldNames),
  position: z.number(),
  status: z.union([z.literal(0), z.literal(1)]),
});
export type Fold = z.infer<typeof foldSchema>;

/**
 * A fold as the admin sends it: id 0 adds one (at `position`, or at the end when position is 0,
 * absent or past the end; shown unless `status` says 1); another id edits that fold's name and
 * status (an absent status is kept; the position changes only through reorder).
 */
export const foldInputSchema = z.strictObject({
  id: z.number({ error: 'fold.id must be a number.' }).int().min(0).max(MAX_ID),
  name: z.enum(FoldNames, { error: PageMessages.foldRequired }),
  status: z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 or 1.' }).optional(),
  position: z.number().int().min(0).max(1_000_000_000).optional(),
});

/** PATCH /pages/{customUrl}/ with a fold (requirements 3 §7): `customUrl` comes along when adding. */
export const foldBodySchema = z.strictObject({
  fold: foldInputSchema,
  customUrl: z.enum(SitePages).optional(),
});
export type FoldBody = z.infer<typeof foldBodySchema>;

/** DELETE /pages/{customUrl}/ with the fold's id in the body (requirements 3 §7). */
export const foldDeleteBodySchema = z.strictObject({
  id: z.number({ error: 'id must be a fold id.' }).int().positive().max(MAX_ID),
});

/** POST /pages/reorder/ (requirements 3 §7): every fold of the page, renumbered from 1. */
export const foldReorderBodySchema = reorderBodySchema.extend({
  pageId: z.number({ error: 'pageId must be a page id.' }).int().positive().max(MAX_ID),
});

/**
 * A page as the admin sees it. Default pages carry their folds; a learn item's page carries the
 * item's id, title, status and preview, and blank meta until the meta is first saved (id 0).
 */
export const pageSchema = z.object({
  id: z.number(),
  pageType: z.enum(PageTypes),
  customUrl: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaOGTitle: z.string(),
  metaOGDescription: z.string(),
  metaKeywords: z.string(),
  /** og:image: a learn item's own image; null for default pages (the site's image is used). */
  image: z.string().nullable(),
  /** A learn video's or podcast's player address when it has no image (the group's preview). */
  videoUrl: z.string().nullable(),
  folds: z.array(foldSchema),
  itemId: z.number().nullable(),
  /** The default page's label or the learn item's title. */
  title: z.string(),
  /** The learn item's status (0 draft, 1 published); 1 for default pages. */
  status: z.union([z.literal(0), z.literal(1)]),
  updated_at: z.string().nullable(),
});
export type Page = z.infer<typeof pageSchema>;

/**
 * A page's version (decision 083, for the Pages screen by decision 088): its row's id and last
 * save. A default page's row also changes with its folds; a learn item whose meta was never
 * saved has no row yet and is at "0@".
 */
export function pageVersion(page: Pick<Page, 'id' | 'updated_at'>): string {
  return versionTag(page.id, page.updated_at ?? '');
}

/** GET /pages/ (admin): no pageType lists the default pages; a learn pageType pages its items. */
export const pagesQuerySchema = listQuerySchema(['position', '-position', 'created_at', '-created_at']).extend({
  pageType: z.enum(PageTypes, { error: `pageType must be one of: ${PageTypes.join(', ')}.` }).optional(),
});
export const pagesCountQuerySchema = z.strictObject({
  pageType: pagesQuerySchema.shape.pageType,
  searchedText: z.string().max(200, 'searchedText must be at most 200 characters.').optional(),
});

/**
 * GET /pages/{customUrl}/ (public): the meta of a default page or a published learn item (its own
 * title, description and image when no meta was saved), and a default page's shown folds by position.
 */
export const publicPageSchema = z.object({
  customUrl: z.string(),
  pageType: z.enum(PageTypes),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.string(),
  metaOGTitle: z.string(),
  metaOGDescription: z.string(),
  image: z.string().nullable(),
  folds: z.array(foldSchema),
  updated_at: z.string().nullable(),
  /** Read in another language (decision 096): the meta texts it has none of, which are the default language's. */
  untranslated: z.array(z.string()).optional(),
});
export type PublicPage = z.infer<typeof publicPageSchema>;

/**
 * Decision 096: a page's meta texts in a language other than the default, each optional ('' removes
 * it: the default language's shows again), by the rules of the page's own. A default page's, and
 * (decision 101) a learn item's own page's.
 */
export const pageTextsBodySchema = z.strictObject(
  Object.fromEntries(PageMetaTexts.map((name) => [name, pageMetaFields[name].optional()])) as {
    [K in PageMetaText]: z.ZodOptional<(typeof pageMetaFields)[K]>;
  },
);
export type PageTextsBody = z.infer<typeof pageTextsBodySchema>;

/**
 * Decision 096: a default page's meta texts as field descriptors (decision 074), each written per
 * language, with the rules and labels of the page's meta form: what the Pages screen's
 * translation view shows side by side, as the list kit's does a resource's.
 */
const pageTextField = (name: PageMetaText) =>
  text({
    column: name,
    max: PAGE_META_LIMITS[name],
    label: PageTexts.fieldLabels[name],
    rule: pageMetaFields[name],
    localized: true,
  });
export const pageTextFields = Object.fromEntries(PageMetaTexts.map((name) => [name, pageTextField(name)])) as Record<
  PageMetaText,
  ReturnType<typeof pageTextField>
>;

/**
 * Decision 101: a page's meta texts as read in a language for its translation view (editors, a
 * draft item's page too): the language's texts, the default language's where it has none, those
 * named in `untranslated`.
 */
export const pageTextsInSchema = z.object({
  locale: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaOGTitle: z.string(),
  metaOGDescription: z.string(),
  metaKeywords: z.string(),
  untranslated: z.array(z.enum(PageMetaTexts)),
});
export type PageTextsIn = z.infer<typeof pageTextsInSchema>;
