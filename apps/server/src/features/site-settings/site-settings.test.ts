import { endpointId } from '@atrium/contract/endpoint';
import { publicSiteSettings } from '@atrium/contract/endpoints/site-settings';
import { SiteProfile } from '@atrium/contract/site';
import { SiteSettingsTexts as T } from '@atrium/contract/site-settings';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, pngBytes, textPosingAsPng } from '../../testing/media-fixtures.ts';
import { signedInAdmin } from '../../testing/test-app.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

const ctx = useSignedInApp(() => ({ orgTimezone: 'Europe/Paris' }));
let editor: { authorization: string };
beforeAll(async () => {
  editor = (await signedInAdmin(ctx.t, 'editor')).headers;
});

const patch = (payload: unknown, headers: Record<string, string> = ctx.auth) =>
  ctx.t.app.inject({ method: 'PATCH', url: '/api/admin-site-settings/', headers, payload: payload as object });

describe('site settings (decision 048)', () => {
  it('answers the defaults and ORG_TIMEZONE before any save; visitors get only the public fields', async () => {
    const visitor = await ctx.t.app.inject({ url: '/api/site-settings/' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data).toMatchObject({
      orgName: SiteProfile.name,
      contactEmail: SiteProfile.email,
      timezone: 'Europe/Paris',
      logo: null,
    });
    expect(visitor.json().data).not.toHaveProperty('updatedBy');
    expect(visitor.json().data).not.toHaveProperty('updatedAt');
    const zone = await ctx.t.app.inject({ url: '/api/admin-settings/', headers: editor });
    expect(zone.json().data.orgTimezone).toBe('Europe/Paris');
  });

  it('needs an administrator: 401 without a token, 403 for an editor, before the body is read', async () => {
    expect((await ctx.t.app.inject({ url: '/api/admin-site-settings/' })).statusCode).toBe(401);
    expect((await ctx.t.app.inject({ url: '/api/admin-site-settings/', headers: editor })).statusCode).toBe(403);
    expect((await patch({ orgName: 'X' }, {})).statusCode).toBe(401);
    const refused = await patch({ orgName: 'Editor was here' }, editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().success).toBe(false);
    expect((await ctx.t.app.inject({ url: '/api/site-settings/' })).json().data.orgName).toBe(SiteProfile.name);
  });

  it('keeps a copyright holder the footer names instead of the organisation (decision 074)', async () => {
    const read = async () => (await ctx.t.app.inject({ url: '/api/site-settings/' })).json().data;
    expect((await read()).copyrightHolder).toBe('');
    expect((await patch({ copyrightHolder: 'Riverside Trust' })).statusCode).toBe(200);
    expect((await read()).copyrightHolder).toBe('Riverside Trust');
    const tooLong = await patch({ copyrightHolder: 'x'.repeat(121) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.copyrightHolder).toBe(T.tooLong(120));
    expect((await patch({ copyrightHolder: '' })).statusCode).toBe(200);
    expect((await read()).copyrightHolder).toBe('');
  });

  it('refuses bad values with field messages and changes nothing', async () => {
    const bad = await patch({
      orgName: ' ',
      contactEmail: 'not-an-email',
      timezone: 'Mars/Olympus',
      footerText: 'x'.repeat(501),
      socialLinks: [
        { network: 'facebook', url: 'javascript:alert(1)' },
        { network: 'myspace', url: 'https://myspace.com/x' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().errors;
    expect(errors).toMatchObject({
      orgName: T.orgNameRequired,
      timezone: T.timezoneInvalid,
      footerText: T.tooLong(500),
      'socialLinks.0.url': T.urlInvalid,
      'socialLinks.1.network': T.networkRequired,
    });
    expect(errors.contactEmail).toBeTruthy();
    expect((await patch({ unknown_field: 1 })).statusCode).toBe(400);
    const upload = await multipart({ logo: textPosingAsPng() });
    const wrongType = await patch(upload.payload, { ...ctx.auth, ...upload.headers });
    expect(wrongType.statusCode).toBe(415);
    expect((await ctx.t.app.inject({ url: '/api/site-settings/' })).json().data.orgName).toBe(SiteProfile.name);
  });

  it('saves (JSON and multipart with a logo), renews the cached feeds, the icons and the zone', async () => {
    // What the pages read in process (kept until the next write) and a cached feed, before and after.
    const siteRead = async () =>
      (await ctx.t.app.operations.call(endpointId(publicSiteSettings), {})).body.data as { orgName: string };
    expect((await siteRead()).orgName).toBe(SiteProfile.name);
    const before = await ctx.t.app.inject({ url: '/rss.xml' });
    expect(before.body).toContain(`<title>${SiteProfile.name}</title>`);
    const saved = await patch({
      orgName: 'Riverside Commons',
      socialLinks: [{ network: 'mastodon', url: 'https://social.example/@riverside' }],
      timezone: 'America/New_York',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: T.saved });
    expect(saved.json().data).toMatchObject({ orgName: 'Riverside Commons', updatedBy: 'Ada Lovelace' });
    const after = await ctx.t.app.inject({ url: '/rss.xml' });
    expect(after.body).toContain('<title>Riverside Commons</title>');
    expect((await siteRead()).orgName).toBe('Riverside Commons');
    expect((await ctx.t.app.inject({ url: '/api/admin-settings/', headers: editor })).json().data.orgTimezone).toBe(
      'America/New_York',
    );

    const defaultIcon = await ctx.t.app.inject({ url: '/apple-touch-icon.png' });
    expect(defaultIcon.headers['content-type']).toBe('image/png');
    const body = await multipart({
      logo: { filename: 'logo.png', content: await pngBytes(300, 100), type: 'image/png' },
      favicon: { filename: 'icon.png', content: await pngBytes(64, 64), type: 'image/png' },
      socialLinks: JSON.stringify([{ network: 'bluesky', url: 'https://bsky.app/profile/riverside.example' }]),
    });
    const withLogo = await patch(body.payload, { ...ctx.auth, ...body.headers });
    expect(withLogo.statusCode).toBe(200);
    const data = withLogo.json().data;
    expect(data.logo).toMatch(/^\/media\/images\/[0-9a-f]{32}\.png$/);
    expect(data.socialLinks).toEqual([{ network: 'bluesky', url: 'https://bsky.app/profile/riverside.example' }]);
    expect(data.orgName).toBe('Riverside Commons');

    const logo = await ctx.t.app.inject({ url: '/logo.png' });
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ format: 'png', width: 300, height: 100 });
    const touch = await ctx.t.app.inject({ url: '/apple-touch-icon.png' });
    expect(await sharp(touch.rawPayload).metadata()).toMatchObject({ format: 'png', width: 180, height: 180 });
    expect(touch.rawPayload.equals(defaultIcon.rawPayload)).toBe(false);
    const ico = await ctx.t.app.inject({ url: '/favicon.ico' });
    expect(ico.headers['content-type']).toBe('image/x-icon');
    expect([...ico.rawPayload.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);

    // The podcast feed's cover is the logo on a white square of 1400 px, at an address that names the logo (decision 060).
    const coverOf = async () => {
      const feed = (await ctx.t.app.inject({ url: '/podcast.xml' })).body;
      const href = /<itunes:image href="https?:\/\/[^/"]+(\/podcast-cover\.png[^"]*)"\/>/.exec(feed)![1]!;
      const cover = await ctx.t.app.inject({ url: href });
      expect(cover.headers['content-type']).toBe('image/png');
      return { href, image: sharp(cover.rawPayload) };
    };
    const cover = await coverOf();
    expect(cover.href).toMatch(/^\/podcast-cover\.png\?v=[0-9a-f]{12}$/);
    expect(await cover.image.metadata()).toMatchObject({ format: 'png', width: 1400, height: 1400, channels: 3 });
    const pixels = await cover.image.raw().toBuffer();
    const at = (x: number, y: number) => [...pixels.subarray((y * 1400 + x) * 3, (y * 1400 + x) * 3 + 3)];
    expect(at(5, 5)).toEqual([255, 255, 255]);
    expect(at(700, 700)).toEqual([0x1f, 0xa2, 0xa6]);

    // '' or null: back to the built-in logo.
    const cleared = await patch({ logo: null });
    expect(cleared.json().data.logo).toBeNull();
    const builtIn = await coverOf();
    expect(builtIn.href).toBe('/podcast-cover.png');
    expect(await builtIn.image.metadata()).toMatchObject({ width: 1400, height: 1400 });
  });
});
