import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('every answer carries them: API, unknown paths and errors alike', async () => {
    for (const url of ['/api/healthz', '/api/no-such-thing/', '/api/hero-sliders/?limit=abc']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain('frame-src');
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      // No inline script runs on an answer that did not ask for a nonce.
      expect(scriptSrcOf(csp)).toBe("script-src 'self' https://www.google.com https://www.gstatic.com");
    }
  });
});

describe('CSP nonces', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(securityHeaders, {
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'https://cdn.example'] } },
    });
    app.get('/page', async (_request, reply) => ({ first: reply.cspNonce(), again: reply.cspNonce() }));
    app.get('/data', async () => ({}));
    await app.ready();
  });
  afterAll(() => app.close());

  it('a page that asks gets a fresh nonce in its script-src, once; others get none', async () => {
    const seen = new Set<string>();
    // More than one pool of random bytes (256 nonces) apart.
    for (let i = 0; i < 300; i++) {
      const res = await app.inject({ url: '/page' });
      const { first, again } = res.json<{ first: string; again: string }>();
      expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(again).toBe(first);
      expect(scriptSrcOf(res.headers['content-security-policy'])).toBe(
        `script-src 'nonce-${first}' 'self' https://cdn.example`,
      );
      seen.add(first);
    }
    expect(seen.size).toBe(300);
    expect(scriptSrcOf((await app.inject({ url: '/data' })).headers['content-security-policy'])).toBe(
      "script-src 'self' https://cdn.example",
    );
  });
});
