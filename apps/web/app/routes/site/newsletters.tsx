import { newsletterArchive } from '@atrium/contract/endpoints/newsletters';
import { NewsletterArchiveTexts } from '@atrium/contract/newsletters';
import { siteApi, siteData } from '~/lib/site-api';
import { NewsletterArchivePage } from '~/site/pages/newsletters/newsletter-pages';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import { siteSettingsOf } from '~/site/site-settings';
import type { Route } from './+types/newsletters';

/** /newsletters (decision 052): the public archive. */
export async function loader({ context }: Route.LoaderArgs) {
  return { newsletters: await siteData(siteApi(context)(newsletterArchive)) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
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
};

export default function Newsletters({ loaderData }: Route.ComponentProps) {
  return <NewsletterArchivePage newsletters={loaderData.newsletters} />;
}
