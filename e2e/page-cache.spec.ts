import type { APIRequestContext } from '@playwright/test';
import { sendRaw } from '../apps/server/src/testing/raw-http.ts';
import { readE2eEnv } from './support/env.ts';
import { expect, test } from './support/site.ts';

/**
 * The page cache on the demo site (decision 017): pages served from memory with ETag, 304 and
 * compression, never the back office, and renewed by a content write before it is answered.
 */

test('a page is answered from memory, revalidated with 304, compressed for those who ask', async ({ request }) => {
  await request.get('/');
  const hit = await request.get('/');
  expect(hit.headers()['x-cache']).toBe('hit');
  expect(hit.headers()['cache-control']).toBe('public, no-cache');
  expect(hit.headers()['vary']).toBe('accept-encoding');
  const etag = hit.headers()['etag']!;
  const revalidated = await request.get('/', { headers: { 'if-none-match': etag } });
  expect(revalidated.status()).toBe(304);
  const brotli = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(await brotli.text()).toBe(await hit.text());
});

test('the back office is never kept', async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const answer = await request.get('/admin/login');
    expect(answer.headers()['x-cache']).toBeUndefined();
    expect(answer.headers()['etag']).toBeUndefined();
  }
});

test('the 404 page keeps its status from the cache', async ({ request }) => {
  for (let i = 0; i < 3; i++) expect((await request.get('/no-such-page-for-the-cache')).status()).toBe(404);
  expect((await request.get('/no-such-page-for-the-cache')).headers()['x-cache']).toBe('hit');
});

test('one page, one entry: other spellings of its address answer 301 and are never kept', async () => {
  // Decision 070: each of these rendered /learn and was kept apart; 1,200 of them evicted every
  // page. Raw targets: a client library would normalise them before sending.
  const port = Number(new URL(readE2eEnv().siteURL).port);
  for (const target of [
    '/x/../learn',
    '/./learn',
    '/%6cearn',
    '/%6Cearn',
    '/x\\..\\learn',
    '/learn#top',
    '/X/../Learn/',
  ]) {
    for (let i = 0; i < 2; i++) {
      const { response, socket } = await sendRaw(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      socket.destroy();
      expect(response.status, target).toBe(301);
      expect(response.headers.location, target).toBe('/learn');
      expect(response.headers['x-cache'], target).toBeUndefined();
    }
  }
});

async function signedIn(request: APIRequestContext) {
  const { adminEmail, adminPassword } = readE2eEnv();
  const login = await request.post('/api/admin-login/', { data: { identifier: adminEmail, password: adminPassword } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { data: { access: string } }).data.access}` };
}

test('a content write changes the cached page before it is answered', async ({ request }) => {
  const auth = await signedIn(request);
  // The footer of every page names the partner initiatives: published articles with a logo.
  const list = await request.get('/api/learn-articles/?status=1&hasLogo=1&sort_by=-created_at&limit=1');
  const [article] = ((await list.json()) as { data: Array<{ id: number; title: string }> }).data;
  expect(article).toBeTruthy();
  const rename = (title: string) =>
    request.patch(`/api/learn-articles/${article!.id}/`, { headers: auth, data: { title } });

  await request.get('/');
  expect((await request.get('/')).headers()['x-cache']).toBe('hit');
  const renamed = `Cache check ${Date.now()}`;
  try {
    expect((await rename(renamed)).status()).toBe(200);
    const after = await request.get('/');
    expect(after.headers()['x-cache']).toBe('miss');
    expect(await after.text()).toContain(`title="${renamed}"`);
  } finally {
    expect((await rename(article!.title)).status()).toBe(200);
  }
  expect(await (await request.get('/')).text()).not.toContain(renamed);
});
