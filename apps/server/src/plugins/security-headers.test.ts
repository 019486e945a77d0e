import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../testing/raw-http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import securityHeaders from './security-headers.ts';

const scriptSrcOf = (policy: unknown) =>
  String(policy)
    .split(';')
    .find((d) => d.startsWith('script-src '));

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('every answer carries them: API, unknown paths, errors and the site files alike', async () => {
    for (const url of ['/api/healthz', '/api/no-such-thing/', '/api/hero-sliders/?limit=abc', '/robots.txt']) {
      const res = await t.app.inject({ url });
      expectSecurityHeaders(res.headers);
    }
  });

  it('a page answered from the page cache carries the headers its first answer had', async () => {
    const origin = `http://127.0.0.1:${await listenOnLoopback(t.app)}`;
    const miss = await fetch(`${origin}/sitemap.xml`);
    const hit = await fetch(`${origin}/sitemap.xml`);
    expect([miss.headers.get('x-cache'), hit.headers.get('x-cache')]).toEqual(['miss', 'hit']);
    const perAnswer = new Set(['x-cache', 'x-request-id', 'date', 'keep-alive', 'connection']);
    const kept = (headers: Headers) => [...headers].filter(([name]) => !perAnswer.has(name));
    expect(kept(hit.headers)).toEqual(kept(miss.headers));
    expectSecurityHeaders(Object.fromEntries(hit.headers));
  });
});

describe('the policy and the spam check (issue 36)', () => {
  const policyOf = async (provider: 'altcha' | 'recaptcha') => {
    const t = await createTestApp((config) => ({
      captcha: { ...config.captcha, provider, siteKey: 'site-key', secret: 'secret' },
    }));
    try {
      return String((await t.app.inject({ url: '/api/healthz' })).headers['content-security-policy']);
    } finally {
      await t.close();
    }
  };
  const directive = (policy: string, name: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));

  it('names no Google host with ALTCHA, the default', async () => {
    const policy = await policyOf('altcha');
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com",
    );
    expect(policy).not.toMatch(/google|gstatic/);
  });

  it('names Google’s script and frame hosts with reCAPTCHA', async () => {
    const policy = await policyOf('recaptcha');
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://www.google.com https://www.gstatic.com");
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://www.google.com",
    );
  });
});

/** The headers of decisions 006 and 008; without a nonce, no inline script runs. */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain('frame-src');
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-resource-policy']).toBe('same-site');
  expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  // The default spam check (ALTCHA) is served from here: no third party may run a script.
  expect(scriptSrcOf(csp)).toBe("script-src 'self'");
  expect(csp).not.toMatch(/google|gstatic/);
  // Decision 045 (issue 23): nothing may use a camera, a microphone or a location; passkeys are the site's own.
  const permissions = String(headers['permissions-policy']);
  for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
    expect(permissions).toContain(denied);
  }
  expect(permissions).toContain('publickey-credentials-get=(self)');
  expect(permissions).toContain('publickey-credentials-create=(self)');
}

describe('one policy for every answer (decision 073)', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(securityHeaders, {
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'https://cdn.example'] } },
    });
    app.get('/page', async (_request, reply) => reply.type('text/html').send('<!DOCTYPE html><p>page</p>'));
    app.get('/data', async () => ({}));
    await app.ready();
  });
  afterAll(() => app.close());

  it('gives an HTML page the same script-src as data: no nonce, no inline script', async () => {
    for (const url of ['/page', '/data']) {
      const policy = (await app.inject({ url })).headers['content-security-policy'];
      expect(scriptSrcOf(policy), url).toBe("script-src 'self' https://cdn.example");
      expect(String(policy), url).not.toContain("'nonce-");
    }
  });
});
