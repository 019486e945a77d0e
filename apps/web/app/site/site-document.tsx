import { useMatches } from 'react-router';
import siteClientEntry from 'virtual:atrium/site-client';

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
 * The public pages' one script: a module, loaded from this site (no inline script), that
 * enhances the page's islands. Module scripts run after parsing, so it can sit in the head.
 */
export function SiteScript() {
  return <script type="module" src={siteClientEntry} />;
}
