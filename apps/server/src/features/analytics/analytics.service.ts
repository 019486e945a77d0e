import type { AnalyticsAnswer, AnalyticsQuery } from '@atrium/contract/analytics';
import type { Db } from '../../db/database.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';

/** The longest lists the summary answers: the dashboard shows the first few of each. */
const SUMMARY_ROWS = 100;
/** The export's: everything a range holds, within reason. */
const EXPORT_ROWS = 100_000;

type Row = [
  section: string,
  key: string,
  detail: string | number | null,
  pageviews: number | null,
  visitors: number | null,
  count: number | null,
];

/** The answer as rows of one CSV: a section per list, in the answer's order. */
function* rowsOf(answer: AnalyticsAnswer): Generator<Row> {
  yield ['total', `${answer.from}..${answer.to}`, null, answer.pageviews, answer.visitors, null];
  for (const hour of answer.hours) yield ['hour', hour.hour, null, hour.pageviews, null, null];
  for (const day of answer.series) yield ['day', day.day, null, day.pageviews, day.visitors, null];
  for (const page of answer.pages) yield ['page', page.path, page.title, page.pageviews, page.visitors, null];
  for (const one of answer.referrers) yield ['referrer', one.source, null, one.pageviews, one.visitors, null];
  for (const one of answer.devices) yield ['device', one.device, null, one.pageviews, one.visitors, null];
  for (const one of answer.campaigns)
    yield ['campaign', [one.source, one.medium, one.campaign].join(' / '), null, one.pageviews, one.visitors, null];
  for (const one of answer.searches) yield ['search', one.query, one.results, null, null, one.count];
  for (const one of answer.forms.pages) yield ['form', one.form, one.path, null, one.visitors, one.submissions];
}

/** The export's columns: a row per figure, its section first. */
export const EXPORT_HEADER = ['section', 'key', 'detail', 'pageviews', 'visitors', 'count'];

/** Decision 082: the figures of a range, as the API answers them and as CSV rows. */
export function createAnalyticsService(db: Db) {
  const repo = createAnalyticsRepository(db);
  const summary = async ({ from, to }: AnalyticsQuery, rows = SUMMARY_ROWS): Promise<AnalyticsAnswer> => ({
    from,
    to,
    ...(await repo.summary({ from, to }, rows)),
  });
  return {
    summary,
    async exportRows(range: AnalyticsQuery): Promise<AsyncIterable<Row>> {
      const answer = await summary(range, EXPORT_ROWS);
      return (async function* () {
        yield* rowsOf(answer);
      })();
    },
  };
}
