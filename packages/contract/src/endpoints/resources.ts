import { z } from 'zod';
import { idParam } from '../api.ts';
import { categoryFields, categorySchema, categorySortKeys } from '../categories.ts';
import { SitePages } from '../enums.ts';
import { faqFields, faqMainFields, faqMainSchema, faqSchema, faqSortKeys } from '../faqs.ts';
import { heroSliderFields, heroSliderSchema, heroSliderSortKeys } from '../hero-sliders.ts';
import { individualFields, individualSchema, individualSortKeys } from '../individuals.ts';
import { industryFields, industrySchema, industrySortKeys } from '../industries.ts';
import {
  articleSchema,
  blogSchema,
  LearnKeys,
  learnFields,
  LearnMediaFields,
  learnSortKeys,
  LearnTexts,
  type LearnType,
  podcastSchema,
  videoSchema,
} from '../learn.ts';
import {
  missionVisionGoalFields,
  missionVisionGoalSchema,
  missionVisionGoalSubFields,
  missionVisionGoalSubSchema,
  missionVisionGoalSubSortKeys,
} from '../mission-vision-goals.ts';
import { resourceEndpoints } from '../resource-endpoints.ts';
import { scheduledFilter } from '../schedule.ts';
import {
  appointmentFields,
  appointmentSortKeys,
  contactDetailsFields,
  contactDetailsSchema,
  contactMessageFields,
  contactMessageSchema,
  contactMessageSortKeys,
  mailingListEntrySchema,
  mailingListFields,
  mailingListSortKeys,
  mailingListSubscriptionFilter,
  requestedAppointmentSchema,
} from '../submissions.ts';

/** The fifteen list resources' endpoints (requirements 1 §7, requirements 2 §1): one declaration each. */

const selectedPage = z.enum(SitePages, { error: `selectedPage must be one of: ${SitePages.join(', ')}.` });

export const categoriesEndpoints = resourceEndpoints({
  key: 'categories',
  noun: 'Category',
  access: 'editor',
  record: categorySchema,
  ...categoryFields.spec,
  sortKeys: categorySortKeys,
  publicRead: true,
  // The spec has no delete or reorder for categories; system categories must never disappear.
  operations: { reorder: false, remove: false, bulkRemove: false },
  filters: {
    name: z.string().max(100),
    categoryType: z.preprocess(
      (v) => (typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v),
      z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'categoryType must be 0, 1 or 2.' }),
    ),
  },
});

export const faqsEndpoints = resourceEndpoints({
  key: 'faqs',
  revisions: true,
  noun: 'FAQ',
  access: 'editor',
  record: faqSchema,
  ...faqFields.spec,
  sortKeys: faqSortKeys,
  publicRead: true,
});

export const faqsMainEndpoints = resourceEndpoints({
  key: 'faqs-main',
  revisions: true,
  noun: 'Main FAQ',
  access: 'editor',
  singleton: true,
  record: faqMainSchema,
  ...faqMainFields.spec,
  requiredFiles: ['FaqImage'],
  sortKeys: ['-created_at', 'created_at', 'position', '-position'],
  publicRead: true,
});

export const heroSlidersEndpoints = resourceEndpoints({
  key: 'hero-sliders',
  revisions: true,
  noun: 'Hero slider',
  access: 'editor',
  record: heroSliderSchema,
  ...heroSliderFields.spec,
  sortKeys: heroSliderSortKeys,
  publicRead: true,
  filters: { selectedPage, scheduled: scheduledFilter },
});

export const individualsEndpoints = resourceEndpoints({
  key: 'individuals',
  revisions: true,
  noun: 'Individual',
  access: 'editor',
  record: individualSchema,
  ...individualFields.spec,
  // The background image is required for a Founder only (its rules say so in words).
  requiredFiles: ['IndividualImage'],
  sortKeys: individualSortKeys,
  publicRead: true,
  filters: { category: idParam.shape.id },
});

export const industriesEndpoints = resourceEndpoints({
  key: 'industries',
  noun: 'Industry',
  access: 'editor',
  record: industrySchema,
  ...industryFields.spec,
  sortKeys: industrySortKeys,
  publicRead: true,
});

export const missionVisionGoalsEndpoints = resourceEndpoints({
  key: 'mission-vision-goals',
  revisions: true,
  noun: 'Mission vision goal',
  access: 'editor',
  singleton: true,
  operations: { create: false, count: false },
  record: missionVisionGoalSchema,
  ...missionVisionGoalFields.spec,
  sortKeys: ['position', 'created_at', '-created_at'],
  publicRead: true,
});

