import { SiteLegalLinks } from '@atrium/contract/site';
import type { PublicSiteSettings } from '@atrium/contract/site-settings';
import type { Config } from '../../env.ts';

/**
 * The organisation as its newsletters show it: its name, description and address from the site settings
 * (decision 048), the brand colours of the public site (apps/web/app/styles/site.css: --navy,
 * --gold, ...). Read through this one function (decision 052).
 */
export type NewsletterSite = {
  name: string;
  tagline: string;
  /** The public site's origin (PUBLIC_URL), without a trailing '/'. */
  url: string;
  /**
   * An absolute address of a raster logo (PNG or JPEG: mail clients show no SVG); null: the name
   * as a wordmark. The header is the dark brand colour, where an uploaded logo (made for the
   * site's white header) may not read, so the wordmark is used.
   */
  logoUrl: string | null;
  privacyUrl: string;
  /**
   * The postal address from the site settings (decision 085), '' when none is set: bulk mail
   * carries the sender's physical address in its footer (CAN-SPAM, and most mailing laws).
   */
  postalAddress: string;
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

export function newsletterSite(
  config: Pick<Config, 'publicUrl'>,
  settings: Pick<PublicSiteSettings, 'orgName' | 'description' | 'postalAddress'>,
): NewsletterSite {
  const privacy = SiteLegalLinks.find((link) => link.path === '/privacy-policy')?.path ?? '/privacy-policy';
  return {
    name: settings.orgName,
    tagline: settings.description,
    url: config.publicUrl,
    logoUrl: null,
    privacyUrl: config.publicUrl + privacy,
    postalAddress: settings.postalAddress.trim(),
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
