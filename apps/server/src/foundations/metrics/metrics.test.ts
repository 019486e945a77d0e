import { RequestMessages } from '@atrium/contract/messages';
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../testing/raw-http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('/api/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is off: 404 with the envelope, even with a token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: RequestMessages.noSuchEndpoint('GET', '/api/metrics') });
  });
});

describe('/api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp(() => ({ metricsToken: TOKEN }));
    base = `http://127.0.0.1:${await listenOnLoopback(t.app)}`;
  });
  afterAll(() => t?.close());

  async function scrape(): Promise<Map<string, PrometheusFamily>> {
    const res = await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return new Map(parsePrometheusTextFormat(await res.text()).map((family) => [family.name, family]));
  }

  const counted = (families: Map<string, PrometheusFamily>, labels: Record<string, string>) =>
    Number(
      families
        .get('atrium_http_requests_total')
        ?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value ?? 0,
    );
  const value = (families: Map<string, PrometheusFamily>, name: string, labels: Record<string, string> = {}) =>
    Number(
      families.get(name)?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value,
    );

  it('refuses a missing or wrong token with 401 and the envelope', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: `Basic ${TOKEN}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: RequestMessages.metricsToken });
    }
  });

  it('serves every family in the Prometheus text format, and counts a request by its route pattern', async () => {
    const before = await scrape();
    for (const name of [
      'atrium_http_requests_total',
      'atrium_http_request_duration_seconds',
      'atrium_page_cache_hits_total',
      'atrium_page_cache_misses_total',
      'atrium_mail_outbox_messages',
      isPostgres ? 'atrium_db_pool_connections' : 'atrium_db_sqlite_bytes',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(before.has(name), name).toBe(true);
    }
    expect(before.get('atrium_http_request_duration_seconds')!.type).toBe('HISTOGRAM');
    expect(value(before, 'atrium_mail_outbox_messages', { state: 'pending' })).toBeGreaterThanOrEqual(0);
    if (isPostgres) expect(value(before, 'atrium_db_pool_connections', { state: 'max' })).toBe(10);
    else expect(value(before, 'atrium_db_sqlite_bytes', { file: 'database' })).toBeGreaterThan(0);

    // Two ids, one pattern: the label is the route, never the URL (401: an editor's read, no token sent).
    for (const id of [1, 2]) await fetch(`${base}/api/faqs/${id}/`);
    await fetch(`${base}/api/no-such-thing/${Date.now()}`);
    const route = { method: 'GET', route: '/api/faqs/:id/', status: '401' };
    const after = await scrape();
    expect(counted(after, route) - counted(before, route)).toBe(2);
    expect(counted(after, { route: '/api/*', status: '404' })).toBeGreaterThanOrEqual(1);
    const urls = after.get('atrium_http_requests_total')!.metrics.map((m) => m.labels?.route ?? '');
    expect(urls.some((url) => url.includes('no-such-thing'))).toBe(false);
  });

  it('counts page-cache misses and hits (hits never reach Fastify)', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) await (await fetch(`${base}/robots.txt`)).text();
    const after = await scrape();
    const delta = (name: string) => value(after, name) - value(before, name);
    expect(delta('atrium_page_cache_misses_total')).toBe(1);
    expect(delta('atrium_page_cache_hits_total')).toBe(2);
  });
});
