import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { etagMatches, pickEncoding } from './encoding.ts';
import { createRenderCache, renderCacheBudget } from './page-cache.ts';

/**
 * The cache in front of a tiny renderer, over real HTTP: `next` stands for Fastify. Each render
 * reads `content` when it starts and may be held until `gate` opens, as a slow database read.
 */
function harness(options: Parameters<typeof createRenderCache>[0] = { maxBytes: 1024 * 1024 }) {
  // maxBytes as the page store's alone (404s a sixteenth more), as before the budget was shared.
  const pages = options.maxBytes;
  const budget = { pages, missing: Math.floor(pages / 16), reads: 1024 * 1024 };
  const cache = createRenderCache({ ...options, budget });
  const state = { content: 'first', renders: 0, gate: Promise.resolve(), status: 200 };
  async function next(req: IncomingMessage, res: ServerResponse) {
    state.renders += 1;
    const ticket = cache.begin(req.url!);
    const content = state.content;
    try {
      await state.gate;
      const body = Buffer.from(`<!doctype html><p>${content} ${req.url}</p>${'<i>padding</i>'.repeat(50)}`);
      const wanted = pickEncoding(req.headers['accept-encoding']);
      const entry = await cache.store(
        ticket,
        { status: state.status, headers: { 'content-type': 'text/html' }, body },
        wanted,
      );
      res.writeHead(entry.status, { ...headerMap(entry.heads[wanted]!), 'x-cache': 'miss' });
      res.end(entry.bodies[wanted]);
    } finally {
      ticket.release();
    }
  }
  const server: Server = createServer((req, res) => cache.handle(req, res, next));
  return { cache, state, server };
}

/** Renders from now on wait until the returned function is called, as on a slow database read. */
function holdRenders(h: ReturnType<typeof harness>): () => void {
  let open!: () => void;
  h.state.gate = new Promise((resolve) => (open = resolve));
  return open;
}

function headerMap(head: string[]) {
  const map: Record<string, string> = {};
  for (let i = 0; i < head.length; i += 2) map[head[i]!] = head[i + 1]!;
  return map;
}

