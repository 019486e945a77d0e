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
import { fieldForm } from '~/admin-kit/field-form';
import { firstError, type FormErrors } from '~/lib/form-errors';

/** One row of the social links' editor; `key` keeps React's rows apart while they are added and removed. */
type SocialLinkRow = { key: string; network: SocialNetworkKey | ''; url: string };

/** The settings form's values; an image is a newly chosen file (or a library choice), a stored one stays on the record. */
export type SiteSettingsValues = ReturnType<typeof settingsForm.initial> & {
  socialLinks: SocialLinkRow[];
  /** The stored images the administrator removed (back to the built-in ones). */
  removed: ImageField[];
};

/** The declared fields the screen renders with inputs of its own; any other gets the kit's default input. */
export const customInputs = [
  'orgName',
  'shortName',
  'description',
  'contactEmail',
  'postalAddress',
  'footerText',
  'timezone',
  'defaultCountry',
] as const;
export const imageFields = ['logo', 'favicon', 'shareImage'] as const;

/** The declared fields the form edits as they are (decision 074): values, rules and body come from them. */
export const settingsForm = fieldForm(siteSettingsFields.fields, [...customInputs, ...imageFields, 'copyrightHolder']);
export type ImageField = (typeof imageFields)[number];

let rowCounter = 0;
export const newRowKey = () => `row-${(rowCounter += 1)}`;

export function initialSiteSettingsValues(settings: SiteSettings): SiteSettingsValues {
  return {
    ...settingsForm.initial(settings),
    socialLinks: settings.socialLinks.map((link) => ({ key: newRowKey(), ...link })),
    removed: [],
  };
}

/** What the PATCH sends (decision 074: the contract's body type, images as File values). */
export type SiteSettingsWrite = z.input<typeof updateSiteSettings.body> & {
  -readonly [K in keyof typeof updateSiteSettings.files]?: File | '';
};

/** The contract's rules, field by field; a social link's errors are named as the server names them ('socialLinks.0.url'). */
export function validateSiteSettings(values: SiteSettingsValues): FormErrors {
  const errors: FormErrors = settingsForm.validate(values);
  values.socialLinks.forEach((link, index) => {
    errors[`socialLinks.${index}.network`] = firstError(socialLinkSchema.shape.network, link.network || undefined);
    errors[`socialLinks.${index}.url`] = firstError(socialLinkSchema.shape.url, link.url);
  });
  if (values.socialLinks.length > SITE_SETTINGS_LIMITS.socialLinks) errors.socialLinks = T.tooManyLinks;
  return errors;
}

/** The PATCH (multipart when it carries an image, the kit decides): every text field, the links, and each image only when chosen or removed. */
export function siteSettingsBody(values: SiteSettingsValues): SiteSettingsWrite {
  const body: SiteSettingsWrite = {
    ...settingsForm.body(values),
    // The rules have refused a row without a network.
    socialLinks: values.socialLinks.map(({ network, url }) => ({
      network: network as SocialNetworkKey,
      url: url.trim(),
    })),
  };
  for (const field of imageFields) if (!values[field] && values.removed.includes(field)) body[field] = '';
  return body;
}
