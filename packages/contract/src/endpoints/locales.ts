import { fail, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import { localeSettingsBodySchema, localeSettingsSchema } from '../locales.ts';

const tags = ['settings'];

/** Decision 081: the site's languages; the public site and the back office read them. */
export const getLocales = endpoint({
  method: 'GET',
  path: '/locales/',
  access: 'public',
  tags,
  summary: "The site's languages: the default one and every other, with its name and direction",
  responses: { 200: ok(localeSettingsSchema) },
});

/**
 * Sets the whole list. Refused (409) when it would remove a language that content is written in,
 * or change the default language while anything is translated, with what would be lost
 * (its field errors name each language and its records per resource).
 */
export const putLocales = endpoint({
  method: 'PUT',
  path: '/locales/',
  access: 'admin',
  tags,
  summary: "Set the site's languages (administrators)",
  body: localeSettingsBodySchema,
  responses: {
    200: ok(localeSettingsSchema),
    400: fail,
    401: fail,
    403: fail,
    409: fail,
  },
});
