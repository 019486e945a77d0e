import type { Dispatch } from 'react';
import type { ListAction, ListState } from './list-state';

/** The rows selected for a bulk delete, as the page's checkboxes show them. */
export function useSelection(state: ListState, rows: Array<{ id: number }>, dispatch: Dispatch<ListAction>) {
  const pageIds = rows.map((row) => row.id);
  const onPage = state.selected.filter((id) => pageIds.includes(id)).length;
  const all = pageIds.length > 0 && onPage === pageIds.length;
  return {
    count: state.selected.length,
    /** Every row of the page is selected. */
    all,
    /** Some rows of the page are, not all: the 'Select all' box shows a dash. */
    some: onPage > 0 && !all,
    has: (id: number) => state.selected.includes(id),
    toggle: (id: number) => dispatch({ type: 'toggleSelect', id }),
    toggleAll: () => dispatch({ type: 'toggleSelectAll', ids: pageIds }),
    clear: () => dispatch({ type: 'clearSelection' }),
  };
}
