import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';
import { type AnalyticsBeaconBody, AnalyticsBeaconTexts, type AnalyticsForm } from '@atrium/contract/analytics';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TrustProxy } from '../../env.ts';
import { ValidationError } from '../../errors.ts';
import type { PageCache } from '../../foundations/page-cache/page-cache.ts';
import { pageTokens } from '../../foundations/page-tokens/page-token.ts';
import type { PageEntry, RenderedPage } from '../../foundations/page-cache/page-entry.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { createTally, hourOf } from './tally.ts';
import { isCountable, referrerHost, siteHostOf, visitOf, visitorId } from './visit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    analytics: {
      /** Writes what was counted since the last batch now (batches go every FLUSH_MS, and at close). */
      flush(): Promise<void>;
      /** A site search ran and found `total` results (its query as `searchQuery` folds it). */
      searchResults(query: string, total: number): void;
      /** A public form was sent; its page is the Referer's path when it is one of the site's. */
      formSent(form: AnalyticsForm, referer: string | undefined): void;
      /**
       * Decision 089: a page view the beacon sent, `req` being the beacon's request (its address,
       * user agent and privacy signals are the visitor's). True when it is counted: the beacon is
       * on and the visitor is one the server would count. A token not made for the path is a
       * ValidationError (400): only pages the site rendered are counted.
       */
      beaconView(req: IncomingMessage, view: AnalyticsBeaconBody): boolean;
    };
  }
}

/** How often the counts kept in memory are written: a few statements per batch, none per request. */
const FLUSH_MS = 5_000;
/** How often the days' secrets are made ready and old rollups dropped. */
const MAINTAIN_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

type AnalyticsPluginOptions = { pageCache: PageCache; flushMs?: number };

/** The client address as Fastify would read it under TRUST_PROXY: the page store answers before Fastify. */
function addressReader(trust: TrustProxy): (req: IncomingMessage) => string {
  if (trust === false) return (req) => req.socket.remoteAddress ?? '';
  const check =
    trust === true
      ? () => true
      : typeof trust === 'number'
        ? (_a: string, hop: number) => hop < trust
        : proxyaddr.compile(trust);
  return (req) => proxyaddr(req, check);
}

const TITLE = /<title[^>]*>([^<]{1,300})<\/title>/i;

/** The page's <title>, from the first bytes of a rendered page (the head comes first). */
function titleOf(page: RenderedPage): string | undefined {
  const head = page.body.subarray(0, 8192);
  // Only the title element is decoded when React wrote it (lower case): every rendered page is
  // counted, and decoding the whole head cost 10 KB of heap each (decision 093).
  const start = head.indexOf('<title');
  const end = start === -1 ? -1 : head.indexOf('</title>', start);
  const found =
    (end === -1 ? undefined : TITLE.exec(head.toString('utf8', start, end + 8))?.[1]) ??
    TITLE.exec(head.toString('utf8'))?.[1];
  return found
    ?.replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
}

/**
 * Decision 082: every public page answered (from the page store or rendered) is counted here,
 * in memory, and written in batches as rollups; nothing that names a visitor is kept but a hash
 * made with the day's secret, which is deleted when the day is over. ANALYTICS=false counts
 * nothing (no listener at all); the figures already counted stay readable. Decision 089: with
 * ANALYTICS_BEACON the views come from the pages' beacons instead (`beaconView`), by the same rules.
 */
