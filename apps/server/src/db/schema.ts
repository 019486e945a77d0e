import type { Status } from '@atrium/contract/enums';
import type { Generated } from 'kysely';
import type { DB } from './tables.generated.ts';

/** Scheduled publishing (decision 034): ISO instants in UTC, null for no limit. */
export type ScheduleColumns = { publish_at: string | null; unpublish_at: string | null };

/**
 * Columns every list resource's table has, which the kit writes (resource-kit/tables.test.ts holds
 * them to the migrations).
 */
export type ContentColumns = {
  id: Generated<number>;
  status: Status;
  position: number;
  search_text: string;
  created_at: string;
  updated_at: string;
  /** The trash (decision 032): set while status is 2. When it was deleted, by which user, from which status. */
  deleted_at: string | null;
  deleted_by: number | null;
  deleted_status: number | null;
};

/**
 * Every table the code knows. The tables that are not list resources are generated from the
 * migrations (tables.generated.ts, `npm run db:types`, decision 077); each list resource adds its
 * own from its folder (resources/<key>/<key>.resource.ts, `TableOf` its field descriptors,
 * decision 074), and the site settings theirs, by declaration merging: hence an interface.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends DB {}
