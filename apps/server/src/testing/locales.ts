import { expect } from 'vitest';
import type { SignedInContext } from './use-test-app.ts';

/** The site in these languages, the first the default, as an administrator sets them (decision 091's tests). */
export async function inLanguages(ctx: SignedInContext, locales: Array<{ code: string; name: string }>): Promise<void> {
  const put = await ctx.t.app.inject({
    method: 'PUT',
    url: '/api/locales/',
    headers: ctx.auth,
    payload: { defaultLocale: locales[0]!.code, locales },
  });
  expect(put.statusCode, put.body).toBe(200);
}

/** The site in English (the default), French and Arabic. */
export const inEnglishFrenchArabic = (ctx: SignedInContext): Promise<void> =>
  inLanguages(ctx, [
    { code: 'en', name: 'English' },
    { code: 'fr', name: 'Français' },
    { code: 'ar', name: 'العربية' },
  ]);
