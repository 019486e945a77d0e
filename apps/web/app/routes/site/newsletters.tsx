import { newsletterArchive } from '@atrium/contract/endpoints/newsletters';
import { NewsletterArchiveTexts } from '@atrium/contract/newsletters';
import { SiteProfile } from '@atrium/contract/site';
import { siteApi, siteData } from '~/lib/site-api';
import { NewsletterArchivePage } from '~/site/pages/newsletters/newsletter-pages';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import type { Route } from './+types/newsletters';

/** /newsletters (decision 052): the public archive. */
export async function loader({ context }: Route.LoaderArgs) {
  return { newsletters: await siteData(siteApi(context)(newsletterArchive)) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({
    origin: siteOrigin(matches),
    path: '/newsletters',
    title: siteTitle(NewsletterArchiveTexts.title),
    description: NewsletterArchiveTexts.description(SiteProfile.name),
  }),
  {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: NewsletterArchiveTexts.feedTitle(SiteProfile.name),
    href: '/newsletters.xml',
  },
];

export default function Newsletters({ loaderData }: Route.ComponentProps) {
  return <NewsletterArchivePage newsletters={loaderData.newsletters} />;
}
