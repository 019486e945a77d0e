import aboutUs from '~/routes/site/about-us';
import appointmentPopup from '~/routes/site/appointment-popup';
import article from '~/routes/site/article';
import blog from '~/routes/site/blog';
import contactUs from '~/routes/site/contact-us';
import faqs from '~/routes/site/faqs';
import home from '~/routes/site/home';
import initiatives from '~/routes/site/initiatives';
import learn from '~/routes/site/learn';
import mailingListConfirm from '~/routes/site/mailing-list-confirm';
import mailingListConfirmed from '~/routes/site/mailing-list-confirmed';
import mailingListUnsubscribe from '~/routes/site/mailing-list-unsubscribe';
import mailingListUnsubscribed from '~/routes/site/mailing-list-unsubscribed';
import newsletter from '~/routes/site/newsletter';
import newsletterWeb from '~/routes/site/newsletter-web';
import newsletters from '~/routes/site/newsletters';
import podcast from '~/routes/site/podcast';
import preview from '~/routes/site/preview';
import privacyPolicy from '~/routes/site/privacy-policy';
import search from '~/routes/site/search';
import termOfUse from '~/routes/site/term-of-use';
import video from '~/routes/site/video';
import type { SitePage } from '~/site/page';

/**
 * The public site's pages (requirements 3 §2, decision 073): the server registers each one's path on
 * Fastify's router; any other path is the site's 404 in its frame.
 */
export const sitePages: readonly SitePage[] = [
  home,
  aboutUs,
  initiatives,
  learn,
  faqs,
  contactUs,
  privacyPolicy,
  termOfUse,
  blog,
  article,
  video,
  podcast,
  // Site search (decision 049): a plain GET form, noindex.
  search,
  // The newsletters' public archive (decision 052).
  newsletters,
  newsletter,
  // Decision 086: a sent newsletter's own page, private ones too (unlisted).
  newsletterWeb,
  // A mail's links open these (decision 067): a button that POSTs; noindex, no-store, never cached.
  mailingListConfirm,
  mailingListUnsubscribe,
  mailingListConfirmed,
  mailingListUnsubscribed,
  // A draft or an unsaved form through the public templates (decision 028): noindex, no-store.
  preview,
  // The appointment popup's markup, fetched by the header's button (decision 020).
  appointmentPopup,
];
