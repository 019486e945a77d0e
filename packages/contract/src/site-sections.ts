import { PAGE_SIZES } from './enums.ts';
import { MissionVisionGoalMessages } from './mission-vision-goals.ts';

/**
 * The sections ("folds") of the public site's dynamic pages (requirements 3 §2 Dynamic public pages,
 * §4 Filter state, §8 Public, §9): their limits and their texts. The spec's words are kept word
 * for word; the ones marked 'ours' fill what the spec leaves unsaid (decision 019).
 */

/** Requirements 3 §9: how much of each description a section shows before '...'. */
export const DescriptionCuts = {
  hero: 190,
  learnSlider: 190,
  featuredInitiative: 290,
  initiative: 300,
  founder: 700,
  card: 150,
} as const;

/** Requirements 3 §9: autoplay intervals in milliseconds (the advisory popup has none). */
export const AutoplayMs = { hero: 10_000, learnSlider: 10_000, testimonials: 5_000 } as const;

/** Requirements 3 §9: how many items a section shows at most. */
export const SectionLimits = {
  learnSlider: 5,
  advisoryPreview: 4,
  featuredInitiatives: 2,
  /** ours: hero slides, members, testimonials and initiatives are all shown, up to the API's page. */
  all: 100,
} as const;

/** Requirements 3 §2, §9: the all-learn section's page sizes (its pager's window is site/ui/pager's). */
export const LEARN_PAGE_SIZES = PAGE_SIZES;
export const LEARN_DEFAULT_PAGE_SIZE = 10;

/** Requirements 3 §2: the about-us page scrolls to the section in the hash, trying again every 100 ms. */
export const SECTION_SCROLL_RETRY_MS = 100;

const SLIDE_LABEL = 'Slide {n} of {count}';

export const SectionTexts = {
  // Requirements 3 §8 Public.
  errorTitle: 'Error',
  pageLoadFailed: 'Unable to load page content. Please try again.',
  heroFailed: 'Failed to load hero sliders.',
  advisoryFailed: 'Unable to fetch advisory board members.',
  recentFailed: 'Unable to fetch recent content. Please try again.',
  learnFailed: 'Unable to fetch learn content.',
  initiativeTagsFailed: 'Unable to fetch initiative categories.',
  mediaTypesFailed: 'Unable to fetch media type categories.',
  founderFailed: 'Unable to fetch founder data. Please try again.',
  // ours: requirements 3 §8 gives the other sections' failures only by example ("e.g.").
  testimonialsFailed: 'Unable to fetch testimonials.',
  missionFailed: MissionVisionGoalMessages.fetchFailed,
  featuredFailed: 'Unable to fetch featured initiatives.',
  initiativesFailed: 'Unable to fetch initiatives.',

  // Requirements 3 §2.
  readMore: 'Read more',
  initiativeMore: 'read more',
  initiativeLess: 'show less',
  founderSubtitle: 'Founder & CEO',
  filter: 'Filter',
  all: 'All',
  mediaType: 'Media Type',
  clearAll: 'Clear All',
  noRecord: 'No record Found.',
  perPage: 'Showing per page',

  // ours: labels the spec does not word.
  initiativesGroup: 'Initiatives',
  applyFilter: 'Apply',
  applySize: 'Show',
  removeFilter: (name: string) => `Remove filter: ${name}`,
  chosenFilters: 'Chosen filters',
  categoriesLabel: 'Categories',
  resultCount: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  viewAllMembers: 'View all members',
  fullBio: 'Read full bio',
  close: 'Close',
  heroAction: 'Learn more',
  heroLabel: 'Highlights',
  /** Section headings in sentence case, like every heading of the site (issue 24); not the categories' stored names. */
  learnSliderHeading: 'Latest from the library',
  allLearnHeading: 'Explore the library',
  recentHeading: 'Recent content',
  initiativesHeading: 'Our initiatives',
  featuredHeading: 'Featured initiatives',
  advisoryHeading: 'Advisory board',
  testimonialsHeading: 'Testimonials',
  /** An item's call to action (F-G20): its own button beside Read more, never in its place. */
  findOutMore: 'Find out more',
  slider: {
    previous: 'Previous slide',
    next: 'Next slide',
    /** A slide's name; the slider island fills the dots' names from it too. */
    slideLabel: SLIDE_LABEL,
    goTo: (n: number, count: number) => SLIDE_LABEL.replace('{n}', String(n)).replace('{count}', String(count)),
    pause: 'Pause slideshow',
    play: 'Play slideshow',
  },
} as const;
