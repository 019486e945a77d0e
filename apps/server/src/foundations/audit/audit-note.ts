import type { AuditAction } from '@atrium/contract/endpoints/audit';
import type { FieldChange } from '@atrium/contract/revisions';
import type { FastifyRequest } from 'fastify';

/**
 * What a write says of itself for its audit entry (decision 085): the action as it happened (never
 * guessed from the body), the record's title as it was, and what changed in words.
 */
export type AuditNote = {
  action?: AuditAction;
  title?: string;
  changes?: FieldChange[];
  /** A bulk action's records: their titles, as many as the entry keeps. */
  titles?: string[];
};

declare module 'fastify' {
  interface FastifyRequest {
    /** What the write told the audit log of itself (decision 085); read once its answer is sent. */
    auditNote?: AuditNote;
  }
}

/** Titles a bulk entry keeps; the ids say the rest. */
export const MAX_TITLES = 50;

/** Tells the audit entry of this request what the write did (the route or service that did it calls this). */
export function noteAudit(request: FastifyRequest, note: AuditNote): void {
  request.auditNote = { ...request.auditNote, ...note };
}
