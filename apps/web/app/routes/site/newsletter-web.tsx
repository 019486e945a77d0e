import { newsletterWebView } from '@atrium/contract/endpoints/newsletters';
import { siteApi, siteData } from '~/lib/site-api';
import { loadMediaAlts } from '~/site/ui/media-alts';
import { NewsletterPage } from '~/site/pages/newsletters/newsletter-pages';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import { siteSettingsOf } from '~/site/site-settings';
import { definePage } from '~/site/page';

/**
 * /newsletters/web/{token} (decision 086): a sent newsletter's "view in browser" page, a private
 * one's too. Unlisted: no archive, sitemap or feed names it, and search engines are asked to
 * leave it out; the token in the address is what its mail gave.
 */
export default definePage({
  path: '/newsletters/web/:token',
  async load({ context, params }) {
    const api = siteApi(context);
    const newsletter = await siteData(api(newsletterWebView, { params: { token: params.token! } }));
    // Its items' pictures, described as everywhere on the site (decision 038), in the page's language.
    return { newsletter, alts: await loadMediaAlts(api, newsletter.items) };
  },
  // Its alternates are the languages it is written in, not every language of the site (decision 102).
  writtenIn: (data) => data.newsletter.locales,
  meta: ({ loaderData, matches, params }) => {
    const newsletter = loaderData?.newsletter;
    if (!newsletter) return [];
    const site = siteSettingsOf(matches);
    return [
      ...seoMeta({
        origin: siteOrigin(matches),
        site,
        path: `/newsletters/web/${params.token}`,
        title: siteTitle(newsletter.subject, site),
        description: newsletter.preheader,
      }),
      { name: 'robots', content: 'noindex, nofollow' },
    ];
  },
  View: ({ data }) => <NewsletterPage newsletter={data.newsletter} />,
});
