import { renderToStaticMarkup } from 'react-dom/server';
import { siteApi } from '~/lib/site-api';
import { AppointmentPopup } from '~/site/forms/appointment-popup';
import { popupFounder } from '~/site/forms/founder.server';
import { loadSiteSettings, SiteSettingsProvider } from '~/site/site-settings';
import type { Route } from './+types/appointment-popup';

/**
 * The appointment popup as an HTML fragment (decision 020): the header's button fetches it when
 * a visitor asks for the popup, so no page carries its markup. Rendered here, on the server, with
 * the founder's image and the site's own components; no script in it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const api = siteApi(context);
  const [founder, settings] = await Promise.all([popupFounder(api), loadSiteSettings(api)]);
  const html = renderToStaticMarkup(
    <SiteSettingsProvider value={settings}>
      <AppointmentPopup founder={founder} />
    </SiteSettingsProvider>,
  );
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex' },
  });
}
