import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-env-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('configuration', () => {
  it('has working defaults: SQLite in DATA_DIR, port 3000, a generated secret kept for next time', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(dir, 'atrium.sqlite') });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
    expect(config.uploads).toEqual({ maxImageBytes: 10 * 1024 * 1024, maxVideoBytes: 500 * 1024 * 1024 });
  });

  it('reads WORKERS (1 by default, auto = the cores) and SHUTDOWN_GRACE_SECONDS (decision 044)', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ workers: 1, shutdownGraceMs: 30_000 });
    expect(loadConfig({ DATA_DIR: dir, WORKERS: '', SHUTDOWN_GRACE_SECONDS: '5' })).toMatchObject({
      workers: 1,
      shutdownGraceMs: 5_000,
    });
    expect(loadConfig({ DATA_DIR: dir, WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ DATA_DIR: dir, WORKERS: 'auto' }).workers).toBe(availableParallelism());
    for (const bad of ['0', '65', 'many', '1.5'])
      expect(() => loadConfig({ DATA_DIR: dir, WORKERS: bad }), bad).toThrow(/WORKERS: must be auto or a whole number/);
  });

  it('reads PostgreSQL, limits and flags from the environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/atrium',
      PORT: '8080',
      SEED_DEMO: 'false',
      MAX_IMAGE_UPLOAD_MB: '2',
      PUBLIC_URL: 'https://example.org/',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@127.0.0.1:5432/atrium' });
    expect(config.port).toBe(8080);
    expect(config.seedDemo).toBe(false);
    expect(config.uploads.maxImageBytes).toBe(2 * 1024 * 1024);
    expect(config.publicUrl).toBe('https://example.org');
  });

  it('stops with a message naming every bad variable', () => {
    const bad = () =>
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SEED_DEMO: 'maybe',
        CAPTCHA_PROVIDER: 'captcha',
      });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SEED_DEMO', 'CAPTCHA_PROVIDER']) expect(message).toContain(name);
      expect(message).toContain('must be a port number');
    }
  });

  it('trusts no proxy unless TRUST_PROXY names one: a hop count, addresses and ranges, or true', () => {
    const trust = (TRUST_PROXY?: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('true')).toBe(true);
    expect(trust('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trust(' 10.0.0.0/8, ::1 ,fd00::/8,loopback ')).toEqual(['10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.300', 'proxy.example.org', '127.0.0.1,', '::1/129', '1.5']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: must be a hop count/);
    }
  });

  it('requires the reCAPTCHA keys with CAPTCHA_PROVIDER=recaptcha', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(
      /RECAPTCHA_SITE_KEY[\s\S]*RECAPTCHA_SECRET/,
    );
  });

  it('requires the S3 settings with STORAGE=s3', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE: 's3' })).toThrow(/S3_BUCKET/);
  });
});

describe('ADMIN_NOTIFY_EMAIL', () => {
  it('is unset by default (the first administrator hears of submissions) and must be an address', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).notifyEmail).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), ADMIN_NOTIFY_EMAIL: ' office@example.org ' }).notifyEmail).toBe(
      'office@example.org',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_NOTIFY_EMAIL: 'office' })).toThrow(/ADMIN_NOTIFY_EMAIL/);
  });
});

describe('ALTCHA_COST', () => {
  it('keeps the default difficulty when unset, takes a whole number from 1 to 1000000 otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).captcha.altcha).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), ALTCHA_COST: '200' }).captcha.altcha).toEqual({ cost: 200 });
    for (const bad of ['0', '-1', '1e3', '2000000', 'cheap']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ALTCHA_COST: bad }), bad).toThrow(/ALTCHA_COST/);
    }
  });
});