let running: Server | undefined;
async function start(h: ReturnType<typeof harness>) {
  running = h.server;
  await new Promise<void>((resolve) => h.server.listen(0, '127.0.0.1', resolve));
  const { port } = h.server.address() as AddressInfo;
  return (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${path}`, init);
}
afterEach(async () => {
  const server = running;
  running = undefined;
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('page cache', () => {
  it('renders once, then answers from memory with the same bytes', async () => {
    const h = harness();
    const get = await start(h);
    const first = await get('/learn');
    expect(first.headers.get('x-cache')).toBe('miss');
    const body = await first.text();
    const second = await get('/learn');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe(body);
    expect(second.headers.get('cache-control')).toBe('public, no-cache');
    expect(second.headers.get('vary')).toBe('accept-encoding');
    expect(second.headers.get('content-type')).toBe('text/html');
    expect(h.state.renders).toBe(1);
  });

  it('keeps brotli and gzip bodies of the same page, and HEAD gets the headers alone', async () => {
    const h = harness();
    const get = await start(h);
    const plain = await (await get('/a')).text();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      // fetch would decode on its own: the raw bytes are read through node:http instead.
      const raw = await rawGet(h.server, '/a', { 'accept-encoding': encoding });
      expect(raw.headers['content-encoding']).toBe(encoding);
      expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
      expect(decode(raw.body).toString()).toBe(plain);
    }
    const head = await get('/a', { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-cache')).toBe('hit');
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(plain));
    expect(await head.text()).toBe('');
    expect(h.state.renders).toBe(1);
  });

  it('answers 304 to a matching If-None-Match, and 200 to another', async () => {
    const h = harness();
    const get = await start(h);
    const etag = (await get('/p')).headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const revalidated = await get('/p', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(await revalidated.text()).toBe('');
    expect((await get('/p', { headers: { 'if-none-match': 'W/"other"' } })).status).toBe(200);
  });

  it('forgets every page on a change, and the same bytes keep their ETag', async () => {
    const h = harness();
    const get = await start(h);
    const before = await get('/p');
    const etag = before.headers.get('etag');
    h.cache.invalidate();
    const again = await get('/p', { headers: { 'if-none-match': etag! } });
    expect(again.headers.get('x-cache')).toBe('miss');
    expect(h.state.renders).toBe(2);
    h.state.content = 'second';
    h.cache.invalidate();
    const changed = await get('/p');
    expect(await changed.text()).toContain('second');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('never stores a render that began before a change', async () => {
    const h = harness();
    const get = await start(h);
    const open = holdRenders(h);
    const slow = get('/race');
    await waitFor(() => h.state.renders === 1);
    // The write lands and is acknowledged while the render that read the old content runs.
    h.state.content = 'new';
    h.cache.invalidate();
    open();
    expect(await (await slow).text()).toContain('first');
    h.state.gate = Promise.resolve();
    const after = await get('/race');
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(await after.text()).toContain('new');
  });

  it('lets requests for a page being rendered wait for it instead of rendering too', async () => {
    const h = harness();
    const get = await start(h);
    const open = holdRenders(h);
    const first = get('/busy');
    await waitFor(() => h.state.renders === 1);
    const others = [get('/busy'), get('/busy'), get('/busy')];
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    const answers = await Promise.all([first, ...others]);
    expect(answers.map((a) => a.headers.get('x-cache'))).toEqual(['miss', 'hit', 'hit', 'hit']);
    expect(h.state.renders).toBe(1);
  });

  it('keeps a bounded number of query variants per path', async () => {
    const h = harness({ maxBytes: 1024 * 1024, variantsPerPath: 3 });
    const get = await start(h);
    for (const query of ['?a', '?b', '?c', '?d']) await get(`/learn${query}`);
    expect((await get('/learn?c')).headers.get('x-cache')).toBe('hit');
    expect((await get('/learn?d')).headers.get('x-cache')).toBe('miss');
    // Other paths have their own allowance.
    await get('/faqs?a');
    expect((await get('/faqs?a')).headers.get('x-cache')).toBe('hit');
  });

  it('evicts the least recently used pages past its budget', async () => {
    // Each page holds about 1.3 KB (three bodies, three header sets): four fit in 6 KB.
    const h = harness({ maxBytes: 6000 });
    const get = await start(h);
    for (const path of ['/1', '/2', '/1', '/3', '/4', '/5']) await get(path);
    expect(h.cache.size()).toBe(4);
    expect((await get('/1')).headers.get('x-cache')).toBe('hit');
    expect((await get('/2')).headers.get('x-cache')).toBe('miss');
  });

  it('keeps 404 pages in a budget of their own: unknown paths never push pages out', async () => {
    // 256 KB for pages, 16 KB for 404s: about twelve of them.
    const h = harness({ maxBytes: 256 * 1024 });
    const get = await start(h);
    for (let i = 0; i < 10; i++) await get(`/page-${i}`);
    h.state.status = 404;
    for (let i = 0; i < 50; i++) {
      await get(`/missing-${i}`);
      await get(`/missing-${i}`);
    }
    expect((await get('/missing-49')).headers.get('x-cache')).toBe('hit');
    expect((await get('/missing-0')).headers.get('x-cache')).toBe('miss');
    h.state.status = 200;
    for (let i = 0; i < 10; i++) expect((await get(`/page-${i}`)).headers.get('x-cache')).toBe('hit');
  });

  it('keeps 404 pages, not other statuses; no answer to a request with credentials', async () => {
    const h = harness();
    const get = await start(h);
    h.state.status = 404;
    // Kept from its second request on: a path asked for once (a scanner's) is not compressed three ways.
    expect((await get('/nope')).headers.get('x-cache')).toBe('miss');
    expect((await get('/nope')).headers.get('x-cache')).toBe('miss');
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-cache')).toBe('hit');
    // A 404 has no current representation to revalidate.
    expect((await get('/nope', { headers: { 'if-none-match': missing.headers.get('etag')! } })).status).toBe(404);
    h.state.status = 500;
    await get('/broken');
    expect((await get('/broken')).headers.get('x-cache')).toBe('miss');
    h.state.status = 200;
    await get('/mine');
    expect((await get('/mine', { headers: { authorization: 'Bearer x' } })).headers.get('x-cache')).toBe('miss');
    expect((await get('/mine', { method: 'POST' })).headers.get('x-cache')).toBe('miss');
  });

  it('does nothing when given no memory', async () => {
    const h = harness({ maxBytes: 0 });
    const get = await start(h);
    await get('/x');
    expect((await get('/x')).headers.get('x-cache')).toBe('miss');
  });
});

describe('content negotiation', () => {
  it('prefers brotli, honours q-values and *', () => {
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, identity')).toBe('identity');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding('xbrx')).toBe('identity');
  });

  it('compares entity tags weakly, in lists, with *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
  });
});

async function waitFor(check: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A GET whose body is read as sent (fetch would decompress it). */
async function rawGet(server: Server, path: string, headers: Record<string, string>) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the render cache budget (decision 075)', () => {
  const MB = 1024 * 1024;
  it('shares PAGE_CACHE_MB between the HTML pieces, the reads and the pages', () => {
    const budget = renderCacheBudget(64 * MB);
    expect(budget.htmlPieces + budget.reads + budget.pages + budget.missing).toBe(64 * MB);
    expect(budget.reads).toBe(8 * MB);
    // 0 keeps no page, but renders still reuse reads and pieces.
    expect(renderCacheBudget(0)).toMatchObject({ pages: 0, missing: 0, reads: 8 * MB, htmlPieces: 4 * MB });
    // The pieces' share grows with PAGE_CACHE_MB, and the cache hands it to the web plugin.
    expect(renderCacheBudget(256 * MB).htmlPieces).toBe(32 * MB);
    expect(createRenderCache({ maxBytes: 256 * MB }).htmlPiecesBytes).toBe(32 * MB);
  });

  it('keeps reads within their bytes, oldest out, and forgets them with the pages', () => {
    const cache = createRenderCache({ maxBytes: 0, budget: { pages: 0, missing: 0, reads: 4096 } });
    const answer = (n: number) => ({ status: 200, body: { data: 'x'.repeat(200), n } });
    for (let n = 0; n < 10; n++) cache.reads.set(`read ${n}`, answer(n), cache.reads.generation());
    expect(cache.reads.bytes()).toBeLessThanOrEqual(4096);
    expect(cache.reads.get('read 0')).toBeUndefined();
    expect(Object.isFrozen(cache.reads.get('read 9')!.body)).toBe(true);
    const started = cache.reads.generation();
    cache.invalidate();
    expect(cache.reads.get('read 9')).toBeUndefined();
    // A read begun before the change is not kept after it.
    cache.reads.set('late', answer(11), started);
    expect(cache.reads.get('late')).toBeUndefined();
  });
});
