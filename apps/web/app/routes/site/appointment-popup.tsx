import { siteApi } from '~/lib/site-api';
import { AppointmentPopup } from '~/site/forms/appointment-popup';
import { popupFounder } from '~/site/forms/founder.server';
import { loadSiteSettings, SiteSettingsProvider } from '~/site/site-settings';
import { definePage } from '~/site/page';
import { loadMediaAlts } from '~/site/ui/media-alts';

/**
 * The appointment popup as an HTML fragment (decision 020): the header's button fetches it when
 * a visitor asks for the popup, so no page carries its markup. Rendered here, on the server, with
 * the founder's image and the site's own components; no script in it.
 */
export default definePage({
  path: '/appointment-popup',
  fragment: { headers: { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex' } },
  async load({ context }) {
    const api = siteApi(context);
    const [founder, settings] = await Promise.all([popupFounder(api), loadSiteSettings(api)]);
    // The portrait is described by its alt in the library (decision 038), in the popup's language.
    return { founder, settings, alts: await loadMediaAlts(api, founder) };
  },
  View: ({ data }) => (
    <SiteSettingsProvider value={data.settings}>
      <AppointmentPopup founder={data.founder} />
    </SiteSettingsProvider>
  ),
});
