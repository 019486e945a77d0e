import { newsletterArchive } from '@atrium/contract/endpoints/newsletters';
import { NewsletterArchiveTexts } from '@atrium/contract/newsletters';
import { siteApi, siteData } from '~/lib/site-api';
import { NewsletterArchivePage } from '~/site/pages/newsletters/newsletter-pages';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import { siteSettingsOf } from '~/site/site-settings';
import { definePage } from '~/site/page';

/** /newsletters (decision 052): the public archive. */
export default definePage({
  path: '/newsletters',
  async load({ context }) {
    return { newsletters: await siteData(siteApi(context)(newsletterArchive)) };
  },
  meta: ({ matches }) => {
    const site = siteSettingsOf(matches);
    return [
      ...seoMeta({
        origin: siteOrigin(matches),
        site,
        path: '/newsletters',
        title: siteTitle(NewsletterArchiveTexts.title, site),
        description: NewsletterArchiveTexts.description(site.orgName),
      }),
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/rss+xml',
        title: NewsletterArchiveTexts.feedTitle(site.orgName),
        href: '/newsletters.xml',
      },
    ];
  },
  View: ({ data }) => <NewsletterArchivePage newsletters={data.newsletters} />,
});
