import { expect } from 'vitest';
import type { SignedInContext } from './use-test-app.ts';

/** The site in English (the default), French and Arabic, as an administrator sets it (decision 091's tests). */
export async function inEnglishFrenchArabic(ctx: SignedInContext): Promise<void> {
  const put = await ctx.t.app.inject({
    method: 'PUT',
    url: '/api/locales/',
    headers: ctx.auth,
    payload: {
      defaultLocale: 'en',
      locales: [
        { code: 'en', name: 'English' },
        { code: 'fr', name: 'Français' },
        { code: 'ar', name: 'العربية' },
      ],
    },
  });
  expect(put.statusCode, put.body).toBe(200);
}
