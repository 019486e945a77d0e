import { newsletterArchived } from '@atrium/contract/endpoints/newsletters';
import { stripMarkup } from '@atrium/contract/text';
import { siteApi, siteData } from '~/lib/site-api';
import { loadMediaAlts } from '~/site/ui/media-alts';
import { NewsletterPage } from '~/site/pages/newsletters/newsletter-pages';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import { siteSettingsOf } from '~/site/site-settings';
import { definePage } from '~/site/page';

/** /newsletters/{slug} (decision 052): a sent newsletter that is not private; any other slug is a 404. */
export default definePage({
  path: '/newsletters/:slug',
  async load({ context, params }) {
    const api = siteApi(context);
    const newsletter = await siteData(api(newsletterArchived, { params: { slug: params.slug! } }));
    // Its items' pictures, described as everywhere on the site (decision 038), in the page's language.
    return { newsletter, alts: await loadMediaAlts(api, newsletter.items) };
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
