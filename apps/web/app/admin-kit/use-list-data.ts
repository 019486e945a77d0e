import { MAX_PAGE_SIZE } from '@atrium/contract/enums';
import type { ResourceTexts } from '@atrium/contract/messages';
import { useEffect, type Dispatch } from 'react';
import { useQueryErrorToast } from './feedback';
import { filtersOfTab, skipOf, statusOfTab, type ListAction, type ListState } from './list-state';
import type { ListParams, ResourceApi, ResourceRecord } from './resource-api';

/**
 * The page a list shows and the counts its tabs show, for the state it is in; a failed read
 * toasts (spec 1 §8), and the page is kept within the total when the counts change.
 */
export function useListData<T extends ResourceRecord>(
  api: ResourceApi<T>,
  texts: Pick<ResourceTexts, 'listToast' | 'countsToast'>,
  state: ListState,
  dispatch: Dispatch<ListAction>,
  { hasStatus, hasPager }: { hasStatus: boolean; hasPager: boolean },
) {
  const search = state.search || undefined;
  const params: ListParams = {
    status: hasStatus ? statusOfTab(state.tab) : undefined,
    limit: hasPager ? state.pageSize : MAX_PAGE_SIZE,
    skip: hasPager ? skipOf(state) : 0,
    searchedText: search,
    filters: hasStatus ? filtersOfTab(state.tab) : undefined,
  };
  const list = api.useList(params);
  const counts = api.useCounts({ searchedText: search });
  const freshCounts = api.useFreshCounts();
  /** The active tab's count; unknown while the counts of another search are still on screen. */
  const total = counts.data && !counts.isPlaceholderData ? counts.data[state.tab] : undefined;

  useQueryErrorToast(list, texts.listToast);
  useQueryErrorToast(counts, texts.countsToast);

  // Counts changed (a delete, a status change, another administrator): keep the page in range.
  useEffect(() => {
    if (total !== undefined) dispatch({ type: 'clamp', total });
  }, [total, dispatch]);

  return {
    params,
    list,
    counts,
    rows: list.data ?? [],
    total,
    /** The active tab's count read afresh (after a create), else the last known one plus `added`. */
    freshTotal: async (added: number) =>
      (await freshCounts({ searchedText: search }))?.[state.tab] ?? (total ?? 0) + added,
  };
}
