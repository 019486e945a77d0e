import { MAX_PAGE_SIZE } from '@atrium/contract/enums';
import type { ResourceTexts } from '@atrium/contract/messages';
import { useEffect, type Dispatch } from 'react';
import { useQueryErrorToast } from './feedback';
import { filtersOfTab, skipOf, statusOfTab, type ListAction, type ListState } from './list-state';
import type { AnyWriteBody, Counts, ListParams, ResourceApi, ResourceRecord } from './resource-api';

/**
 * The page a list shows and the counts its tabs show, for the state it is in; a failed read
 * toasts (requirements 1 §8), and the page is kept within the total when the counts change.
 */
export function useListData<T extends ResourceRecord, W extends AnyWriteBody>(
  api: ResourceApi<T, W>,
  texts: Pick<ResourceTexts, 'listToast' | 'countsToast'>,
  state: ListState,
  dispatch: Dispatch<ListAction>,
  {
    hasStatus,
    hasPager,
    filters,
    narrow,
  }: {
    hasStatus: boolean;
    hasPager: boolean;
    filters?: Record<string, string> | undefined;
    /** What every read of the list and its counts takes besides: "missing in French" (decision 092). */
    narrow?: Record<string, string> | undefined;
  },
) {
  const search = state.search || undefined;
  const narrowed = (own: Record<string, string | number | undefined> | undefined) =>
    narrow ? { ...own, ...narrow } : own;
  const params: ListParams = {
    status: hasStatus ? statusOfTab(state.tab) : undefined,
    limit: hasPager ? state.pageSize : MAX_PAGE_SIZE,
    skip: hasPager ? skipOf(state) : 0,
    searchedText: search,
    filters: narrowed(hasStatus ? filtersOfTab(state.tab) : filters),
  };
  // The Trash tab shows the trash (trash-panel.tsx), not the list (decision 032).
  const onTrash = state.tab === 'trash';
  const list = api.useList(params, { enabled: !onTrash });
  // A list filter (a list without status tabs) narrows the count the pager reads too.
  const counts = api.useCounts({ searchedText: search, filters: narrowed(hasStatus ? undefined : filters) });
  const trashCount = api.useTrashCount({ searchedText: search });
  const freshCounts = api.useFreshCounts();
  /** The active tab's count; unknown while the counts of another search are still on screen. */
  const total = onTrash
    ? trashCount.data && !trashCount.isPlaceholderData
      ? trashCount.data.count
      : undefined
    : counts.data && !counts.isPlaceholderData
      ? counts.data[state.tab as keyof Counts]
      : undefined;
  /** What the tabs show: the status counts, and the trash's where there is one. */
  const tabCounts = counts.data && { ...counts.data, ...(trashCount.data ? { trash: trashCount.data.count } : {}) };

  useQueryErrorToast(list, texts.listToast);
  useQueryErrorToast([counts, trashCount], texts.countsToast);

  // Counts changed (a delete, a status change, another administrator): keep the page in range.
  useEffect(() => {
    if (total !== undefined) dispatch({ type: 'clamp', total });
  }, [total, dispatch]);

  return {
    params,
    list,
    counts,
    tabCounts,
    /** How long records stay in the trash (TRASH_DAYS), once the trash's count has said. */
    trashDays: trashCount.data?.days,
    rows: list.data ?? [],
    total,
    /** The active tab's count read afresh (after a create), else the last known one plus `added`. */
    freshTotal: async (added: number) =>
      (onTrash
        ? undefined
        : (await freshCounts({ searchedText: search, filters: narrowed(undefined) }))?.[state.tab as keyof Counts]) ??
      (total ?? 0) + added,
  };
}
