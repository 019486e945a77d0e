import type { Endpoint, FileKind } from '@atrium/contract/endpoint';
import type { FieldShape } from '@atrium/contract/fields';
import type { TrashInfo } from '@atrium/contract/trash';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { call, type CallOptions, type RequestOptions } from '~/lib/api-client';
import { resourceHistory, type RevisionCalls } from './history-source';

/** What every record of a list screen has. */
export type ResourceRecord = { id: number; status: number; position: number };

/**
 * What a record of a resource with per-language fields says of its languages (decision 081): those
 * it has text in, and, read in another, the fields answered in the default language instead.
 */
export type LocaleState = { locales?: string[]; untranslated?: string[] };

/**
 * A resource's own query filters beyond the standard ones (e.g. categories' `categoryType`),
 * sent as query parameters. They are part of the params, so of every query key.
 */
type ListFilters = Record<string, string | number | undefined>;

/** One page of a list (requirements 1 §7): the status filter, the page and the search that ran. */
export type ListParams = {
  status?: 0 | 1;
  limit: number;
  skip: number;
  searchedText?: string;
  filters?: ListFilters;
};

type CountParams = { searchedText?: string; filters?: ListFilters };

/** The counts the tabs show, fetched together; `scheduled` where the resource has a schedule (decision 034). */
export type Counts = { all: number; published: number; unpublished: number; scheduled?: number };

/**
 * The body of a resource's create and update (decision 074): the update endpoint's body as the
 * contract declares it (`z.input`, every field optional) and its file fields as File values ('' or
 * null clears the stored file). A key the contract does not declare is a type error. The kit
 * sends no other body: the API client sends it as JSON, or as multipart when it holds a File.
 */
export type WriteBody<E extends { update: { body: z.ZodType; files: Readonly<Record<string, FileKind>> } }> = z.input<
  E['update']['body']
> & { -readonly [K in keyof E['update']['files']]?: File | '' | null };

/**
 * What the kit's code for every resource knows of a `WriteBody`: a plain object of wire fields. It
 * is the bound of the kit's W, never a body's own type: each save sends its endpoints' `WriteBody`.
 */
export type AnyWriteBody = Record<string, unknown>;

/** How a save's body goes out: a way to cancel it, and its upload's progress (multipart only). */
export type Transfer = Pick<RequestOptions, 'signal' | 'onUploadProgress'>;

type CreateInput<W extends AnyWriteBody> = { body: W; transfer?: Transfer };
/**
 * `version`: the record's version the form was opened at, sent as If-Match (decision 083);
 * `locale`: the language whose texts the body holds (`?locale=`, decisions 081 and 092).
 */
type UpdateInput<W extends AnyWriteBody> = {
  id: number;
  body: W;
  transfer?: Transfer;
  version?: string;
  locale?: string;
};

type ReorderItem = { id: number; position: number };

/** Where a move sends a row (decision 030): the top, the bottom or place N (from 1) of its tab. */
export type MoveTarget = 'top' | 'bottom' | number;
/** `status` and `searchedText`: the list the places count in, the one on screen. */
export type MoveInput = { id: number; to: MoveTarget; status?: 0 | 1; searchedText?: string };

type ReorderInput = {
  items: ReorderItem[];
  /** The page as it looks after the drag, shown at once and rolled back if the call fails. */
  optimistic?: { params: ListParams; rows: unknown[] };
};

/** A page of the trash (decision 032): the search that ran and the page. */
type TrashParams = { limit: number; skip: number; searchedText?: string };
/** A record in the trash: the record, with when and by whom it was deleted. */
export type TrashEntry<T> = T & TrashInfo;

/** An envelope schema whose data is D. */
type Answers<D> = z.ZodType<{ success: true; message?: string; data: D }>;
/** A save's answer: its notes are what the editor should know beside the success (decision 086). */
type SavedAnswers<D> = z.ZodType<{ success: true; message?: string; data: D; notes?: string[] }>;
type ById = { params: z.ZodType<{ id: number }, { id: unknown }> };
type Writes = { body: z.ZodType<unknown, Record<string, unknown>>; files: Readonly<Record<string, FileKind>> };

