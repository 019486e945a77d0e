import { LocaleTexts } from '@atrium/contract/locales';
import { SiteProfile } from '@atrium/contract/site';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../testing/test-app.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

/** Decision 092: the texts of the site settings a visitor reads, written per language. */
const ctx = useSignedInApp();
const inject = (method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: object, headers: object = ctx.auth) =>
  ctx.t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const data = (response: Awaited<ReturnType<typeof inject>>, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().data as Record<string, unknown>;
};
const languages = (codes: string[]) =>
  inject('PUT', '/api/locales/', {
    defaultLocale: 'en',
    locales: codes.map((code) => ({ code, name: code.toUpperCase() })),
  });

beforeAll(async () => {
  expect((await languages(['en', 'fr', 'ar'])).statusCode).toBe(200);
});

describe('site settings per language (decision 092)', () => {
  it('keeps the short name, description and footer text per language, shares the rest, and falls back saying so', async () => {
    const untouched = data(await inject('GET', '/api/site-settings/?locale=fr', undefined, {}));
    expect(untouched).toMatchObject({
      shortName: SiteProfile.shortName,
      untranslated: ['shortName', 'description', 'footerText'],
      locales: ['en'],
    });

    const opened = (await inject('GET', '/api/admin-site-settings/?locale=fr')).headers.etag as string;
    const saving = await inject(
      'PATCH',
      '/api/admin-site-settings/?locale=fr',
      { shortName: 'Atrium (fr)', footerText: 'Un réseau de savoirs.', copyrightHolder: 'Shared Trust' },
      { ...ctx.auth, 'if-match': opened },
    );
    expect(data(saving)).toMatchObject({
      shortName: 'Atrium (fr)',
      footerText: 'Un réseau de savoirs.',
      description: SiteProfile.description,
      copyrightHolder: 'Shared Trust',
      untranslated: ['description'],
      locales: ['en', 'fr'],
    });

    // The default language's texts are the row's own, untouched; what is shared changed for every language.
    const english = data(await inject('GET', '/api/site-settings/', undefined, {}));
    expect(english).toMatchObject({ shortName: SiteProfile.shortName, copyrightHolder: 'Shared Trust' });
    // The default language's public read is the read it was: no language asked of the database.
    expect(english).not.toHaveProperty('untranslated');
    expect(data(await inject('GET', '/api/site-settings/?locale=FR', undefined, {}))).toMatchObject({
      shortName: 'Atrium (fr)',
      copyrightHolder: 'Shared Trust',
    });
    expect(data(await inject('GET', '/api/site-settings/?locale=ar', undefined, {}))).toMatchObject({
      shortName: SiteProfile.shortName,
      untranslated: ['shortName', 'description', 'footerText'],
    });

    // One version for every language: the French save makes a form opened before it stale.
    const stale = await inject(
      'PATCH',
      '/api/admin-site-settings/',
      { shortName: 'Overwritten' },
      { ...ctx.auth, 'if-match': opened },
    );
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json().data.version).toBe(saving.headers.etag);
    const staleFrench = await inject(
      'PATCH',
      '/api/admin-site-settings/?locale=fr',
      { shortName: 'Écrasé' },
      { ...ctx.auth, 'if-match': opened },
    );
    expect(staleFrench.statusCode).toBe(412);
    expect(staleFrench.json().data.record.shortName).toBe('Atrium (fr)');

    // An emptied text is no translation: the default language's shows again.
    expect(data(await inject('PATCH', '/api/admin-site-settings/?locale=fr', { footerText: '' }))).toMatchObject({
      footerText: SiteProfile.description,
      untranslated: ['description', 'footerText'],
    });

    const log = data(await inject('GET', '/api/audit-log/?action=settings&limit=10')) as unknown as {
      items: Array<{ summary?: { title?: string; changes?: Array<{ field: string; after?: string }> } }>;
    };
    expect(log.items[0]?.summary?.title).toBe('Site settings (French)');
    expect(log.items[1]?.summary?.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'shortName', after: 'Atrium (fr)' })]),
    );

    // French holds text now: removing it is refused, naming the settings.
    const removing = await languages(['en', 'ar']);
    expect(removing.statusCode).toBe(409);
    expect(removing.json().errors['locales.fr']).toBe(LocaleTexts.records('site-settings', 1));
  });

  it('answers a language the site does not have 400 on every read and write, changing nothing', async () => {
    const before = data(await inject('GET', '/api/admin-site-settings/'));
    for (const answer of [
      await inject('GET', '/api/site-settings/?locale=de', undefined, {}),
      await inject('GET', '/api/site-settings/?locale=not%20a%20tag', undefined, {}),
      await inject('GET', '/api/admin-site-settings/?locale=de'),
      await inject('PATCH', '/api/admin-site-settings/?locale=de', { shortName: 'Deutsch' }),
    ]) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, errors: { locale: expect.any(String) } });
    }
    expect(data(await inject('GET', '/api/admin-site-settings/'))).toEqual(before);
  });

  it('needs an administrator for a language’s texts as for the default’s: 401, then 403 for an editor', async () => {
    const editor = (await signedInAdmin(ctx.t, 'editor')).headers;
    expect((await inject('PATCH', '/api/admin-site-settings/?locale=fr', { shortName: 'X' }, {})).statusCode).toBe(401);
    expect((await inject('PATCH', '/api/admin-site-settings/?locale=fr', { shortName: 'X' }, editor)).statusCode).toBe(
      403,
    );
  });
});
