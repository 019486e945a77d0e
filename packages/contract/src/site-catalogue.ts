import { FaqMessages } from './faqs.ts';
import { LearnTexts } from './learn.ts';
import { Messages, ServiceMessages } from './messages.ts';
import {
  AppointmentPopupTexts,
  ContactFormTexts,
  FieldLabels,
  phoneHint,
  PublicFormTexts,
  SignupTexts,
  SpamCheckTexts,
} from './public-forms.ts';
import { NewsletterArchiveTexts, NewsletterMailTexts } from './newsletters.ts';
import { PreviewBannerTexts } from './previews.ts';
import { SearchTexts, SearchTypeLabels } from './search.ts';
import { CaptchaMessages, SubmissionMessages } from './submission-rules.ts';
import { MailingListPageTexts, SubmissionAnswers } from './submissions.ts';
import { SiteLegalLinks, SiteMenu, SiteTexts } from './site.ts';
import { SectionTexts } from './site-sections.ts';
import { arabicSiteCatalogue } from './site-catalogues/ar.ts';
import { spanishSiteCatalogue } from './site-catalogues/es.ts';
import { frenchSiteCatalogue } from './site-catalogues/fr.ts';

/**
 * Decision 090: the public site's own words (its frame, buttons, forms, the 404, the search
 * page...) as one catalogue per language. The English one is the contract's texts themselves,
 * the specification's words where it gives them, so nothing is copied; French, Spanish and
 * Arabic have the same keys (site-catalogue.test.ts fails when one lacks a key English has).
 * Content written by editors is not here: it is read per language from the API (decision 081).
 */

/** The labels of a list of links, by the link's path: the paths are the site's, the labels a language's. */
function labelsByPath<const L extends ReadonlyArray<{ label: string; path: string }>>(links: L) {
  return Object.fromEntries(links.map((link) => [link.path, link.label])) as {
    [K in L[number]['path']]: string;
  };
}

/** The frame's and pages' words no other module of the contract holds (ours, decision 090). */
const SiteFrameTexts = {
  mainNavigation: 'Main',
  /** The brand link's name: the organisation's short name and where it leads. */
  home: (shortName: string) => `${shortName} home`,
  opensInNewTab: '(opens in a new tab)',
  copyright: Messages.copyright,
  /** The language switcher's name; each entry is the language's own name, in its own language. */
  languages: 'Languages',
  breadcrumb: 'Breadcrumb',
  pager: {
    label: 'Pagination',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    page: (n: number) => `Page ${n}`,
  },
  searchPages: 'Search results pages',
  relatedPrevious: 'Previous related items',
  relatedNext: 'Next related items',
  /** A learn item's share links (the network's name given). */
  share: {
    label: 'Share',
    on: (network: string) => `Share on ${network}`,
    follow: (network: string) => `Follow us on ${network}`,
    channel: (network: string) => `Our ${network} channel`,
  },
  /** The type tag's words: the learn types' names (requirements 3 §2). */
  typeNames: {
    blog: LearnTexts.blog.singular,
    article: LearnTexts.article.singular,
    video: LearnTexts.video.singular,
    podcast: LearnTexts.podcast.singular,
  },
  /** A learn item's related items' heading, by its type's plural ('Blogs'). */
  related: (plural: string) => `Related ${plural.toLowerCase()}`,
  /** The 404's suggestions, by path. */
  suggestions: {
    '/learn': 'Blogs, articles, videos and podcasts',
    '/initiatives': 'What the network works on',
    '/faqs': 'Answers to common questions',
    '/contact-us': 'Write to the team',
  },
  lastUpdated: 'Last updated',
  onThisPage: 'On this page',
  /** A learn item's partner logo's text alternative (decision 095). */
  partnerLogo: `${SiteTexts.partnerInitiative} logo`,
  /** The name of the region a rich text's table scrolls in (decision 095). */
  table: 'Table',
  /** Said above a policy's text in a language it is not written in: the policies are in English. */
  legalInEnglish: 'This text is available in English only.',
  phoneHint,
} as const;

