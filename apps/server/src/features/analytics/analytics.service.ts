import {
  type AnalyticsAnswer,
  type AnalyticsQuery,
  ITEM_FIGURES_DAYS,
  ItemFiguresTexts,
  type LearnItemFigures,
} from '@atrium/contract/analytics';
import type { LearnType } from '@atrium/contract/learn';
import { learnItemPath } from '@atrium/contract/pages';
import type { Db } from '../../db/database.ts';
import { NotFoundError } from '../../errors.ts';
import type { Clock } from '../../service-deps.ts';
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

const DAY_MS = 86_400_000;

type AnalyticsServiceDeps = { db: Db; clock: Clock };

/** Decision 082: the figures of a range, as the API answers them and as CSV rows. */
export function createAnalyticsService({ db, clock }: AnalyticsServiceDeps) {
  const repo = createAnalyticsRepository(db);
  const summary = async ({ from, to }: AnalyticsQuery, rows = SUMMARY_ROWS): Promise<AnalyticsAnswer> => ({
    from,
    to,
    ...(await repo.summary({ from, to }, rows)),
  });
  return {
    summary,
    /**
     * Decision 089: a learn item's own figures over the last ITEM_FIGURES_DAYS days (UTC, today
     * included), read by every address it had: views at an old address were counted before its
     * slug changed (a redirect is not counted). A visitor who read both addresses on the day of
     * the change counts twice that day.
     */
    async learnItem(type: LearnType, id: number): Promise<LearnItemFigures> {
      const slugs = await repo.learnItemSlugs(type, id);
      if (!slugs) throw new NotFoundError(ItemFiguresTexts.notFound);
      const now = clock.now().getTime();
      const days = Array.from({ length: ITEM_FIGURES_DAYS }, (_, index) =>
        new Date(now - (ITEM_FIGURES_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
      );
      const paths = slugs.map((slug) => learnItemPath(type, slug));
      const byDay = new Map((await repo.pagesPerDay(paths, days)).map((row) => [row.day, row]));
      const series = days.map((day) => ({
        day,
        pageviews: byDay.get(day)?.views ?? 0,
        visitors: byDay.get(day)?.visitors ?? 0,
      }));
      return {
        from: days[0]!,
        to: days.at(-1)!,
        paths,
        pageviews: series.reduce((sum, day) => sum + day.pageviews, 0),
        visitors: series.reduce((sum, day) => sum + day.visitors, 0),
        series,
      };
    },
    async exportRows(range: AnalyticsQuery): Promise<AsyncIterable<Row>> {
      const answer = await summary(range, EXPORT_ROWS);
      return (async function* () {
        yield* rowsOf(answer);
      })();
    },
  };
}