describe('PAGE_CACHE_MB', () => {
  it('gives the page cache 64 MB unless told, 0 turns it off, and refuses anything but a number', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).pageCache.maxBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ DATA_DIR: dataDir(), PAGE_CACHE_MB: '' }).pageCache.maxBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ DATA_DIR: dataDir(), PAGE_CACHE_MB: '0' }).pageCache.maxBytes).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), PAGE_CACHE_MB: '0.5' }).pageCache.maxBytes).toBe(512 * 1024);
    for (const bad of ['-1', 'lots']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), PAGE_CACHE_MB: bad }), bad).toThrow(/PAGE_CACHE_MB/);
    }
  });
});

describe('ACKNOWLEDGEMENT_WINDOW_MINUTES', () => {
  it('is 10 unless told, and a whole number of minutes from 1 to 1440', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).acknowledgementWindowMinutes).toBe(10);
    expect(loadConfig({ DATA_DIR: dataDir(), ACKNOWLEDGEMENT_WINDOW_MINUTES: '60' }).acknowledgementWindowMinutes).toBe(
      60,
    );
    for (const bad of ['0', '1441', '2.5', 'soon']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ACKNOWLEDGEMENT_WINDOW_MINUTES: bad }), bad).toThrow(
        /ACKNOWLEDGEMENT_WINDOW_MINUTES/,
      );
    }
  });
});

describe('ORG_TIMEZONE', () => {
  it('is UTC unless told, and must be a time zone the runtime knows', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).orgTimezone).toBe('UTC');
    expect(loadConfig({ DATA_DIR: dataDir(), ORG_TIMEZONE: ' Europe/Paris ' }).orgTimezone).toBe('Europe/Paris');
    expect(loadConfig({ DATA_DIR: dataDir(), ORG_TIMEZONE: 'europe/paris' }).orgTimezone).toBe('Europe/Paris');
    for (const bad of ['Mars/Olympus', 'nowhere', '+05:00']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ORG_TIMEZONE: bad }), bad).toThrow(/ORG_TIMEZONE/);
    }
  });
});

describe('SITE_VERIFICATION_FILE and SITE_VERIFICATION_CONTENT', () => {
  it('are both set or both unset; the name is a plain file name the site does not serve itself', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).siteVerification).toBeUndefined();
    const content = 'google-site-verification: google0123456789abcdef.html';
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        SITE_VERIFICATION_FILE: 'google0123456789abcdef.html',
        SITE_VERIFICATION_CONTENT: content,
      }).siteVerification,
    ).toEqual({ file: 'google0123456789abcdef.html', content });
    expect(() => loadConfig({ DATA_DIR: dataDir(), SITE_VERIFICATION_FILE: 'BingSiteAuth.xml' })).toThrow(
      /SITE_VERIFICATION_CONTENT: is required/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SITE_VERIFICATION_CONTENT: content })).toThrow(
      /SITE_VERIFICATION_FILE: is required/,
    );
    for (const bad of ['../etc/passwd', 'a/b.html', '.hidden', 'robots.txt', 'Sitemap.xml']) {
      expect(
        () => loadConfig({ DATA_DIR: dataDir(), SITE_VERIFICATION_FILE: bad, SITE_VERIFICATION_CONTENT: 'x' }),
        bad,
      ).toThrow(/SITE_VERIFICATION_FILE/);
    }
  });
});

describe('REQUIRE_2FA and the passkeys’ relying party (decision 036)', () => {
  it('REQUIRE_2FA is off unless asked for', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).requireTwoFactor).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), REQUIRE_2FA: 'true' }).requireTwoFactor).toBe(true);
  });

  it('takes PUBLIC_URL’s host and origin, PASSKEY_RP_ID for a parent domain, localhost on this machine', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://admin.example.org/' }).passkeys).toEqual({
      rpId: 'admin.example.org',
      origins: ['https://admin.example.org'],
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://admin.example.org', PASSKEY_RP_ID: 'example.org' })
        .passkeys.rpId,
    ).toBe('example.org');
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://admin.example.org', PASSKEY_RP_ID: 'other.org' }),
    ).toThrow(/PASSKEY_RP_ID/);
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'http://127.0.0.1:8080' }).passkeys).toEqual({
      rpId: 'localhost',
      origins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
    });
  });
});
