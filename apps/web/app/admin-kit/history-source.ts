import type { RevisionEndpoints } from '@atrium/contract/revisions';
import { call } from '~/lib/api-client';
import type { HistorySource } from './history-panel';

/** A resource's (or the pages') revision calls, as packages/contract declares them (decision 033). */
export type RevisionCalls = Pick<RevisionEndpoints, 'revisions' | 'revision' | 'restoreRevision'>;

/**
 * The History panel's source for one record: its revision calls with the record's params
 * (`{ id }`, or a page's `{ customUrl }`), cached under the resource's key. `language`: the
 * record has per-language texts, and the panel opens on this language's revisions (decision 092).
 */
export function historySource(
  key: string,
  calls: RevisionCalls,
  params: Record<string, string | number>,
  language?: { localized: boolean; locale?: string },
): HistorySource {
  return {
    queryKey: [key, 'history', params],
    localized: language?.localized ?? false,
    locale: language?.locale,
    list: async (page, signal, locale) =>
      (
        await call(
          calls.revisions,
          { params, query: locale && language?.localized ? { ...page, locale } : page },
          { signal },
        )
      ).data,
    get: async (revisionId, signal) =>
      (await call(calls.revision, { params: { ...params, revisionId } }, { signal })).data,
    restore: async (revisionId) => (await call(calls.restoreRevision, { params: { ...params, revisionId } })).message,
  };
}

/**
 * The record's history source when its resource keeps revisions (`revisions: true` in its spec);
 * `locale`, the language its form is in, where it has per-language fields.
 */
export function resourceHistory(
  endpoints: {
    spec: { key: string; revisions?: boolean; declared?: Record<string, { localized: boolean }> };
  } & Partial<RevisionCalls>,
  id: number,
  locale?: string,
): HistorySource | undefined {
  const { revisions, revision, restoreRevision } = endpoints;
  if (!endpoints.spec.revisions || !revisions || !revision || !restoreRevision) return undefined;
  const localized = Object.values(endpoints.spec.declared ?? {}).some((field) => field.localized);
  return historySource(endpoints.spec.key, { revisions, revision, restoreRevision }, { id }, { localized, locale });
}
