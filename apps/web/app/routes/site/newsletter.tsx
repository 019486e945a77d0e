import { newsletterArchived } from '@atrium/contract/endpoints/newsletters';
import { stripMarkup } from '@atrium/contract/text';
import { siteApi, siteData } from '~/lib/site-api';
import { NewsletterPage } from '~/site/pages/newsletters/newsletter-pages';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import type { Route } from './+types/newsletter';

/** /newsletters/{slug} (decision 052): a sent newsletter that is not private; any other slug is a 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return { newsletter: await siteData(siteApi(context)(newsletterArchived, { params: { slug: params.slug } })) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const newsletter = loaderData?.newsletter;
  if (!newsletter) return [];
  return seoMeta({
    origin: siteOrigin(matches),
    path: `/newsletters/${newsletter.slug}`,
    title: siteTitle(newsletter.subject),
    description: newsletter.preheader || stripMarkup(newsletter.intro).slice(0, 160),
    type: 'article',
    publishedTime: newsletter.sent_at,
    image: newsletter.items.find((item) => item.picture)?.picture,
  });
};

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  return <NewsletterPage newsletter={loaderData.newsletter} />;
}