export default fp(
  async function analyticsPlugin(app: FastifyInstance, { pageCache, flushMs = FLUSH_MS }: AnalyticsPluginOptions) {
    const repo = createAnalyticsRepository(app.db);
    const tally = createTally();
    const enabled = app.config.analytics.enabled;
    // Decision 089: with the beacon on, pages are counted when the beacon says they were shown,
    // never when served (a page both served and shown would count twice).
    const beacon = app.config.analytics.beacon;
    const tokens = pageTokens(app.config.jwtSecret);
    const siteHost = siteHostOf(app.config.publicUrl);
    const addressOf = addressReader(app.config.trustProxy);
    /** The secrets of today and tomorrow, by day: the day turns without waiting for the database. */
    const salts = new Map<string, string>();

    async function prepareSalts() {
      const now = app.clock.now().getTime();
      const days = [new Date(now).toISOString().slice(0, 10), new Date(now + DAY_MS).toISOString().slice(0, 10)];
      for (const day of days) if (!salts.has(day)) salts.set(day, await repo.salt(day));
      for (const day of salts.keys()) if (day < days[0]!) salts.delete(day);
    }

    function count(req: IncomingMessage, entry: PageEntry, page?: RenderedPage) {
      if (!entry.html) return;
      if (page !== undefined && req.url) {
        const path = req.url.split('?', 1)[0]!;
        // The search page's title names a visitor's query: the page is shown by its path.
        const title = path === '/search' ? undefined : titleOf(page);
        if (title) tally.title(path, title);
      }
      if (beacon || !isCountable(req)) return;
      countVisit(req, req);
    }

    /** Counts the visit `page` makes (its path, query and referrer), `req` saying who made it. */
    function countVisit(page: IncomingMessage, req: IncomingMessage): boolean {
      const visit = visitOf(page, siteHost);
      if (!visit) return false;
      const at = app.clock.now();
      const salt = salts.get(hourOf(at).slice(0, 10));
      tally.view(
        visit,
        salt === undefined ? undefined : visitorId(salt, addressOf(req), req.headers['user-agent']!),
        at,
      );
      return true;
    }

    let writing = Promise.resolve();
    /** One batch at a time; a batch that fails is kept and written with the next. */
    function flush(): Promise<void> {
      writing = writing.then(async () => {
        if (tally.isEmpty()) return;
        const batch = tally.take();
        try {
          await repo.write(batch);
        } catch (error) {
          tally.restore(batch);
          app.log.warn({ err: error }, 'analytics not written; kept for the next batch');
        }
      });
      return writing;
    }

    async function maintain() {
      try {
        await prepareSalts();
        const now = app.clock.now();
        const cutoff = new Date(now.getTime() - app.config.analytics.days * DAY_MS).toISOString().slice(0, 10);
        await repo.prune(now.toISOString().slice(0, 10), cutoff);
      } catch (error) {
        app.log.warn({ err: error }, 'analytics upkeep failed; tried again later');
      }
    }

    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      if (!enabled) return;
      await maintain();
      pageCache.onServed(count);
      timers.push(
        setInterval(() => void flush(), flushMs),
        setInterval(() => void maintain(), MAINTAIN_MS),
      );
      for (const timer of timers) timer.unref();
    });
    // SIGTERM, a rolling restart, a test's close: nothing counted is lost.
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await flush();
    });

    app.decorate('analytics', {
      flush,
      searchResults(query: string, total: number) {
        if (enabled && query) tally.searchResults(query, total);
      },
      formSent(form: AnalyticsForm, referer: string | undefined) {
        if (!enabled) return;
        let path = '';
        if (referer && referrerHost(referer, siteHost) === '') {
          try {
            path = new URL(referer).pathname.slice(0, 300);
          } catch {
            path = '';
          }
        }
        tally.formSent(form, path, app.clock.now());
      },
      beaconView(req: IncomingMessage, view: AnalyticsBeaconBody) {
        if (!beacon) return false;
        if (!tokens.verify(view.path, view.token)) throw new ValidationError({ token: AnalyticsBeaconTexts.badToken });
        // The page's request as the server would have read it: its path and query, the
        // referrer it was opened from; the rest (user agent, DNT, Sec-GPC) is the beacon's.
        const page = {
          method: 'GET',
          url: view.path + (view.search ?? ''),
          headers: { ...req.headers, referer: view.referrer || undefined },
        } as IncomingMessage;
        return isCountable(page) && countVisit(page, req);
      },
    });
  },
  { name: 'atrium-analytics', dependencies: ['atrium-db'] },
);
