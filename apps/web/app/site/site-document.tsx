import { useMatches } from 'react-router';
import siteClientEntry from 'virtual:atrium/site-client';
import defaultAvatar from '~/assets/default-avatar.svg';
import placeholder from '~/assets/placeholder-image.svg';

/**
 * What a route of the public site declares (`export const handle = siteHandle`): the document
 * then ships no React runtime, only the site's entry script (decision 016).
 */
export const siteHandle = { site: true } as const;

/** True when the page being rendered belongs to the public site. */
export function useIsSitePage(): boolean {
  return useMatches().some((match) => (match.handle as { site?: boolean } | undefined)?.site === true);
}

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
