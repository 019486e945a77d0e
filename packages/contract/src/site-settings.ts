import { z } from 'zod';
import { withFormat } from './documented.ts';
import { DEFAULT_PHONE_COUNTRY, emailProblem, PHONE_COUNTRIES } from './submission-rules.ts';
import { defaulted, file, list, nullable, option, resourceFields, text } from './fields.ts';
import { isHttpUrl } from './form.ts';
import { RequestMessages } from './messages.ts';
import { zoneName } from './schedule.ts';
import { SiteProfile } from './site.ts';
import { hasLineBreakOrControl } from './text.ts';
import { localeRecordShape } from './locales.ts';

/**
 * Decision 048: the organisation's own details, edited by administrators in the back office
 * (/admin/settings) instead of in code, and read by the public site's header, footer, share
 * links, head and JSON-LD, by the feeds and by the mails. One row in the database; the demo seeds
 * it from `SiteProfile` (site.ts), and a database without the row answers the same defaults.
 */

/** The networks a social link may name, with the label the footer and the form show. */
export const SocialNetworks = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  tiktok: 'TikTok',
  github: 'GitHub',
  threads: 'Threads',
  pinterest: 'Pinterest',
  vimeo: 'Vimeo',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  website: 'Other website',
} as const;
export type SocialNetworkKey = keyof typeof SocialNetworks;
export const socialNetworkKeys = Object.keys(SocialNetworks) as [SocialNetworkKey, ...SocialNetworkKey[]];

export const SITE_SETTINGS_LIMITS = {
  /** The contact details' company column, where the name is kept (decision 085). */
  orgName: 200,
  shortName: 40,
  description: 300,
  postalAddress: 500,
  footerText: 500,
  url: 500,
  socialLinks: 20,
} as const;

/** Texts of the settings screen and its answers (ours: no spec covers this screen). */
export const SiteSettingsTexts = {
  heading: 'Site settings',
  description:
    "The organisation's details as the public site, its feeds and its mails show them. Saving updates every page at once.",
  identity: 'Organisation',
  images: 'Logo and images',
  contact: 'Contact',
  social: 'Social links',
  footer: 'Footer and time zone',
  orgName: 'Organisation name',
  orgNameHint: 'Also the company on the Contact Us page: changing it in either place changes both.',
  shortName: 'Short name',
  shortNameHint: 'Shown beside the logo in the header and after page titles.',
  descriptionLabel: 'Description',
  descriptionHint: 'The summary in search results and the feeds when a page has none of its own.',
  logo: 'Logo',
  logoHint: 'A square or wide PNG or JPG; shown in the header and footer and given to search engines.',
  favicon: 'Favicon',
  faviconHint:
    'A square PNG (512 × 512 is best); the browser tab icon, favicon.ico and the home-screen icon are made from it.',
  shareImage: 'Default share image',
  shareImageHint: 'Shown by social networks for pages without a picture of their own; 1200 × 630 is best.',
  contactEmail: 'Contact email',
  postalAddress: 'Postal address',
  contactHint: 'The Contact Us page and the newsletters’ footer show this email and address too.',
  network: 'Network',
  url: 'Address',
  addLink: 'Add a social link',
  removeLink: (network: string) => `Remove the ${network} link`,
  noLinks: 'No social links yet.',
  copyrightHolder: 'Copyright holder',
  copyrightHolderHint: 'Named in the footer’s copyright line; leave empty to name the organisation.',
  footerText: 'Footer text',
  footerTextHint: 'The paragraph under the logo in the footer.',
  timezone: 'Time zone',
  timezoneHint: 'Publish and unpublish times are entered and shown in this zone; the site’s dates carry it.',
  /** Decision 084. */
  defaultCountry: 'Default country for phone numbers',
  defaultCountryHint:
    'Numbers typed without + and a country code are read as this country’s, and shown in its national format.',
  defaultCountryInvalid: 'Please choose a country from the list.',
  /** Decision 092: what a language's form of the settings does not show. */
  sharedInLanguages: (defaultName: string) =>
    `The organisation's name, contact details, images, links, time zone and country are shared by every language: change them in ${defaultName}.`,
  save: 'Save settings',
  saved: 'Site settings saved.',
  fetchFailed: 'Unable to fetch the site settings. Please try again.',
  saveFailed: 'The site settings could not be saved. Please try again.',
  // Field messages
  orgNameRequired: 'Organisation name is required.',
  shortNameRequired: 'Short name is required.',
  contactEmailRequired: 'Contact email is required.',
  urlInvalid: 'Please enter a full address starting with https:// or http://.',
  urlRequired: 'Please enter the address of the profile.',
  networkRequired: 'Please choose a network.',
  tooManyLinks: `At most ${SITE_SETTINGS_LIMITS.socialLinks} social links.`,
  timezoneInvalid: 'Please choose a time zone from the list (e.g. Europe/Paris or UTC).',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
} as const;

