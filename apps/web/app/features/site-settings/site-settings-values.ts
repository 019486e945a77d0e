import type { updateSiteSettings } from '@atrium/contract/endpoints/site-settings';
import type { z } from 'zod';
import {
  SITE_SETTINGS_LIMITS,
  type SiteSettings,
  siteSettingsFields,
  SiteSettingsTexts as T,
  socialLinkSchema,
  type SocialNetworkKey,
} from '@atrium/contract/site-settings';
import { firstError, type FormErrors } from '~/lib/form-errors';

/** One row of the social links' editor; `key` keeps React's rows apart while they are added and removed. */
type SocialLinkRow = { key: string; network: SocialNetworkKey | ''; url: string };

/** The settings form's values; an image is a newly chosen file (or a library choice), a stored one stays on the record. */
export type SiteSettingsValues = {
  org_name: string;
  short_name: string;
  description: string;
  contact_email: string;
  postal_address: string;
  footer_text: string;
  timezone: string;
  social_links: SocialLinkRow[];
  logo: File | null;
  favicon: File | null;
  share_image: File | null;
  /** The stored images the administrator removed (back to the built-in ones). */
  removed: ImageField[];
};

const textFields = [
  'org_name',
  'short_name',
  'description',
  'contact_email',
  'postal_address',
  'footer_text',
  'timezone',
] as const;
const imageFields = ['logo', 'favicon', 'share_image'] as const;
export type ImageField = (typeof imageFields)[number];

let rowCounter = 0;
export const newRowKey = () => `row-${(rowCounter += 1)}`;

export function initialSiteSettingsValues(settings: SiteSettings): SiteSettingsValues {
  return {
    org_name: settings.orgName,
    short_name: settings.shortName,
    description: settings.description,
    contact_email: settings.contactEmail,
    postal_address: settings.postalAddress,
    footer_text: settings.footerText,
    timezone: settings.timezone,
    social_links: settings.socialLinks.map((link) => ({ key: newRowKey(), ...link })),
    logo: null,
    favicon: null,
    share_image: null,
    removed: [],
  };
}

/** What the PATCH sends (decision 074: the contract's body type, images as File values). */
export type SiteSettingsWrite = z.input<typeof updateSiteSettings.body> & {
  -readonly [K in keyof typeof updateSiteSettings.files]?: File | '';
};

/** The contract's rules, field by field; a social link's errors are named as the server names them ('social_links.0.url'). */
export function validateSiteSettings(values: SiteSettingsValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of textFields) errors[field] = firstError(siteSettingsFields[field], values[field]);
  values.social_links.forEach((link, index) => {
    errors[`social_links.${index}.network`] = firstError(socialLinkSchema.shape.network, link.network || undefined);
    errors[`social_links.${index}.url`] = firstError(socialLinkSchema.shape.url, link.url);
  });
  if (values.social_links.length > SITE_SETTINGS_LIMITS.socialLinks) errors.social_links = T.tooManyLinks;
  return errors;
}

/** The PATCH (multipart when it carries an image, the kit decides): every text field, the links, and each image only when chosen or removed. */
export function siteSettingsBody(values: SiteSettingsValues): SiteSettingsWrite {
  const body: SiteSettingsWrite = {
    social_links: values.social_links.map(({ network, url }) => ({ network, url: url.trim() })),
  };
  for (const field of textFields) body[field] = values[field].trim();
  for (const field of imageFields) {
    const file = values[field];
    if (file) body[field] = file;
    else if (values.removed.includes(field)) body[field] = '';
  }
  return body;
}
