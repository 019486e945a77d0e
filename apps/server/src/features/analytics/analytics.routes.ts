import { Readable } from 'node:stream';
import { analyticsExport, analyticsSummary } from '@atrium/contract/endpoints/analytics';
import type { AnalyticsAnswer, AnalyticsQuery } from '@atrium/contract/analytics';
import type { FastifyPluginAsync } from 'fastify';
import { csvLines } from '../../foundations/csv/csv.ts';
import { route } from '../../plugins/endpoints.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';

/** The longest lists the summary answers: the dashboard shows the first few of each. */
const SUMMARY_ROWS = 100;
/** The export's: everything a range holds, within reason. */
const EXPORT_ROWS = 100_000;

type Row = [section: string, key: string, detail: string | number | null, pageviews: number | null, visitors: number | null, count: number | null];

/** The answer as rows of one CSV: a section per list, in the answer's order. */
function* exportRows(answer: Omit<AnalyticsAnswer, 'from' | 'to'>, range: AnalyticsQuery): Generator<Row> {
  yield ['total', `${range.from}..${range.to}`, null, answer.pageviews, answer.visitors, null];
  for (const day of answer.series) yield ['day', day.day, null, day.pageviews, day.visitors, null];
  for (const page of answer.pages) yield ['page', page.path, page.title, page.pageviews, page.visitors, null];
  for (const one of answer.referrers) yield ['referrer', one.source, null, one.pageviews, one.visitors, null];
  for (const one of answer.devices) yield ['device', one.device, null, one.pageviews, one.visitors, null];
  for (const one of answer.campaigns)
    yield ['campaign', [one.source, one.medium, one.campaign].join(' / '), null, one.pageviews, one.visitors, null];
  for (const one of answer.searches) yield ['search', one.query, one.results, null, null, one.count];
  for (const one of answer.forms.pages) yield ['form', one.form, one.path, null, one.visitors, one.submissions];
}

/** Decision 082: the figures, for editors and administrators (the endpoints' access). */
export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  const repo = createAnalyticsRepository(app.db);

  route(app, analyticsSummary, async (request) => {
    const { from, to } = request.query;
    return { data: { from, to, ...(await repo.summary({ from, to }, SUMMARY_ROWS)) } };
  });

  route(app, analyticsExport, async (request, reply) => {
    const range = request.query;
    const answer = await repo.summary(range, EXPORT_ROWS);
    async function* rows() {
      yield* exportRows(answer, range);
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="analytics-${range.from}-${range.to}.csv"`)
      .send(
        Readable.from(
          csvLines(['section', 'key', 'detail', 'pageviews', 'visitors', 'count'], rows(), (row) => row),
        ),
      );
  });
};
