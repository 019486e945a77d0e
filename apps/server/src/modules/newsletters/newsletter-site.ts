import { SiteLegalLinks, SiteProfile } from '@atrium/contract/site';
import type { Config } from '../../env.ts';

/**
 * The organisation as its newsletters show it: name, address, brand colours, logo. Read through
 * this one function (decision 052), so that when the site's settings move to a table only this
 * changes. The colours are the public site's (apps/web/app/styles/site.css: --navy, --gold, ...).
 */
export type NewsletterSite = {
  name: string;
  tagline: string;
  /** The public site's origin (PUBLIC_URL), without a trailing '/'. */
  url: string;
  /** An absolute address of a raster logo (PNG or JPEG: mail clients show no SVG); null: the name as a wordmark. */
  logoUrl: string | null;
  privacyUrl: string;
  colors: {
    brand: string;
    brandDark: string;
    accent: string;
    ink: string;
    text: string;
    muted: string;
    line: string;
    wash: string;
    paper: string;
  };
};

export function newsletterSite(config: Pick<Config, 'publicUrl'>): NewsletterSite {
  const privacy = SiteLegalLinks.find((link) => link.path === '/privacy-policy')?.path ?? '/privacy-policy';
  return {
    name: SiteProfile.name,
    tagline: SiteProfile.tagline,
    url: config.publicUrl,
    logoUrl: null,
    privacyUrl: config.publicUrl + privacy,
    colors: {
      brand: '#1f4e79',
      brandDark: '#0f2a44',
      accent: '#f2b233',
      ink: '#17212f',
      text: '#2b3646',
      muted: '#4a5565',
      line: '#dfe4ea',
      wash: '#f5f7fa',
      paper: '#ffffff',
    },
  };
}
