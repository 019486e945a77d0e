/** What the public pages need to know about the server they run in. */
export type SiteConfig = {
  /** The site's address without a trailing '/' (PUBLIC_URL): canonical links, social tags, JSON-LD. */
  publicUrl: string;
  /**
   * Decision 089: set when pages carry the analytics beacon (ANALYTICS_BEACON): the token of a
   * page's path, which the beacon sends back so that only pages the site rendered are counted.
   */
  beaconToken?: (path: string) => string;
};

/** The context's SiteConfig; without the server (a unit test) the site is at localhost. */
export function siteConfig(context: { config?: SiteConfig }): SiteConfig {
  return context.config ?? { publicUrl: 'http://localhost:3000' };
}
