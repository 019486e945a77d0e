import { faqsEndpoints, faqsMainEndpoints } from '@atrium/contract/endpoints/resources';
import { siteApi } from '~/lib/site-api';
import { FaqPage } from '~/site/pages/faq-page';
import { englishOnly } from '~/site/language';
import { loadMediaAlts } from '~/site/ui/media-alts';
import { faqPageJsonLd } from '~/site/seo/json-ld';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import { siteSettingsOf } from '~/site/site-settings';
import { stripMarkup } from '@atrium/contract/text';
import { definePage } from '~/site/page';

/** The FAQs are read whole: the accordion shows them all (the API's largest page). */
const FAQS_LIMIT = 100;

export default definePage({
  path: '/faqs',
  async load({ context }) {
    const api = siteApi(context);
    const [main, faqs] = await Promise.all([
      api(faqsMainEndpoints.list, { query: { sort_by: '-created_at', limit: 1 } }),
      api(faqsEndpoints.list, { query: { status: 1, sort_by: 'position', limit: FAQS_LIMIT } }),
    ]);
    const banner = main.body.success ? (main.body.data[0] ?? null) : null;
    return {
      main: banner,
      faqs: faqs.body.success ? faqs.body.data : null,
      // The banner's picture, described in the library (decision 038); the answers' figures carry their own alts.
      alts: await loadMediaAlts(api, banner),
    };
  },
  meta: ({ loaderData, matches, language = englishOnly }) =>
    seoMeta({
      origin: siteOrigin(matches),
      site: siteSettingsOf(matches),
      path: '/faqs',
      title: siteTitle(loaderData?.main?.title || language.texts.faqPage.title, siteSettingsOf(matches)),
      description: stripMarkup(loaderData?.main?.description ?? '') || language.texts.faqPage.description,
      image: loaderData?.main?.FaqImage,
      jsonLd: loaderData?.faqs?.length
        ? [faqPageJsonLd(loaderData.faqs.map((faq) => ({ question: faq.title, answer: stripMarkup(faq.Description) })))]
        : [],
    }),
  View: ({ data }) => <FaqPage main={data.main} faqs={data.faqs} />,
});
