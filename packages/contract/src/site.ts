import { Messages } from './messages.ts';

/**
 * The public site's frame (requirements 3 §2 "Shared public header and footer"): its menu, its legal
 * links and their labels, word for word, and the organisation's public profile. The spec gives
 * no social addresses, video channel or organisation text (decision 016): they live here, once,
 * for the pages, their JSON-LD and the feeds.
 */

export type SiteLink = { label: string; path: string };

/** The header menu, in the spec's order; the footer repeats it. */
export const SiteMenu = [
  { label: 'Home', path: '/' },
  { label: 'Initiatives', path: '/initiatives' },
  { label: 'Learn', path: '/learn' },
  { label: 'FAQs', path: '/faqs' },
  { label: 'About Us', path: '/about-us' },
  { label: 'Contact Us', path: '/contact-us' },
] as const satisfies readonly SiteLink[];

export const SiteLegalLinks = [
  { label: 'Privacy Policy', path: '/privacy-policy' },
  { label: 'Terms of Use', path: '/term-of-use' },
] as const satisfies readonly SiteLink[];

/**
 * Decision 045: the first segment of every public page's path (the web app's routes/site and the
 * appointment popup), all in lower case as slugs are. A page asked for in other letters or with a
 * trailing '/' is sent (301) to this spelling: one address, one cache entry and one canonical link
 * per page. Previews are left alone (their tokens are case-sensitive). apps/web/app/site-paths.test.ts
 * holds the route table (routes.ts) to this list, and no learn item may take one as its slug.
 */
export const SitePathSegments = [
  'about-us',
  'initiatives',
  'learn',
  'faqs',
  'contact-us',
  'privacy-policy',
  'term-of-use',
  'blogs',
  'articles',
  'videos',
  'podcasts',
  'mailing-list',
  'newsletters',
  'preview',
  'appointment-popup',
  'search',
] as const;

/** The other first segments the server answers: the API, the back office, media and the web build's files. */
export const ServerPathSegments = ['api', 'admin', 'media', 'assets'] as const;

export type SocialNetwork = 'facebook' | 'x' | 'linkedin' | 'instagram' | 'youtube';

/**
 * The organisation as the demo seeds it, and as a database without site settings presents it
 * (decision 048): the pages read the stored settings (site-settings.ts), never this directly.
 */
export const SiteProfile = {
  name: 'Atrium Knowledge Network',
  shortName: 'Atrium',
  tagline: 'Where people, ideas and initiatives meet.',
  description:
    'Atrium connects practitioners, researchers and organisations to share what they learn: blogs, articles, videos and podcasts from across the network.',
  email: 'hello@atrium.example.org',
  postalAddress: '100 East Main Street, Richmond, VA 23219',
  /** Profiles linked from the footer and named in the Organization JSON-LD (sameAs). */
  social: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/atriumknowledgenetwork' },
    { network: 'x', label: 'X', url: 'https://x.com/atriumnetwork' },
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/atrium-knowledge-network' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/atriumknowledgenetwork' },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@atriumknowledgenetwork' },
  ] as const satisfies ReadonlyArray<{ network: SocialNetwork; label: string; url: string }>,
  /** The organisation's video channel, linked from video and podcast pages (requirements 3 §2). */
  videoChannel: { label: 'YouTube', url: 'https://www.youtube.com/@atriumknowledgenetwork' },
} as const;

/** Texts of the public frame and of the pages without folds (requirements 3 §2, §8; 'ours' where it gives none). */
export const SiteTexts = {
  requestAppointment: 'Request an Appointment',
  /** ours: the label of a podcast's audio player (decision 040), with its length when known ('4 min'). */
  listenToEpisode: (length?: string) => (length ? `Listen to this episode (${length})` : 'Listen to this episode'),
  /** ours (decision 060): a video's length beside its date ('4 min'). */
  videoLength: (length: string) => `${length} video`,
  /** ours: the link under the player, for a browser that cannot play the file or a listener who keeps it. */
  downloadEpisode: 'Download the audio',
  /** ours: the heading of a podcast's transcript. */
  transcript: 'Transcript',
  /** ours (decision 080): the name of a video's facade, the poster that loads the host's player when pressed. */
  playVideo: (title: string) => `Play video: ${title}`,
  /** ours (decision 080): under the play mark; the outside host is contacted only on play. */
  playsFrom: (host: string) => `Plays from ${host}`,
  /** ours: the feeds linked from every page's head (decision 040). */
  rssFeedTitle: (site: string) => `${site}: all learn content (RSS)`,
  podcastFeedTitle: (site: string) => `${site} Podcast`,
  copyright: Messages.copyright(),
  skipToContent: 'Skip to content',
  /** ours */
  menu: 'Menu',
  /** ours */
  backToTop: 'Back to top',
  /** ours */
  partnerInitiatives: 'Partner initiatives',
  /** ours: the label beside an article's logo */
  partnerInitiative: 'Partner initiative',
  /** ours */
  followUs: 'Follow us',
  /** ours */
  explore: 'Explore',
  /** ours */
  legal: 'Legal',
  /** ours */
  notFoundTitle: 'Page not found',
  /** ours */
  notFoundText: 'The page you are looking for does not exist or has moved.',
  /** ours: a learn item deleted forever (410, decision 032) */
  goneTitle: 'Page removed',
  /** ours */
  goneText: 'This page has been removed and is no longer available.',
  /** ours */
  errorTitle: 'Something went wrong',
  /** ours */
  errorText: 'This page could not be loaded just now. Please try again in a moment.',
  /** ours */
  goHome: 'Go to the home page',
} as const;
