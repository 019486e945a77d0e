import '~/styles/site.css';
import { SiteTexts } from '@atrium/contract/site';
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
import { loadSiteSettings, siteSettingsOf, SiteSettingsProvider } from '~/site/site-settings';
import { siteIconLinks } from '~/site/seo/meta';
import type { Route } from './+types/layout';

/** The public frame: server-rendered, no React in the browser (decision 016). */
export const handle = siteHandle;

export const links: Route.LinksFunction = () => [...fontPreloads];

/** The title of an error shown by this layout's boundary; pages set their own meta otherwise. */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? SiteTexts.notFoundTitle : status === 410 ? SiteTexts.goneTitle : SiteTexts.errorTitle;
  const site = siteSettingsOf(matches);
  return [{ title: siteTitle(title, site) }, { name: 'robots', content: 'noindex' }, ...siteIconLinks(site)];
};

export async function loader({ context }: Route.LoaderArgs) {
  const api = siteApi(context);
  const [partners, settings] = await Promise.all([partnerLogos(api), loadSiteSettings(api)]);
  return { publicUrl: siteConfig(context).publicUrl, partners, settings };
}

export default function SiteLayout() {
  const { partners, settings } = useLoaderData<typeof loader>();
  // The alt texts the page's loaders read for their images (decision 038), for every image below.
  const alts = mergedAlts(useMatches());
  return (
    <SiteSettingsProvider value={settings}>
      <MediaAltsProvider value={alts}>
        <SiteFrame path={useLocation().pathname} partners={partners}>
          <Outlet />
        </SiteFrame>
      </MediaAltsProvider>
    </SiteSettingsProvider>
  );
}

/** A page's 404 or failure, inside the site's frame (with its footer when the frame's data loaded). */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('routes/site/layout');
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (status === undefined) console.error(error);
  const frame = (
    <SiteFrame path={useLocation().pathname} partners={data?.partners ?? []}>
      {status === 404 || status === 410 ? <NotFoundPage gone={status === 410} /> : <ErrorPage />}
    </SiteFrame>
  );
  return data?.settings ? <SiteSettingsProvider value={data.settings}>{frame}</SiteSettingsProvider> : frame;
}
