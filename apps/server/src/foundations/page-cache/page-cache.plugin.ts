import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { etagMatches, pickEncoding } from './encoding.ts';
import { createContentVersionRepository } from './content-version.repository.ts';
import { type ContentFreshness, postgresFreshness, sqliteFreshness } from './content-freshness.ts';
import type { PageCache } from './page-cache.ts';
import { headerObject, type RenderedPage } from './page-entry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: {
      /**
       * Answers a public GET or HEAD with the page `render` makes, from the cache when it holds
       * it, storing it when it may (page-cache.ts). `render` reads nothing from the request but
       * its URL: the same page goes to everyone.
       */
      respond(request: FastifyRequest, reply: FastifyReply, render: () => Promise<RenderedPage>): Promise<FastifyReply>;
      /** Content changed outside a request (the demo seed, a script): every process forgets its pages. */
      contentChanged(): Promise<void>;
      /** The last content change the database recorded (the sitemap's lastmod of the pages). */
      lastChange(): Promise<string>;
    };
  }
}

type PageCachePluginOptions = { cache: PageCache; pollMs: number };

/** Headers of one answer, never of a stored page: set per request, or set here for every answer. */
const PER_ANSWER = new Set([
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'etag',
  'vary',
  'cache-control',
  'x-cache',
]);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The render cache in Fastify (decision 075): the miss path (render, store, answer), and the one
 * invalidation. Any write by a signed-in administrator counts as a content change (public
 * submissions never show on a page, and letting them count would let anyone keep the cache
 * cold): before its answer leaves, this process empties its render cache, the database's content
 * version is raised (PostgreSQL announces it to the other processes), and the answer waits until
 * every other process surely knows (content-freshness.ts: on PostgreSQL, its lease's term).
 */
export default fp(
  async function pageCachePlugin(app: FastifyInstance, { cache, pollMs }: PageCachePluginOptions) {
    const versions = createContentVersionRepository(app.db, app.config.database.kind);
    let known = 0;

    /** A version read or announced: newer than known means another process changed content. */
    function observe(version: number) {
      if (version <= known) return;
      known = version;
      cache.invalidate();
    }

    let freshness: ContentFreshness | undefined;

    async function contentChanged(log = app.log) {
      cache.invalidate();
      try {
        const version = await versions.bump();
        const committedAt = performance.now();
        // A version more than one past ours: another change came in unheard; pages stored since
        // this one's invalidation may hold content from before it.
        if (version > known + 1) cache.invalidate();
        known = Math.max(known, version);
        await freshness?.afterChange(committedAt);
      } catch (error) {
        log.warn({ err: error }, 'content version not raised: other processes may serve old pages');
      }
    }

    app.addHook('onSend', async (request, _reply, payload) => {
      // A route may declare that its writes change nothing a page shows (previews, decision 028).
      const changesNoContent = (request.routeOptions.config as { changesNoContent?: boolean }).changesNoContent;
      if (request.admin && !READS.has(request.method) && !changesNoContent) await contentChanged(request.log);
      return payload;
    });

    app.addHook('onReady', async () => {
      known = (await versions.read()).version;
      const options = {
        observe,
        readThroughPool: () => versions.version(),
        pollMs,
        leaseMs: app.config.pageCache.leaseMs,
        log: app.log,
      };
      const { database } = app.config;
      freshness =
        database.kind === 'postgres'
          ? postgresFreshness(database.url, options)
          : sqliteFreshness(database.file, options);
      cache.setFreshness(freshness);
    });
    app.addHook('onClose', async () => {
      await freshness?.close();
    });

    async function respond(request: FastifyRequest, reply: FastifyReply, render: () => Promise<RenderedPage>) {
      const cacheable = cache.isCacheable(request.raw);
      const ticket = cacheable ? cache.begin(request.raw.url!) : undefined;
      try {
        const page = await render();
        const merged: RenderedPage['headers'] = {};
        for (const [name, value] of Object.entries({ ...reply.getHeaders(), ...page.headers })) {
          if (value !== undefined)
            merged[name.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
        }
        const headers = Object.fromEntries(Object.entries(merged).filter(([name]) => !PER_ANSWER.has(name)));
        const wanted = pickEncoding(request.headers['accept-encoding']);
        const entry = await cache.store(isStorable(merged) ? ticket : undefined, { ...page, headers }, wanted);
        cache.rendered(request.raw, entry, page);
        const condition = request.headers['if-none-match'];
        if (entry.status === 200 && condition !== undefined && etagMatches(condition, entry.etag)) {
          return reply.code(304).headers(headerObject(entry.notModified)).header('x-cache', 'miss').send();
        }
        reply.code(entry.status).headers(headerObject(entry.heads[wanted]!)).header('x-cache', 'miss');
        return reply.send(request.method === 'HEAD' ? undefined : entry.bodies[wanted]);
      } finally {
        ticket?.release();
      }
    }

    app.decorate('pageCache', {
      respond,
      contentChanged: () => contentChanged(),
      lastChange: async () => (await versions.read()).changedAt,
    });
  },
  { name: 'atrium-page-cache', dependencies: ['atrium-db', 'atrium-auth'] },
);

/** A page that is the same for everyone: no cookie set, nothing that says not to keep it. */
function isStorable(headers: RenderedPage['headers']): boolean {
  if (headers['set-cookie'] !== undefined) return false;
  return !/\b(no-store|private)\b/i.test(String(headers['cache-control'] ?? ''));
}
