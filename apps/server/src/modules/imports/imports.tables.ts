import type { ImportOutcome, ImportPhase, ImportStatus } from '@atrium/contract/imports';
import type { Generated, Selectable } from 'kysely';

/** Decision 079 (db/migrations/2026-12-06T1200-imports.ts). */
export type ImportJobsTable = {
  id: Generated<number>;
  source: string;
  status: ImportStatus;
  phase: ImportPhase;
  dry_run: number;
  /** JSON: the mapping (ImportMapping, its defaults filled in). */
  mapping: string;
  file_name: string;
  file_path: string | null;
  uploads_path: string | null;
  from_job: number | null;
  /** JSON: what the reading pass found of the site (SiteFacts). */
  site: string | null;
  /** JSON: counts, categories, detected types and the notes of the report (JobSummary). */
  summary: string;
  progress_done: number;
  progress_total: number;
  error: string | null;
  created_by: number | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  updated_at: string;
  /** The lease of the process running it; a job whose lease has passed is taken up again. */
  locked_until: string | null;
};
export type ImportJobRow = Selectable<ImportJobsTable>;

export type ImportItemsTable = {
  id: Generated<number>;
  job_id: number;
  seq: number;
  wp_id: number;
  post_type: string;
  plan: string;
  title: string;
  link: string | null;
  match_key: string | null;
  /** JSON: the item as read (WxrItem). */
  payload: string;
  outcome: ImportOutcome | null;
  reason: string | null;
  address: string | null;
};
export type ImportItemRow = Selectable<ImportItemsTable>;

export type ImportKeysTable = {
  id: Generated<number>;
  site: string;
  wp_type: 'post' | 'attachment';
  wp_id: number;
  guid: string;
  target_type: string;
  target_id: number | null;
  media_path: string | null;
  job_id: number;
  created_at: string;
};
export type ImportKeyRow = Selectable<ImportKeysTable>;

declare module '../../db/schema.ts' {
  interface Database {
    import_jobs: ImportJobsTable;
    import_items: ImportItemsTable;
    import_keys: ImportKeysTable;
  }
}