/**
 * What the kit needs of a resource's endpoints (packages/contract's resourceEndpoints gives
 * them): T, the record, is inferred from the declaration, never asserted by the caller.
 */
export type KitEndpoints<T> = Partial<RevisionCalls> & {
  /**
   * `revisions`: every save keeps a revision, and the edit form has a History panel (decision 033);
   * `declared`: the fields, whose `localized` ones are written per language (decision 092).
   */
  spec: { key: string; revisions?: boolean; declared?: FieldShape };
  /** One record, in a language where the resource has per-language fields (decision 092). */
  getById?: Endpoint & ById & { responses: { 200: Answers<T> } };
  list: Endpoint & { query: z.ZodType; responses: { 200: Answers<T[]> } };
  count: Endpoint & { query: z.ZodType; responses: { 200: Answers<{ count: number }> } };
  create: Endpoint & Writes & { responses: { 201: SavedAnswers<T> } };
  update: Endpoint & ById & Writes & { responses: { 200: SavedAnswers<T> } };
  remove: Endpoint & ById & { responses: { 200: Answers<{ id: number }> } };
  bulkRemove: Endpoint & {
    body: z.ZodType<unknown, { ids: number[] }>;
    responses: { 200: Answers<{ deleted: number }> };
  };
  reorder: Endpoint & {
    body: z.ZodType<unknown, { items: ReorderItem[] }>;
    responses: { 200: Answers<{ updated: number }> };
  };
  move: Endpoint &
    ById & {
      body: z.ZodType<unknown, Omit<MoveInput, 'id'>>;
      responses: { 200: Answers<{ id: number; position: number; place: number }> };
    };
  /** Which operations the server serves (the trash: where delete moves records there, decision 032). */
  enabled?: (operation: 'trash') => boolean;
  trash?: Endpoint & { query: z.ZodType; responses: { 200: Answers<Array<TrashEntry<T>>> } };
  trashCount?: Endpoint & { query: z.ZodType; responses: { 200: Answers<{ count: number; days: number }> } };
  restore?: Endpoint & ById & { responses: { 200: Answers<T> } };
  bulkRestore?: Endpoint & {
    body: z.ZodType<unknown, { ids: number[] }>;
    responses: { 200: Answers<{ restored: number }> };
  };
  permanent?: Endpoint & ById & { responses: { 200: Answers<{ id: number }> } };
  bulkPermanent?: Endpoint & {
    body: z.ZodType<unknown, { ids: number[] }>;
    responses: { 200: Answers<{ deleted: number }> };
  };
};

/**
 * The client side of one resource's standard calls (requirements 1 §7), with TanStack Query options
 * and hooks. Every query key is `[key, op, params]`, so `[key]` reaches everything the
 * resource has cached; each mutation invalidates what it changes.
 */
export function createResourceApi<T extends ResourceRecord, const E extends KitEndpoints<T>>(
  endpoints: E & KitEndpoints<T>,
  options: ResourceApiOptions = {},
): ResourceApi<T, WriteBody<E>> {
  return resourceApi<T, WriteBody<E>>(endpoints, options);
}

type ResourceApiOptions = {
  sortBy?: string;
  /** The resource has publish_at (decision 034): its lists get a Scheduled tab and count. */
  scheduled?: boolean;
};

/** A field written per language (decision 081): its wire name and its descriptor. */
export type LocalizedField = { wire: string; field: FieldShape[string] };

/** The fields of a declaration written per language, in its order (decision 092). */
export function localizedFields(declared: FieldShape | undefined): LocalizedField[] {
  return Object.entries(declared ?? {})
    .filter(([, field]) => field.localized)
    .map(([wire, field]) => ({ wire, field }));
}

/** `?locale=`, which the contract gives the reads and writes of a resource with per-language fields. */
type LocaleQuery = { query: z.ZodType<unknown, { locale?: string }> };

/**
 * A resource's calls in another language (decision 092): one record read in it, and a save of its
 * texts there; undefined where the resource has no per-language field (the contract then takes no
 * `?locale=`). The list kit's and the single-record card's translation forms use these.
 */
