import { publicSiteSettings } from '@atrium/contract/endpoints/site-settings';
import { defaultSiteSettings, type PublicSiteSettings } from '@atrium/contract/site-settings';
import { createContext, useContext } from 'react';
import type { SiteApi } from '~/lib/site-api';

/**
 * Decision 048: the organisation's settings (name, logo, contact, social links…) as every public
 * page reads them: the site layout's loader reads them once per render and provides them here,
 * and the meta functions find them among the layout's data (`siteSettingsOf`).
 */
const fallback = defaultSiteSettings('UTC');

const SiteSettingsContext = createContext<PublicSiteSettings>(fallback);
export const SiteSettingsProvider = SiteSettingsContext.Provider;

export function useSiteSettings(): PublicSiteSettings {
  return useContext(SiteSettingsContext);
}

/** The settings, or the defaults when the read fails: a page never fails for want of them. */
export async function loadSiteSettings(api: SiteApi): Promise<PublicSiteSettings> {
  try {
    const { body } = await api(publicSiteSettings);
    return body.success ? body.data : fallback;
  } catch {
    return fallback;
  }
}

/** The settings from the site layout's data among a meta function's matches. */
export function siteSettingsOf(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): PublicSiteSettings {
  const layout = matches.find((match) => match?.id === 'routes/site/layout');
  return (layout?.loaderData as { settings?: PublicSiteSettings } | undefined)?.settings ?? fallback;
}
