import { fail, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import {
  publicSiteSettingsSchema,
  siteSettingsBodySchema,
  siteSettingsFields,
  siteSettingsSchema,
} from '../site-settings.ts';
import { staleAnswer } from '../versions.ts';
import { localeQueryShape } from '../locales.ts';
import { z } from 'zod';

/**
 * `?locale=` (decision 092): the texts a visitor reads in that language (absent: the default one);
 * a language the site does not have is a 400.
 */
const query = z.strictObject(localeQueryShape);

const tags = ['settings'];

/** Decision 048: what every public page, feed and mail shows of the organisation. */
export const publicSiteSettings = endpoint({
  method: 'GET',
  path: '/site-settings/',
  access: 'public',
  tags,
  summary: "The organisation's public details: name, logo, icons, contact, social links, footer text, time zone",
  description:
    'With locale, the short name, description and footer text in that language, falling back to the default language’s (named in untranslated).',
  query,
  responses: { 200: ok(publicSiteSettingsSchema), 400: fail },
});

/** The settings screen's read: the public fields and who changed them last. */
export const adminSiteSettings = endpoint({
  method: 'GET',
  path: '/admin-site-settings/',
  access: 'admin',
  tags,
  summary: 'The site settings as the settings screen edits them (administrators)',
  query,
  responses: { 200: ok(siteSettingsSchema), 400: fail, 401: fail, 403: fail },
});

/**
 * Changes any of the settings (JSON or multipart); an image is a file, a media library path, or
 * '' (null in JSON) for the built-in one. Every page is rendered again afterwards.
 */
export const updateSiteSettings = endpoint({
  method: 'PATCH',
  path: '/admin-site-settings/',
  access: 'admin',
  tags,
  summary: 'Update the site settings (administrators; JSON or multipart)',
  description:
    'With locale other than the default, the texts sent are that language’s (an empty one removes it); every other field is shared by all languages. The version (ETag) is the settings’ own, whichever language was saved.',
  query,
  body: siteSettingsBodySchema,
  files: siteSettingsFields.spec.files,
  // Decision 083: sent with If-Match of a version the settings are no longer at.
  responses: {
    200: ok(siteSettingsSchema),
    400: fail,
    401: fail,
    403: fail,
    412: staleAnswer(siteSettingsSchema),
    413: fail,
    415: fail,
  },
});