export function localeCalls<T>(endpoints: Pick<KitEndpoints<T>, 'spec' | 'getById' | 'update'>) {
  const localized = localizedFields(endpoints.spec.declared);
  if (!localized.length || !endpoints.getById) return undefined;
  // The contract declares `?locale=` on these exactly where a field is per language (decision 081).
  const getById = endpoints.getById as NonNullable<KitEndpoints<T>['getById']> & LocaleQuery;
  const update = endpoints.update as KitEndpoints<T>['update'] & LocaleQuery;
  return {
    localized,
    /** One record read in `locale`: its texts there, `untranslated` naming those it lacks (decision 081). */
    getIn: async (id: number, locale: string, signal?: AbortSignal): Promise<T & LocaleState> =>
      (await call(getById, { params: { id }, query: { locale } }, { signal })).data as T & LocaleState,
    updateIn: (id: number, locale: string, body: AnyWriteBody, options: CallOptions) =>
      call(update, { params: { id }, query: { locale }, body }, options),
  };
}

/** What a translation form needs of its resource's client side (decision 092). */
export type Translatable<T> = {
  localized: LocalizedField[];
  /** The record read in `locale`, afresh at each opening: the form's version (If-Match) is taken from it. */
  useRecordIn: (id: number, locale: string | undefined) => UseQueryResult<T & LocaleState>;
};

/** The hook of `Translatable`, under the resource's key (its saves invalidate it). */
export function recordInHook<T>(key: string, calls: ReturnType<typeof localeCalls<T>>) {
  return function useRecordIn(id: number, locale: string | undefined) {
    return useQuery({
      queryKey: [key, 'get', id, locale] as const,
      queryFn: ({ signal }) => calls!.getIn(id, locale!, signal),
      enabled: locale !== undefined && calls !== undefined,
      // Never a copy kept from an earlier opening.
      staleTime: 0,
      gcTime: 0,
    });
  };
}

