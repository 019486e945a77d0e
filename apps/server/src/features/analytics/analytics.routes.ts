import { Readable } from 'node:stream';
import { ANALYTICS_BEACON_BODY_BYTES, AnalyticsBeaconTexts } from '@atrium/contract/analytics';
import {
  analyticsBeacon,
  analyticsExport,
  analyticsLearnItem,
  analyticsSummary,
} from '@atrium/contract/endpoints/analytics';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.ts';
import { clientAddress } from '../../foundations/auth/client-address.ts';
import { csvLines } from '../../foundations/csv/csv.ts';
import { route } from '../../plugins/endpoints.ts';
import { createAnalyticsService, EXPORT_HEADER } from './analytics.service.ts';

/**
 * Beacons one address may send a minute (decision 089): a reader opens a few pages a minute;
 * many readers behind one address (an office) stay well under it.
 */
const BEACONS_PER_MINUTE = 120;
const MINUTE_MS = 60_000;

/**
 * A fixed window per address, in this process: the beacon is sent with every page view, so a
 * database write per beacon (the shared limits' store, decision 043) would cost more than the
 * view's own count. With N processes an address may send N times as many.
 */
function perMinuteLimit(limit: number, now: () => number) {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return (key: string): boolean => {
    const at = now();
    if (at - windowStart >= MINUTE_MS) {
      windowStart = at;
      counts = new Map();
    }
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return n <= limit;
  };
}

/** Decision 082: the figures, for editors and administrators (the endpoints' access); decision 089: the beacon. */
export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  const service = createAnalyticsService({ db: app.db, clock: app.clock });

  route(app, analyticsSummary, async (request) => ({ data: await service.summary(request.query) }));

  route(app, analyticsExport, async (request, reply) => {
    const range = request.query;
    const rows = await service.exportRows(range);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="analytics-${range.from}-${range.to}.csv"`)
      .send(Readable.from(csvLines(EXPORT_HEADER, rows, (row) => row)));
  });

  route(app, analyticsLearnItem, async (request) => ({
    data: await service.learnItem(request.params.type, request.params.id),
  }));

  const withinLimit = perMinuteLimit(BEACONS_PER_MINUTE, () => app.clock.now().getTime());
  // Before the body is read: a flood costs a map lookup each.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.endsWith(analyticsBeacon.path) && !withinLimit(clientAddress(request)))
      throw new AppError(429, AnalyticsBeaconTexts.tooMany);
  });
  route(
    app,
    analyticsBeacon,
    async (request) => ({ data: { counted: app.analytics.beaconView(request.raw, request.body) } }),
    { bodyLimit: ANALYTICS_BEACON_BODY_BYTES },
  );
};