const T = SiteSettingsTexts;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value === null ? '' : value);

const textField = (max: number, required?: string, oneLine = false) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: required ?? 'Must be text.' })
      .max(max, T.tooLong(max))
      .refine((v) => !required || v.length > 0, { message: required })
      // A name goes into mail headers (the sender's name), titles and feeds (decision 061).
      .refine((v) => !oneLine || !hasLineBreakOrControl(v), { message: RequestMessages.oneLine }),
  );

export const socialLinkSchema = z.object({
  network: z.enum(socialNetworkKeys, { error: T.networkRequired }),
  url: withFormat(
    z.preprocess(
      trimmed,
      z
        .string({ error: T.urlRequired })
        .min(1, T.urlRequired)
        .max(SITE_SETTINGS_LIMITS.url, T.tooLong(SITE_SETTINGS_LIMITS.url))
        .refine(isHttpUrl, { message: T.urlInvalid }),
    ),
    'uri',
  ),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/**
 * The settings' fields, declared once (decision 074): the PATCH body, the columns of the one row,
 * the record the screen and the pages read. The wire name is the one spelling everywhere (the
 * PATCH took snake_case names before decision 074; the answers always had these).
 */
export const siteSettingsFields = resourceFields({
  orgName: text({
    column: 'company',
    max: SITE_SETTINGS_LIMITS.orgName,
    rule: textField(SITE_SETTINGS_LIMITS.orgName, T.orgNameRequired, true),
    label: T.orgName,
  }),
  // The texts a visitor reads are written per language (decisions 081, 092); names, addresses and images are shared.
  shortName: text({
    column: 'short_name',
    max: SITE_SETTINGS_LIMITS.shortName,
    rule: textField(SITE_SETTINGS_LIMITS.shortName, T.shortNameRequired, true),
    label: T.shortName,
    localized: true,
  }),
  description: text({
    column: 'description',
    max: SITE_SETTINGS_LIMITS.description,
    rule: textField(SITE_SETTINGS_LIMITS.description),
    label: T.descriptionLabel,
    localized: true,
  }),
  logo: file({ column: 'logo', kind: 'image' }),
  favicon: file({ column: 'favicon', kind: 'image' }),
  shareImage: file({ column: 'share_image', kind: 'image' }),
  contactEmail: text({
    column: 'email',
    max: 254,
    rule: withFormat(
      z.preprocess(
        trimmed,
        z.string({ error: T.contactEmailRequired }).superRefine((value, ctx) => {
          const problem = emailProblem(value, T.contactEmailRequired);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      ),
      'email',
    ),
  }),
  postalAddress: text({
    column: 'address',
    max: SITE_SETTINGS_LIMITS.postalAddress,
    rule: textField(SITE_SETTINGS_LIMITS.postalAddress),
  }),
  /** A list, or in a multipart body its JSON text. */
  socialLinks: list({
    column: 'social_links',
    rule: z.preprocess(
      (value) => {
        if (typeof value !== 'string') return value;
        try {
          return JSON.parse(value) as unknown;
        } catch {
          return value;
        }
      },
      z
        .array(socialLinkSchema, { error: 'Must be a list of links.' })
        .max(SITE_SETTINGS_LIMITS.socialLinks, T.tooManyLinks),
    ),
  }),
  copyrightHolder: defaulted(
    text({
      column: 'copyright_holder',
      max: 120,
      rule: textField(120, undefined, true),
      label: T.copyrightHolder,
      hint: T.copyrightHolderHint,
    }),
  ),
  footerText: text({
    column: 'footer_text',
    max: SITE_SETTINGS_LIMITS.footerText,
    rule: textField(SITE_SETTINGS_LIMITS.footerText),
    label: T.footerText,
    localized: true,
  }),
  defaultCountry: defaulted(
    option({
      column: 'default_country',
      options: PHONE_COUNTRIES,
      message: T.defaultCountryInvalid,
      label: T.defaultCountry,
      hint: T.defaultCountryHint,
    }),
  ),
  timezone: nullable(
    text({
      column: 'timezone',
      max: 64,
      // Stored as the zone's name (decision 061): 'europe/paris' as 'Europe/Paris'; an offset is refused.
      rule: z.preprocess(
        trimmed,
        z
          .string({ error: T.timezoneInvalid })
          .refine((v) => v.length > 0 && zoneName(v) !== null, { message: T.timezoneInvalid })
          .transform((v) => zoneName(v)!),
      ),
    }),
  ),
});

/**
 * Decision 085: the fields kept once, on the contact details' row (their columns are that row's),
 * so the settings screen, the contact details API and every page that shows them read one value.
 */
export const organisationFields = ['orgName', 'contactEmail', 'postalAddress'] as const satisfies ReadonlyArray<
  keyof typeof siteSettingsFields.fields
>;

/**
 * The PATCH body (JSON or multipart): any of the fields; the images (logo, favicon, shareImage)
 * are the endpoint's file fields beside them.
 */
export const siteSettingsBodySchema = z.strictObject(siteSettingsFields.spec.fields).partial();
export type SiteSettingsBody = z.infer<typeof siteSettingsBodySchema>;

/** What visitors' pages read: GET /api/site-settings/. */
export const publicSiteSettingsSchema = z.object({
  // The declared fields as stored (decision 074); the images are '/media/…' paths, null for the built-in ones.
  ...siteSettingsFields.record,
  socialLinks: z.array(z.object({ network: z.enum(socialNetworkKeys), url: z.string() })),
  /** The IANA zone the site's dates carry (JSON-LD): the stored one, else ORG_TIMEZONE. */
  timezone: z.string(),
  /** The share image's size in pixels, when known (og:image:width and height). */
  shareImageSize: z.object({ width: z.number(), height: z.number() }).nullable(),
  /**
   * Read with `?locale=` (decision 092): the languages its texts are written in, and, in another
   * language, the texts it lacks (answered in the default language instead).
   */
  ...localeRecordShape,
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

/** What administrators read and edit: the public fields and who changed them last. */
export const siteSettingsSchema = publicSiteSettingsSchema.extend({
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The settings of a database without its row (and the demo's seed): today's SiteProfile. */
export function defaultSiteSettings(timezone: string): PublicSiteSettings {
  return {
    orgName: SiteProfile.name,
    shortName: SiteProfile.shortName,
    description: SiteProfile.description,
    logo: null,
    favicon: null,
    shareImage: null,
    contactEmail: SiteProfile.email,
    postalAddress: SiteProfile.postalAddress,
    socialLinks: SiteProfile.social.map(({ network, url }) => ({ network, url })),
    footerText: SiteProfile.description,
    copyrightHolder: '',
    defaultCountry: DEFAULT_PHONE_COUNTRY,
    timezone,
    shareImageSize: null,
  };
}

/** The profile link of a network, if the settings have one. */
export const socialLinkOf = (settings: Pick<PublicSiteSettings, 'socialLinks'>, network: SocialNetworkKey) =>
  settings.socialLinks.find((link) => link.network === network)?.url;

/** The X/Twitter handle of the settings' X link ('@atriumnetwork'), for twitter:site. */
export function twitterHandle(settings: Pick<PublicSiteSettings, 'socialLinks'>): string | undefined {
  const url = socialLinkOf(settings, 'x');
  if (!url) return undefined;
  try {
    const { hostname, pathname } = new URL(url);
    if (!/(^|\.)(x|twitter)\.com$/i.test(hostname)) return undefined;
    const handle = pathname.split('/').filter(Boolean)[0];
    return handle && /^[A-Za-z0-9_]{1,15}$/.test(handle) ? `@${handle}` : undefined;
  } catch {
    return undefined;
  }
}
