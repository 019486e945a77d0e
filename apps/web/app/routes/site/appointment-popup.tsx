import { renderToStaticMarkup } from 'react-dom/server';
import { siteApi } from '~/lib/site-api';
import { AppointmentPopup } from '~/site/forms/appointment-popup';
import { popupFounder } from '~/site/forms/founder.server';
import type { Route } from './+types/appointment-popup';

/**
 * The appointment popup as an HTML fragment (decision 020): the header's button fetches it when
 * a visitor asks for the popup, so no page carries its markup. Rendered here, on the server, with
 * the founder's image and the site's own components; no script in it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const html = renderToStaticMarkup(<AppointmentPopup founder={await popupFounder(siteApi(context))} />);
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex' },
  });
}
