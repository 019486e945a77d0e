import { createContext, type RouterContextProvider } from 'react-router';

/** What the public pages need to know about the server they run in. */
export type SiteConfig = {
  /** The site's address without a trailing '/' (PUBLIC_URL): canonical links, social tags, JSON-LD. */
  publicUrl: string;
};

/** The server puts its SiteConfig in the load context under this key (exported by entry.server). */
export const siteConfigContext = createContext<SiteConfig | undefined>(undefined);

/** The load context's SiteConfig; without the server (a unit test) the site is at localhost. */
export function siteConfig(context: Readonly<RouterContextProvider>): SiteConfig {
  return context.get(siteConfigContext) ?? { publicUrl: 'http://localhost:3000' };
}
