import type { Db } from '../../db/database.ts';
import { publishedInRange } from '../../db/visibility.ts';
import { LearnTables } from '../learn/learn.tables.ts';

/** The tables with a schedule (decision 034). */
const SCHEDULED_TABLES = ['hero_sliders', ...Object.values(LearnTables)] as const;

/** When what the public sees next changes by itself: the schedule's reads. */
export function createPublishScheduleRepository(db: Db) {
  return {
    /**
     * The earliest publish_at or unpublish_at after `after` of a published row, of any table
     * with a schedule: the next instant a page may change without a write. One probe of each
     * (column, status) index.
     */
    async nextTransition(after: string): Promise<string | undefined> {
      const probes = SCHEDULED_TABLES.flatMap((table) =>
        (['publish_at', 'unpublish_at'] as const).map((column) =>
          db
            .selectFrom(table)
            .select((eb) => eb.fn.min(column).as('at'))
            .where(column, '>', after)
            .where(publishedInRange()),
        ),
      );
      const rows = await probes.reduce((all, one) => all.unionAll(one)).execute();
      const instants = rows.map((row) => row.at).filter((at): at is string => typeof at === 'string');
      return instants.length ? instants.reduce((a, b) => (a < b ? a : b)) : undefined;
    },
  };
}
