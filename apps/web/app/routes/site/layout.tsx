import '~/styles/site.css';
import { SiteProfile, SiteTexts } from '@atrium/contract/site';
import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { siteApi } from '~/lib/site-api';
import { siteConfig } from '~/lib/site-config';
import { siteTitle } from '~/site/seo/meta';
import { SiteFrame } from '~/site/layout/site-frame';
import { partnerLogos } from '~/site/layout/partner-logos.server';
import { fontPreloads } from '~/site/layout/fonts';
import { siteHandle } from '~/site/site-document';
import { ErrorPage, NotFoundPage } from '~/site/layout/error-pages';
import { MediaAltsProvider, mergedAlts } from '~/site/ui/media-alts';
import type { Route } from './+types/layout';

/** The public frame: server-rendered, no React in the browser (decision 016). */
export const handle = siteHandle;

/** Every public page names the site's feeds, so readers and podcast apps find them (decision 040). */
export const links: Route.LinksFunction = () => [
  ...fontPreloads,
  { rel: 'alternate', type: 'application/rss+xml', href: '/rss.xml', title: SiteTexts.rssFeedTitle(SiteProfile.name) },
  {
    rel: 'alternate',
    type: 'application/rss+xml',
    href: '/podcast.xml',
    title: SiteTexts.podcastFeedTitle(SiteProfile.name),
  },
];

/** The title of an error shown by this layout's boundary; pages set their own meta otherwise. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? SiteTexts.notFoundTitle : status === 410 ? SiteTexts.goneTitle : SiteTexts.errorTitle;
  return [{ title: siteTitle(title) }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: siteConfig(context).publicUrl, partners: await partnerLogos(siteApi(context)) };
}

export default function SiteLayout() {
  const { partners } = useLoaderData<typeof loader>();
  // The alt texts the page's loaders read for their images (decision 038), for every image below.
  const alts = mergedAlts(useMatches());
  return (
    <MediaAltsProvider value={alts}>
      <SiteFrame path={useLocation().pathname} partners={partners}>
        <Outlet />
      </SiteFrame>
    </MediaAltsProvider>
  );
}

/** A page's 404 or failure, inside the site's frame (with its footer when the frame's data loaded). */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('routes/site/layout');
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (status === undefined) console.error(error);
  return (
    <SiteFrame path={useLocation().pathname} partners={data?.partners ?? []}>
      {status === 404 || status === 410 ? <NotFoundPage gone={status === 410} /> : <ErrorPage />}
    </SiteFrame>
  );
}
