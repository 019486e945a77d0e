import {
  type AuditAction,
  type AuditEntry,
  type AuditFilter,
  auditSummaryLines,
} from '@atrium/contract/endpoints/audit';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import type { Clock, Log } from '../../service-deps.ts';
import { csvLines } from '../csv/csv.ts';
import { type AuditRow, createAuditRepository } from './audit.repository.ts';

/** How often, at most, a write also drops the entries past AUDIT_DAYS. */
const PRUNE_EVERY_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

/** What one entry records; the service adds the time. */
export type AuditRecord = {
  action: AuditAction;
  resource: string;
  recordId?: string | number | null;
  /** Who: the signed-in administrator, or (a failed sign-in) the identifier tried. */
  userId?: number | null;
  actorEmail?: string | null;
  /** What changed in words and the record's title (decision 085), or a bulk action's ids and titles. */
  summary?: Record<string, unknown> | null;
  address?: string | null;
  userAgent?: string | null;
};

export type AuditServiceDeps = {
  db: Db;
  config: Pick<Config, 'auditDays'>;
  clock: Clock;
  log: Log;
};

function toEntry(row: AuditRow): AuditEntry {
  let summary: Record<string, unknown> | null = null;
  if (row.summary) {
    try {
      summary = JSON.parse(row.summary) as Record<string, unknown>;
    } catch {
      summary = null;
    }
  }
  return { ...row, summary };
}

/** The summary as one CSV cell: what changed in words, as the screen says it (decision 085). */
const summaryText = (summary: Record<string, unknown> | null) => auditSummaryLines(summary).join('; ');

const clip = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : null);

/**
 * Decision 031: records entries, reads and exports them, and keeps them AUDIT_DAYS days: a
 * record drops the older entries, at most once an hour. Nothing edits an entry.
 */
export function createAuditService({ db, config, clock, log }: AuditServiceDeps) {
  const repository = createAuditRepository(db);
  let prunedAt = Number.NEGATIVE_INFINITY;

  async function prune(now: Date) {
    if (now.getTime() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now.getTime();
    const cutoff = new Date(now.getTime() - config.auditDays * DAY_MS).toISOString();
    const deleted = await repository.deleteBefore(cutoff);
    if (deleted) log.info({ deleted, cutoff }, 'audit entries past AUDIT_DAYS deleted');
  }

  return {
    /** Records one entry; a failure is logged, never thrown (the change itself has happened). */
    async record(entry: AuditRecord): Promise<void> {
      const now = clock.now();
      try {
        await repository.insert({
          at: now.toISOString(),
          user_id: entry.userId ?? null,
          actor_email: clip(entry.actorEmail, 320),
          action: entry.action,
          resource: entry.resource.slice(0, 100),
          record_id:
            entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId).slice(0, 64),
          summary: entry.summary ? JSON.stringify(entry.summary) : null,
          client_address: clip(entry.address, 64),
          user_agent: clip(entry.userAgent, 300),
        });
        await prune(now);
      } catch (err) {
        log.error({ err, action: entry.action, resource: entry.resource }, 'the audit entry could not be recorded');
      }
    },

    async list(filter: AuditFilter, page: { limit: number; skip: number }) {
      const [rows, total] = await Promise.all([repository.list(filter, page), repository.count(filter)]);
      return { items: rows.map(toEntry), total };
    },

    async facets() {
      const [people, resources] = await Promise.all([repository.people(), repository.resources()]);
      return { people, resources };
    },

    /** The filtered entries as CSV lines (the shared writer: BOM, quoting, formula guard). */
    exportLines(filter: AuditFilter): AsyncGenerator<string> {
      return csvLines(
        [
          'id',
          'at',
          'user_id',
          'actor_email',
          'action',
          'resource',
          'record_id',
          'title',
          'summary',
          'client_address',
          'user_agent',
        ],
        repository.all(filter),
        (row) => {
          const entry = toEntry(row);
          return [
            entry.id,
            entry.at,
            entry.user_id,
            entry.actor_email,
            entry.action,
            entry.resource,
            entry.record_id,
            typeof entry.summary?.title === 'string' ? entry.summary.title : '',
            summaryText(entry.summary),
            entry.client_address,
            entry.user_agent,
          ];
        },
      );
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