export const missionVisionGoalsSubEndpoints = resourceEndpoints({
  key: 'mission-vision-goals-sub',
  revisions: true,
  noun: 'Sub-goal',
  access: 'editor',
  operations: { create: false, remove: false, bulkRemove: false, reorder: false },
  record: missionVisionGoalSubSchema,
  ...missionVisionGoalSubFields.spec,
  sortKeys: missionVisionGoalSubSortKeys,
  publicRead: true,
});

export const contactDetailsEndpoints = resourceEndpoints({
  key: 'contact-us-details',
  revisions: true,
  noun: 'Contact details',
  access: 'editor',
  singleton: true,
  updateAtZero: true,
  operations: { create: false, getById: false },
  record: contactDetailsSchema,
  ...contactDetailsFields.spec,
  sortKeys: ['position', '-created_at'],
  publicRead: true,
});

/**
 * The three inboxes: read and deleted by an administrator; created by the public forms
 * (submissions), which take their fields' rules. No back-office call writes them.
 */
const inbox = {
  operations: { create: false, update: false, setStatus: false, reorder: false },
  hardDelete: true,
} as const;

export const contactMessagesEndpoints = resourceEndpoints({
  key: 'contact-us',
  noun: 'Contact us',
  access: 'admin',
  record: contactMessageSchema,
  ...contactMessageFields.spec,
  sortKeys: contactMessageSortKeys,
  ...inbox,
});

export const mailingListEndpoints = resourceEndpoints({
  key: 'mailinglists',
  noun: 'Email',
  access: 'admin',
  record: mailingListEntrySchema,
  ...mailingListFields.spec,
  sortKeys: mailingListSortKeys,
  ...inbox,
  // Decision 086: the addresses of one status (unsubscribed ones stay listed).
  filters: { subscription: mailingListSubscriptionFilter },
});

export const appointmentsEndpoints = resourceEndpoints({
  key: 'requestedappointments',
  noun: 'Appointment',
  access: 'admin',
  record: requestedAppointmentSchema,
  ...appointmentFields.spec,
  sortKeys: appointmentSortKeys,
  ...inbox,
});

/** The image field learnMediaRules requires of a learn type, if any (blogs' and articles'). */
function imageOf(type: LearnType): string[] {
  const media = LearnMediaFields[type];
  return 'image' in media ? [media.image] : [];
}

/** What the four learn types' endpoints share beside their key, record and fields. */
function learnShared(type: LearnType, extraFilters: Record<string, z.ZodType> = {}) {
  return {
    noun: LearnTexts[type].singular,
    revisions: true,
    access: 'editor',
    // The image learnMediaRules requires of a blog and an article; a video's or podcast's media is
    // a link or a file, which one depending on other fields.
    requiredFiles: imageOf(type),
    sortKeys: learnSortKeys,
    publicRead: true,
    filters: { selectedPage, scheduled: scheduledFilter, ...extraFilters },
  } as const;
}

export const learnBlogsEndpoints = resourceEndpoints({
  key: LearnKeys.blog,
  record: blogSchema,
  ...learnFields.blog.spec,
  ...learnShared('blog'),
});
export const learnArticlesEndpoints = resourceEndpoints({
  key: LearnKeys.article,
  record: articleSchema,
  ...learnFields.article.spec,
  ...learnShared('article', {
    // The public footer's partner logos are the published articles that have one (decision 016).
    hasLogo: z.enum(['0', '1'], { error: 'hasLogo must be 0 or 1.' }).transform((value) => value === '1'),
  }),
});
export const learnVideosEndpoints = resourceEndpoints({
  key: LearnKeys.video,
  record: videoSchema,
  ...learnFields.video.spec,
  ...learnShared('video'),
});
export const learnPodcastsEndpoints = resourceEndpoints({
  key: LearnKeys.podcast,
  record: podcastSchema,
  ...learnFields.podcast.spec,
  ...learnShared('podcast'),
});

/** Each learn type's endpoints, by type. */
export const learnEndpoints = {
  blog: learnBlogsEndpoints,
  article: learnArticlesEndpoints,
  video: learnVideosEndpoints,
  podcast: learnPodcastsEndpoints,
} as const;
