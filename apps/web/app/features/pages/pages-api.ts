import {
  countPages,
  deleteFold,
  listPages,
  pageRevision,
  pageRevisions,
  pageTextsIn,
  reorderFolds,
  restorePageRevision,
  savePage,
  savePageTexts,
} from '@atrium/contract/endpoints/pages';
import type { SitePage } from '@atrium/contract/enums';
import { LearnKeys } from '@atrium/contract/learn';
import {
  LearnTypeOfPage,
  type Fold,
  type FoldBody,
  type LearnPageType,
  type Page,
  type PageMetaBody,
  type PageTextsBody,
  type PageType,
} from '@atrium/contract/pages';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { historySource } from '~/admin-kit/history-source';
import { call } from '~/lib/api-client';

/**
 * The pages screen's calls (requirements 3 §7): the default pages with their folds, a learn type's item
 * pages a page at a time, the counts, the meta save, and the fold add, edit, delete and reorder.
 * Query keys follow the kit's `[key, op, params]`, so `['pages']` reaches everything cached here.
 */
const KEY = 'pages';

const pagesKeys = {
  all: [KEY] as const,
  lists: [KEY, 'list'] as const,
  defaults: [KEY, 'list', { pageType: 'default' }] as const,
  learn: (params: LearnPagesParams) => [KEY, 'list', params] as const,
  count: (pageType?: LearnPageType) => [KEY, 'count', { pageType }] as const,
};

export type LearnPagesParams = { pageType: LearnPageType; limit: number; skip: number };

const pagesRequests = {
  defaults: async (signal?: AbortSignal) =>
    (await call(listPages, { query: { pageType: 'default' } }, { signal })).data,
  learn: async (params: LearnPagesParams, signal?: AbortSignal) =>
    (await call(listPages, { query: params }, { signal })).data,
  /** Every page (no type), or one learn type's. */
  count: async (pageType: LearnPageType | undefined, signal?: AbortSignal) =>
    (await call(countPages, { query: { pageType } }, { signal })).data.count,
  /** PATCH /pages/{originalCustomUrl}/: the meta, and for a learn item possibly a new slug. */
  saveMeta: ({ original, body, version }: { original: string; body: PageMetaBody } & Versioned) =>
    call(savePage, { params: { customUrl: original }, body }, { ifMatch: version }),
  /** PATCH /pages/{customUrl}/ with a fold: id 0 adds it (with the page's customUrl), else edits it. */
  saveFold: ({ page, fold, version }: { page: SitePage; fold: FoldBody['fold'] } & Versioned) =>
    call(
      savePage,
      { params: { customUrl: page }, body: fold.id === 0 ? { fold, customUrl: page } : { fold } },
      { ifMatch: version },
    ),
  deleteFold: ({ page, id, version }: { page: SitePage; id: number } & Versioned) =>
    call(deleteFold, { params: { customUrl: page }, body: { id } }, { ifMatch: version }),
  reorder: ({
    pageId,
    items,
    version,
  }: { pageId: number; items: Array<{ id: number; position: number }> } & Versioned) =>
    call(reorderFolds, { body: { items, pageId } }, { ifMatch: version }),
};

/**
 * Every save is made against the page's version the editor saw (If-Match, decision 088): a page
 * saved by someone else since answers 412 and changes nothing.
 */
type Versioned = { version: string };

export const defaultPagesOptions = () =>
  queryOptions({ queryKey: pagesKeys.defaults, queryFn: ({ signal }) => pagesRequests.defaults(signal) });

export const learnPagesOptions = (params: LearnPagesParams) =>
  queryOptions({
    queryKey: pagesKeys.learn(params),
    queryFn: ({ signal }) => pagesRequests.learn(params, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const pagesCountOptions = (pageType?: LearnPageType) =>
  queryOptions({
    queryKey: pagesKeys.count(pageType),
    queryFn: ({ signal }) => pagesRequests.count(pageType, signal),
    placeholderData: keepPreviousData,
  });

/** A learn item's slug lives on the item too: its own screen's lists are read afresh. */
function invalidateAfterMeta(client: QueryClient, pageType: PageType) {
  void client.invalidateQueries({ queryKey: pagesKeys.all });
  if (pageType !== 'default') void client.invalidateQueries({ queryKey: [LearnKeys[LearnTypeOfPage[pageType]]] });
}

export function useSaveMeta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pagesRequests.saveMeta,
    onSuccess: (_answer, { body }) => invalidateAfterMeta(client, body.pageType),
  });
}

