import siteClientEntry from 'virtual:atrium/site-client';
import defaultAvatar from '~/assets/default-avatar.svg';
import placeholder from '~/assets/placeholder-image.svg';

/**
 * The placeholders a broken image shows, by the name its `data-fallback` gives (decision 063):
 * each image names one in a word, the page carries each picture once, on its script.
 */
const imageFallbacks = { image: placeholder, avatar: defaultAvatar } as const;
export type ImageFallback = keyof typeof imageFallbacks;

/**
 * The public pages' one script: a module, loaded from this site (no inline script), that
 * enhances the page's islands. Module scripts run after parsing, so it can sit in the head.
 * It carries the broken images' placeholders (site-client/image-fallback.ts reads them).
 */
export function SiteScript() {
  return (
    <script
      type="module"
      src={siteClientEntry}
      data-fallback-image={imageFallbacks.image}
      data-fallback-avatar={imageFallbacks.avatar}
    />
  );
}

/**
 * Decision 089: the analytics beacon's mark, on pages of a site whose pages a CDN answers
 * (ANALYTICS_BEACON): the page's path and the token the server signed it with, which the beacon
 * island sends once the page is shown (site-client/islands/beacon.ts).
 */
export function AnalyticsBeacon({ path, token }: { path: string; token: string }) {
  return <span hidden data-island="beacon" data-path={path} data-token={token} />;
}