/** The FAQ page's words around the FAQs editors write (ours, but the spec's two messages). */
const FaqPageTexts = {
  eyebrow: 'FAQs',
  /** The banner's while no main FAQ record is published. */
  title: 'Frequently asked questions',
  description: 'Short answers to the questions we hear most often.',
  questions: 'Questions and answers',
  contact: 'Contact us',
  loadFailed: FaqMessages.publicLoadFailed,
  empty: FaqMessages.publicEmpty,
} as const;

/** The contact page's words around the details editors write (ours). */
const ContactPageTexts = {
  eyebrow: 'Contact Us',
  /** The banner's and the head's while no contact details are saved. */
  title: 'Contact us',
  description: 'Questions, ideas or a partnership in mind? We would be glad to hear from you.',
  metaTitle: 'Contact Us',
  reach: 'How to reach us',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  office: 'Our office',
  findUs: 'Find us on OpenStreetMap',
} as const;

/** The newsletters' archive and pages (decision 052), in the page's language (decision 097). */
const NewsletterPageTexts = { ...NewsletterArchiveTexts, noItems: NewsletterMailTexts.noItems } as const;

/**
 * What the server answers a public form besides its rules' and the spam check's messages (decision
 * 095): the thanks of each form, and the 503 a form may meet.
 */
const FormAnswerTexts = {
  mailingListSignup: SubmissionAnswers.mailingListSignup,
  appointmentReceived: SubmissionAnswers.appointmentReceived,
  contactReceived: SubmissionAnswers.contactReceived,
  unavailable: ServiceMessages.unavailable,
} as const;

export const englishSiteCatalogue = {
  site: SiteTexts,
  frame: SiteFrameTexts,
  menu: labelsByPath(SiteMenu),
  legalLinks: labelsByPath(SiteLegalLinks),
  sections: SectionTexts,
  forms: PublicFormTexts,
  fieldLabels: FieldLabels,
  spamCheck: SpamCheckTexts,
  contactForm: ContactFormTexts,
  appointment: AppointmentPopupTexts,
  signup: SignupTexts,
  /** The public forms' rules and spam check, in the browser and in the server's answers (decision 095). */
  submission: SubmissionMessages,
  captcha: CaptchaMessages,
  formAnswers: FormAnswerTexts,
  mailingListPages: MailingListPageTexts,
  search: SearchTexts,
  searchTypes: SearchTypeLabels,
  faqPage: FaqPageTexts,
  contactPage: ContactPageTexts,
  preview: PreviewBannerTexts,
  newsletters: NewsletterPageTexts,
};

/** A catalogue's shape: English's keys, any words (a function keeps its parameters). */
type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Words<R>
    : T extends object
      ? { readonly [K in keyof T]: Words<T[K]> }
      : T;

export type SiteCatalogue = Words<typeof englishSiteCatalogue>;

/** The catalogues by language subtag: a regional tag ('fr-CA') takes its language's. */
export const siteCatalogues: Readonly<Record<string, SiteCatalogue>> = {
  en: englishSiteCatalogue,
  fr: frenchSiteCatalogue,
  es: spanishSiteCatalogue,
  ar: arabicSiteCatalogue,
};

/**
 * The catalogue of a language tag: its own, else its language's ('fr-CA' → fr), else English's
 * (a language the site has but no catalogue is written for reads the site's words in English,
 * marked `lang="en"` by the page).
 */
export function siteCatalogueFor(code: string): { locale: string; texts: SiteCatalogue } {
  const exact = siteCatalogues[code];
  if (exact) return { locale: code, texts: exact };
  const language = code.split('-', 1)[0]!.toLowerCase();
  const found = siteCatalogues[language];
  return found ? { locale: language, texts: found } : { locale: 'en', texts: englishSiteCatalogue };
}
