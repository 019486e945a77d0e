import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '~/lib/api-client';
import { resourceHistory } from './history-source';
import { type AnyWriteBody, type KitEndpoints, localeCalls, recordInHook, type WriteBody } from './resource-api';

/**
 * The client side of a screen's single record (the main FAQ, the main mission-vision-goal):
 * the first record of its list (requirements 1 §7, requirements 2 §7), created with POST while there is none
 * and updated with PATCH after. Query keys follow the list kit's `[key, op, params]`.
 */
export function createSingleRecordApi<T extends { id: number }, const E extends SingleEndpoints<T>>(
  endpoints: E & SingleEndpoints<T>,
): SingleRecordApi<T, WriteBody<E>> {
  return singleRecordApi<T, WriteBody<E>>(endpoints);
}

type SingleEndpoints<T> = Pick<
  KitEndpoints<T>,
  'spec' | 'list' | 'create' | 'update' | 'getById' | 'revisions' | 'revision' | 'restoreRevision'
>;

/** The calls and hooks of `createSingleRecordApi`, whose saves send W, the endpoints' `WriteBody`. */
function singleRecordApi<T extends { id: number }, W extends AnyWriteBody>(endpoints: SingleEndpoints<T>) {
  const { key } = endpoints.spec;
  const keys = { all: [key] as const, first: [key, 'first', {}] as const };
  const inLocale = localeCalls<T>(endpoints);

  const requests = {
    /** The record, or null when none exists yet. */
    first: async (signal?: AbortSignal): Promise<T | null> =>
      (await call(endpoints.list, {}, { signal })).data[0] ?? null,
    /**
     * Creates the record when `id` is null, else updates it against `version` (If-Match, decision
     * 083); with `locale`, its texts in that language (decision 092).
     */
    save: ({ id, body, version, locale }: { id: number | null; body: W; version?: string; locale?: string }) =>
      id === null
        ? call(endpoints.create, { body })
        : locale && inLocale
          ? inLocale.updateIn(id, locale, body, { ifMatch: version })
          : call(endpoints.update, { params: { id }, body }, { ifMatch: version }),
  };

  const firstOptions = () => queryOptions({ queryKey: keys.first, queryFn: ({ signal }) => requests.first(signal) });

  return {
    key,
    keys,
    requests,
    firstOptions,
    /** The record's History panel source, when the resource keeps revisions (decision 033). */
    history: (id: number, locale?: string) => resourceHistory(endpoints, id, locale),
    /** The fields written per language; none where the resource has none (decision 092). */
    localized: inLocale?.localized ?? [],
    useRecordIn: recordInHook<T>(key, inLocale),
    useFirst: () => useQuery(firstOptions()),
    /**
     * The saved record becomes the loaded one at once: the next save updates it, never creates
     * twice. A save in another language answers that language's texts: the record is read again.
     */
    useSave: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: requests.save,
        onSuccess: (answer, { locale }) =>
          locale ? client.invalidateQueries({ queryKey: keys.all }) : client.setQueryData(keys.first, answer.data),
      });
    },
  };
}

/** A single record's client side: T the record, W the body its saves send. */
export type SingleRecordApi<T extends { id: number }, W extends AnyWriteBody> = ReturnType<
  typeof singleRecordApi<T, W>
>;
