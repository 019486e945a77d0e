import type { RevisionEndpoints } from '@atrium/contract/revisions';
import { call } from '~/lib/api-client';
import type { HistorySource } from './history-panel';

/** A resource's (or the pages') revision calls, as packages/contract declares them (decision 033). */
export type RevisionCalls = Pick<RevisionEndpoints, 'revisions' | 'revision' | 'restoreRevision'>;

/**
 * The History panel's source for one record: its revision calls with the record's params
 * (`{ id }`, or a page's `{ customUrl }`), cached under the resource's key.
 */
export function historySource(
  key: string,
  calls: RevisionCalls,
  params: Record<string, string | number>,
): HistorySource {
  return {
    queryKey: [key, 'history', params],
    list: async (page, signal) => (await call(calls.revisions, { params, query: page }, { signal })).data,
    get: async (revisionId, signal) =>
      (await call(calls.revision, { params: { ...params, revisionId } }, { signal })).data,
    restore: async (revisionId) => (await call(calls.restoreRevision, { params: { ...params, revisionId } })).message,
  };
}

/** The record's history source when its resource keeps revisions (`revisions: true` in its spec). */
export function resourceHistory(
  endpoints: { spec: { key: string; revisions?: boolean } } & Partial<RevisionCalls>,
  id: number,
): HistorySource | undefined {
  const { revisions, revision, restoreRevision } = endpoints;
  if (!endpoints.spec.revisions || !revisions || !revision || !restoreRevision) return undefined;
  return historySource(endpoints.spec.key, { revisions, revision, restoreRevision }, { id });
}
