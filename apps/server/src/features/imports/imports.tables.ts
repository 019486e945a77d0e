import type { Selectable } from 'kysely';
import type { ImportItems, ImportJobs } from '../../db/tables.generated.ts';

/**
 * Decision 079 (db/migrations/2026-12-06T1200-imports.ts; the table types are generated from the
 * migrations, decision 077): a job, and an item of the export it staged.
 */
export type ImportJobRow = Selectable<ImportJobs>;
export type ImportItemRow = Selectable<ImportItems>;