/** The calls and hooks of `createResourceApi`, whose saves send W, the endpoints' `WriteBody`. */
function resourceApi<T extends ResourceRecord, W extends AnyWriteBody>(
  endpoints: KitEndpoints<T>,
  options: ResourceApiOptions,
) {
  const { key } = endpoints.spec;
  const sortBy = options.sortBy ?? 'position';
  const inLocale = localeCalls<T>(endpoints);
  const noLocale = () => {
    throw new Error(`${key} has no per-language fields.`);
  };

  const keys = {
    all: [key] as const,
    lists: [key, 'list'] as const,
    list: (params: ListParams) => [key, 'list', params] as const,
    counts: [key, 'count'] as const,
    count: (params: CountParams) => [key, 'count', params] as const,
    trash: (params: TrashParams) => [key, 'trash', params] as const,
    trashCount: (params: CountParams) => [key, 'trash-count', params] as const,
  };

  /** The trash's endpoints, when the resource has one (decision 032). */
  const trash =
    endpoints.enabled?.('trash') &&
    endpoints.trash &&
    endpoints.trashCount &&
    endpoints.restore &&
    endpoints.bulkRestore &&
    endpoints.permanent &&
    endpoints.bulkPermanent
      ? {
          list: endpoints.trash,
          count: endpoints.trashCount,
          restore: endpoints.restore,
          bulkRestore: endpoints.bulkRestore,
          permanent: endpoints.permanent,
          bulkPermanent: endpoints.bulkPermanent,
        }
      : undefined;
  const noTrash = () => {
    throw new Error(`${key} has no trash.`);
  };

  const requests = {
    list: async ({ filters, ...params }: ListParams, signal?: AbortSignal): Promise<T[]> =>
      // A filter never overrides the kit's own parameters.
      (await call(endpoints.list, { query: { ...filters, ...params, sort_by: sortBy } }, { signal })).data,

    /** One count: of a status, or of every record not deleted. */
    count: async ({ filters, ...params }: CountParams & { status?: 0 | 1 }, signal?: AbortSignal): Promise<number> =>
      (await call(endpoints.count, { query: { ...filters, ...params } }, { signal })).data.count,

    /** All, published and unpublished (and scheduled), issued together (requirements 1 §7). */
    counts: async (params: CountParams, signal?: AbortSignal): Promise<Counts> => {
      const [all, published, unpublished, scheduled] = await Promise.all([
        requests.count(params, signal),
        requests.count({ ...params, status: 1 }, signal),
        requests.count({ ...params, status: 0 }, signal),
        options.scheduled
          ? requests.count({ ...params, filters: { ...params.filters, scheduled: 'true' } }, signal)
          : undefined,
      ]);
      return { all, published, unpublished, ...(scheduled === undefined ? {} : { scheduled }) };
    },

    create: ({ body, transfer }: CreateInput<W>) => call(endpoints.create, { body }, transfer),
    update: ({ id, body, transfer, version, locale }: UpdateInput<W>) =>
      locale
        ? inLocale
          ? inLocale.updateIn(id, locale, body, { ...transfer, ifMatch: version })
          : noLocale()
        : call(endpoints.update, { params: { id }, body }, { ...transfer, ifMatch: version }),
    /** One record read in `locale` (decision 092). */
    getIn: (id: number, locale: string, signal?: AbortSignal) =>
      inLocale ? inLocale.getIn(id, locale, signal) : noLocale(),
    /** Publish or unpublish: a JSON body of only {status} (requirements 1 §7). */
    setStatus: ({ id, status }: { id: number; status: 0 | 1 }) =>
      call(endpoints.update, { params: { id }, body: { status } }),
    remove: (id: number) => call(endpoints.remove, { params: { id } }),
    bulkRemove: (ids: number[]) => call(endpoints.bulkRemove, { body: { ids } }),
    reorder: (items: ReorderItem[]) => call(endpoints.reorder, { body: { items } }),
    move: ({ id, ...body }: MoveInput) => call(endpoints.move, { params: { id }, body }),
    trash: async (params: TrashParams, signal?: AbortSignal): Promise<Array<TrashEntry<T>>> =>
      trash ? (await call(trash.list, { query: params }, { signal })).data : noTrash(),
    trashCount: async (params: CountParams, signal?: AbortSignal) =>
      trash ? (await call(trash.count, { query: params }, { signal })).data : noTrash(),
    restore: (id: number) => (trash ? call(trash.restore, { params: { id } }) : noTrash()),
    bulkRestore: (ids: number[]) => (trash ? call(trash.bulkRestore, { body: { ids } }) : noTrash()),
    permanent: (id: number) => (trash ? call(trash.permanent, { params: { id } }) : noTrash()),
    bulkPermanent: (ids: number[]) => (trash ? call(trash.bulkPermanent, { body: { ids } }) : noTrash()),
  };

  const listOptions = (params: ListParams) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal }) => requests.list(params, signal),
      // The previous page stays on screen while the next one loads: no flash of emptiness.
      placeholderData: keepPreviousData,
    });

  const countsOptions = (params: CountParams) =>
    queryOptions({
      queryKey: keys.count(params),
      queryFn: ({ signal }) => requests.counts(params, signal),
      placeholderData: keepPreviousData,
    });

  /** One count of every record not deleted, for screens without status tabs. */
  const totalOptions = (params: CountParams) =>
    queryOptions({
      queryKey: [...keys.count(params), 'total'] as const,
      queryFn: ({ signal }) => requests.count(params, signal),
      placeholderData: keepPreviousData,
    });

  /** Invalidates lists and counts: any change of a record can move it between tabs and pages. */
  const useInvalidateAll = () => {
    const client = useQueryClient();
    return () => client.invalidateQueries({ queryKey: keys.all });
  };

  return {
    key,
    keys,
    hasSchedule: options.scheduled === true,
    requests,
    /** The fields written per language; none where the resource has none (decision 092). */
    localized: inLocale?.localized ?? [],
    /**
     * The record's History panel source, when the resource keeps revisions (decision 033); with
     * `locale`, its revisions in that language's texts first (decision 092).
     */
    history: (id: number, locale?: string) => resourceHistory(endpoints, id, locale),
    /** One record in a language, read for its translation form (decision 092). */
    useRecordIn: recordInHook<T>(key, inLocale),
    /** Whether the list has a Trash tab: delete moves records there (decision 032). */
    hasTrash: trash !== undefined,
    listOptions,
    countsOptions,
    totalOptions,
    /**
     * Counts read afresh after a save (a create jumps to the new last page); undefined when
     * that fails, which the counts' own error state already tells.
     */
    useFreshCounts: () => {
      const client = useQueryClient();
      return (params: CountParams) => client.fetchQuery(countsOptions(params)).catch(() => undefined);
    },
    useFreshTotal: () => {
      const client = useQueryClient();
      return (params: CountParams) => client.fetchQuery(totalOptions(params)).catch(() => undefined);
    },
    useList: (params: ListParams, opts: { enabled?: boolean } = {}) => useQuery({ ...listOptions(params), ...opts }),
    useCounts: (params: CountParams, opts: { enabled?: boolean } = {}) =>
      useQuery({ ...countsOptions(params), ...opts }),
    useCreate: () => {
      const invalidate = useInvalidateAll();
      return useMutation({ mutationFn: requests.create, onSuccess: () => invalidate() });
    },
    useUpdate: () => {
      const invalidate = useInvalidateAll();
      return useMutation({ mutationFn: requests.update, onSuccess: () => invalidate() });
    },
    useSetStatus: () => {
      const invalidate = useInvalidateAll();
      return useMutation({ mutationFn: requests.setStatus, onSuccess: () => invalidate() });
    },
    useRemove: () => {
      const invalidate = useInvalidateAll();
      return useMutation({ mutationFn: requests.remove, onSuccess: () => invalidate() });
    },
    useBulkRemove: () => {
      const invalidate = useInvalidateAll();
      return useMutation({ mutationFn: requests.bulkRemove, onSuccess: () => invalidate() });
    },
    /** One row to the top, the bottom or place N of its tab; the answer says its place. */
    useMove: () => {
      const invalidate = useInvalidateAll();
      return useMutation({ mutationFn: requests.move, onSettled: () => invalidate() });
    },
    useTrash: (params: TrashParams, opts: { enabled?: boolean } = {}) =>
      useQuery({
        queryKey: keys.trash(params),
        queryFn: ({ signal }) => requests.trash(params, signal),
        placeholderData: keepPreviousData,
        enabled: trash !== undefined && opts.enabled !== false,
      }),
    useTrashCount: (params: CountParams) =>
      useQuery({
        queryKey: keys.trashCount(params),
        queryFn: ({ signal }) => requests.trashCount(params, signal),
        placeholderData: keepPreviousData,
        enabled: trash !== undefined,
      }),
    /** Restore and delete forever, one record or several: the lists, counts and trash are read again. */
    useTrashWrites: () => {
      const invalidate = useInvalidateAll();
      const onSuccess = () => invalidate();
      return {
        restore: useMutation({ mutationFn: requests.restore, onSuccess }),
        bulkRestore: useMutation({ mutationFn: requests.bulkRestore, onSuccess }),
        permanent: useMutation({ mutationFn: requests.permanent, onSuccess }),
        bulkPermanent: useMutation({ mutationFn: requests.bulkPermanent, onSuccess }),
      };
    },
    /** Shows the new order at once; whatever happens, the page is then read back from the server. */
    useReorder: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: ({ items }: ReorderInput) => requests.reorder(items),
        onMutate: async ({ optimistic }: ReorderInput) => {
          if (!optimistic) return;
          const queryKey = keys.list(optimistic.params);
          await client.cancelQueries({ queryKey });
          client.setQueryData(queryKey, optimistic.rows as T[]);
        },
        onSettled: () => client.invalidateQueries({ queryKey: keys.lists }),
      });
    },
  };
}

/** A resource's client side: T its record, W the body its create and update send. */
export type ResourceApi<T extends ResourceRecord, W extends AnyWriteBody> = ReturnType<typeof resourceApi<T, W>>;
