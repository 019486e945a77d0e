import { newsletterArchive } from '@atrium/contract/endpoints/newsletters';
import { siteApi, siteData } from '~/lib/site-api';
import { NewsletterArchivePage } from '~/site/pages/newsletters/newsletter-pages';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import { englishOnly } from '~/site/language';
import { siteSettingsOf } from '~/site/site-settings';
import { definePage } from '~/site/page';

/** /newsletters (decision 052): the public archive. */
export default definePage({
  path: '/newsletters',
  async load({ context }) {
    return { newsletters: await siteData(siteApi(context)(newsletterArchive)) };
  },
  meta: ({ matches, language }) => {
    const site = siteSettingsOf(matches);
    // The archive's words in the page's language (decision 097).
    const words = (language ?? englishOnly).texts.newsletters;
    return [
      ...seoMeta({
        origin: siteOrigin(matches),
        site,
        path: '/newsletters',
        title: siteTitle(words.title, site),
        description: words.description(site.orgName),
      }),
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/rss+xml',
        title: words.feedTitle(site.orgName),
        href: '/newsletters.xml',
      },
    ];
  },
  View: ({ data }) => <NewsletterArchivePage newsletters={data.newsletters} />,
});