/**
 * Decisions 096, 101: a page's meta texts in a language other than the default (a default page's
 * or a learn item's, a draft's too), `untranslated` naming those it has none of, afresh at each opening.
 */
export function usePageTextsIn(customUrl: string, locale: string) {
  return useQuery({
    queryKey: [KEY, 'texts', customUrl, locale] as const,
    queryFn: async ({ signal }) =>
      (await call(pageTextsIn, { params: { customUrl }, query: { locale } }, { signal })).data,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Saves them, against the page's version the editor saw (decision 088); the list is read again. */
export function useSavePageTexts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      customUrl,
      locale,
      body,
      version,
    }: { customUrl: string; locale: string; body: PageTextsBody } & Versioned) =>
      call(savePageTexts, { params: { customUrl }, query: { locale }, body }, { ifMatch: version }),
    onSuccess: (answer) => {
      if (answer.data.pageType === 'default') setPage(client, answer.data);
      void client.invalidateQueries({ queryKey: pagesKeys.all });
    },
  });
}

/** The default pages as cached, with one page's folds replaced. */
function setFolds(client: QueryClient, page: SitePage, update: (folds: Fold[]) => Fold[]) {
  client.setQueryData<Page[]>(pagesKeys.defaults, (pages) =>
    pages?.map((p) => (p.customUrl === page ? { ...p, folds: update(p.folds) } : p)),
  );
}

/** The default pages as cached, with one page as a write answered it (its new version with it). */
function setPage(client: QueryClient, saved: Page) {
  client.setQueryData<Page[]>(pagesKeys.defaults, (pages) => pages?.map((p) => (p.id === saved.id ? saved : p)));
}

/**
 * The fold calls. Each shows its outcome in the list at once (a new fold as an unsaved row with
 * id 0 until the server has it; a new order) and then reads the default pages back, so a
 * failure puts back what the server holds (requirements 3 §4: "on failure the pages are refetched").
 * A success puts the page the server answered in the list first: the next section write, made
 * before the read back ends, goes against the version just made (decision 088).
 */
export function useFoldWrites() {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: pagesKeys.defaults });
  const hold = () => client.cancelQueries({ queryKey: pagesKeys.defaults });
  const answered = (answer: { data: Page }) => setPage(client, answer.data);

  const save = useMutation({
    mutationFn: pagesRequests.saveFold,
    onMutate: async ({ page, fold }) => {
      if (fold.id !== 0) return;
      await hold();
      setFolds(client, page, (folds) => [
        ...folds,
        { id: 0, name: fold.name, status: fold.status ?? 0, position: folds.length + 1 },
      ]);
    },
    onSuccess: answered,
    onSettled: settle,
  });
  const remove = useMutation({ mutationFn: pagesRequests.deleteFold, onSuccess: answered, onSettled: settle });
  const reorder = useMutation({
    mutationFn: (input: { page: SitePage; pageId: number; folds: Fold[] } & Versioned) =>
      pagesRequests.reorder({
        pageId: input.pageId,
        items: input.folds.map(({ id, position }) => ({ id, position })),
        version: input.version,
      }),
    onMutate: async ({ page, folds }) => {
      await hold();
      setFolds(client, page, () => folds);
    },
    onSuccess: answered,
    onSettled: settle,
  });
  return { save, remove, reorder };
}

/**
 * A page's History panel source (decision 033): its revisions by its address, each saying its
 * language, the panel opening on `locale`'s, the language the page's form is in (decision 101).
 */
export const pageHistory = (page: Pick<Page, 'customUrl'>, locale?: string) =>
  historySource(
    KEY,
    { revisions: pageRevisions, revision: pageRevision, restoreRevision: restorePageRevision },
    { customUrl: page.customUrl },
    { localized: true, locale },
  );
