import { type RevisionEntry, RevisionMessages, revisionSummary } from '@atrium/contract/revisions';
import type { Db } from '../../db/database.ts';
import { NotFoundError } from '../../errors.ts';
import { mediaPathsIn } from '../media/media.service.ts';
import { type Clock, systemClock } from '../../service-deps.ts';
import { createRevisionsRepository, type RevisionRow } from './revisions.repository.ts';

/** A record's saved fields by field name (files as media paths): what a revision keeps. */
export type Snapshot = Record<string, unknown>;

/** What a revision is recorded with: the record, who saved it, its fields, which of them are files. */
export type NewRevision = {
  resource: string;
  recordId: number;
  userId: number | null;
  data: Snapshot;
  /** The file fields of `data`: their media paths are the files the revision keeps. */
  files: readonly string[];
  /** The rich-text fields of `data`: the images inside them are kept too (decision 039). */
  richText?: readonly string[];
  /** When it was saved; now by default (a baseline takes the record's own updated_at). */
  at?: string;
  /**
   * The language whose texts `data` is (decision 092); absent or null, the record's own columns:
   * the default language's text and what every language shares.
   */
  locale?: string | null;
};

export type RevisionsServiceDeps = { db: Db; clock?: Clock; keep: number };

/** REVISIONS_KEEP's default (env.ts): what a service made without the configuration keeps. */
export const DEFAULT_REVISIONS_KEEP = 50;

/** The fields whose values differ between two snapshots, in the order of `after`. */
function changedFields(before: Snapshot | undefined, after: Snapshot): string[] {
  if (!before) return [];
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
}

/** The media paths a snapshot holds: its file fields' and the images inside its rich-text fields. */
function snapshotPaths(data: Snapshot, files: readonly string[], richText: readonly string[] = []): string[] {
  return [
    ...files.map((f) => data[f]).filter((v): v is string => typeof v === 'string' && v.startsWith('/media/')),
    ...richText.flatMap((f) => mediaPathsIn(data[f])),
  ];
}

/**
 * Revisions (decision 033): recorded inside the transaction of the write they keep, pruned to
 * the newest `keep` per record in the same transaction; read for the History panel.
 */
export function createRevisionsService({ db, clock = systemClock, keep }: RevisionsServiceDeps) {
  const repo = createRevisionsRepository(db);

  function entry(row: RevisionRow, oldestId: number | undefined): RevisionEntry {
    const changed = JSON.parse(row.changed) as string[];
    return {
      id: row.id,
      created_at: row.created_at,
      author: row.user_id !== null && row.author_name ? { id: row.user_id, name: row.author_name } : null,
      changed,
      summary: revisionSummary(changed, row.id === oldestId),
      locale: row.locale,
    };
  }

  return {
    /**
     * Records a revision through `trx` (the write's own transaction) and prunes the record's
     * older ones; answers the media paths of the pruned revisions, for the caller to remove
     * once the transaction is committed (the media service keeps those still in use).
     */
    async record(trx: Db, revision: NewRevision): Promise<string[]> {
      const tx = createRevisionsRepository(trx);
      const locale = revision.locale ?? null;
      // Compared with the last revision of the same texts: a language's first changed every text it has.
      const newest = await tx.newest(revision.resource, revision.recordId, locale);
      const before = newest ? (JSON.parse(newest.data) as Snapshot) : locale === null ? undefined : {};
      await tx.insert(
        {
          resource: revision.resource,
          record_id: revision.recordId,
          created_at: revision.at ?? clock.now().toISOString(),
          user_id: revision.userId,
          data: JSON.stringify(revision.data),
          changed: JSON.stringify(changedFields(before, revision.data)),
          locale,
        },
        snapshotPaths(revision.data, revision.files, revision.richText),
      );
      return tx.prune(revision.resource, revision.recordId, keep);
    },

    /**
     * Forgets the revisions of records deleted forever (through `trx`, the deletion's own
     * transaction); answers the media paths they held, for the caller to remove once committed.
     */
    forget(trx: Db, resource: string, recordIds: number[]): Promise<string[]> {
      return createRevisionsRepository(trx).removeAll(resource, recordIds);
    },

    /** Whether a record has any revision yet (through `trx`). */
    async has(trx: Db, resource: string, recordId: number): Promise<boolean> {
      return (await createRevisionsRepository(trx).newest(resource, recordId)) !== undefined;
    },

    /** With `locale`, only the revisions of that language's texts (null: of the record's own columns). */
    async list(resource: string, recordId: number, page: { limit: number; skip: number }, locale?: string | null) {
      const [rows, total, oldestId] = await Promise.all([
        repo.list(resource, recordId, page, locale),
        repo.count(resource, recordId, locale),
        repo.oldestId(resource, recordId),
      ]);
      return { items: rows.map((row) => entry(row, oldestId)), total };
    },

    /** One revision of the record, or 404. */
    async get(resource: string, recordId: number, revisionId: number) {
      const row = await repo.get(resource, recordId, revisionId);
      if (!row) throw new NotFoundError(RevisionMessages.notFound);
      return { ...entry(row, await repo.oldestId(resource, recordId)), data: JSON.parse(row.data) as Snapshot };
    },

    /** Which of `paths` a revision still points at (the media service keeps those files). */
    referenced: (paths: string[]) => repo.referenced(paths),
  };
}

export type RevisionsService = ReturnType<typeof createRevisionsService>;
