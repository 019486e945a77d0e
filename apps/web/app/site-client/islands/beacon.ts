import type { Island } from '~/site-client/island';

/** The site's own API: the CDN passes /api through to the server. */
const ENDPOINT = '/api/analytics/beacon/';
/** The contract's bound on the query and referrer sent (analyticsBeaconBodySchema). */
const MAX_TEXT = 1024;

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

/**
 * Decision 089: one page view told to the server by the page itself, for a site whose pages a
 * CDN answers (the server never sees those requests). Sent once the page is shown: a prerendered
 * page waits until the visitor opens it. A visitor who asks not to be tracked sends nothing (the
 * server would not count them either). No cookie and no storage: the server makes the day's
 * visitor id from the beacon's request as it does from a page's.
 */
const beacon: Island = (element) => {
  const { path, token } = element.dataset;
  const nav = navigator as PrivacyNavigator;
  if (!path || !token || typeof nav.sendBeacon !== 'function') return;
  if (nav.globalPrivacyControl === true || nav.doNotTrack === '1') return;
  const send = () => {
    const body = JSON.stringify({
      path,
      token,
      search: location.search.slice(0, MAX_TEXT),
      referrer: document.referrer.slice(0, MAX_TEXT),
    });
    nav.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }));
  };
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', send, { once: true });
  else send();
};

export default beacon;
