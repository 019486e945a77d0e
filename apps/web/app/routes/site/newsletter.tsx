import { newsletterArchived } from '@atrium/contract/endpoints/newsletters';
import { stripMarkup } from '@atrium/contract/text';
import { siteApi, siteData } from '~/lib/site-api';
import { NewsletterPage } from '~/site/pages/newsletters/newsletter-pages';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import { siteSettingsOf } from '~/site/site-settings';
import { definePage } from '~/site/page';

/** /newsletters/{slug} (decision 052): a sent newsletter that is not private; any other slug is a 404. */
export default definePage({
  path: '/newsletters/:slug',
  async load({ context, params }) {
    return { newsletter: await siteData(siteApi(context)(newsletterArchived, { params: { slug: params.slug! } })) };
  },
  // Its alternates are the languages it is written in, not every language of the site (decision 102).
  writtenIn: (data) => data.newsletter.locales,
  meta: ({ loaderData, matches }) => {
    const newsletter = loaderData?.newsletter;
    if (!newsletter) return [];
    const site = siteSettingsOf(matches);
    return seoMeta({
      origin: siteOrigin(matches),
      site,
      path: `/newsletters/${newsletter.slug}`,
      title: siteTitle(newsletter.subject, site),
      description: newsletter.preheader || stripMarkup(newsletter.intro).slice(0, 160),
      type: 'article',
      publishedTime: newsletter.sent_at,
      image: newsletter.items.find((item) => item.picture)?.picture,
    });
  },
  View: ({ data }) => <NewsletterPage newsletter={data.newsletter} />,
});
