import { describe, expect, it } from 'vitest';
import {
  canDrag,
  initialListState,
  isBulkBarVisible,
  listReducer,
  type ListState,
  pagerWindow,
  reorderPositions,
  skipOf,
  statusOfTab,
  totalPages,
} from './list-state.ts';

const at = (patch: Partial<ListState>): ListState => ({ ...initialListState, ...patch });

describe('list state', () => {
  it('returns to page 1 and clears the selection on a tab change, a search or a page-size change', () => {
    const busy = at({ page: 3, selected: [1, 2] });
    for (const action of [
      { type: 'tab', tab: 'published' },
      { type: 'search', text: ' hello ' },
      { type: 'pageSize', pageSize: 50 },
    ] as const) {
      const next = listReducer(busy, action);
      expect(next.page).toBe(1);
      expect(next.selected).toEqual([]);
    }
    expect(listReducer(busy, { type: 'search', text: ' hello ' }).search).toBe('hello');
  });

  it('clears the selection when the page changes', () => {
    expect(listReducer(at({ page: 1, selected: [4] }), { type: 'page', page: 2 })).toMatchObject({
      page: 2,
      selected: [],
    });
  });

  it('select-all toggles every row on the page', () => {
    const all = listReducer(initialListState, { type: 'toggleSelectAll', ids: [1, 2, 3] });
    expect(all.selected).toEqual([1, 2, 3]);
    expect(listReducer(all, { type: 'toggleSelectAll', ids: [1, 2, 3] }).selected).toEqual([]);
    const one = listReducer(initialListState, { type: 'toggleSelect', id: 2 });
    expect(listReducer(one, { type: 'toggleSelectAll', ids: [1, 2, 3] }).selected).toEqual([1, 2, 3]);
  });

  it('shows the bulk bar only when more than one row is selected', () => {
    expect(isBulkBarVisible(at({ selected: [1] }))).toBe(false);
    expect(isBulkBarVisible(at({ selected: [1, 2] }))).toBe(true);
  });

  it('opening add closes the edit form and clears the selection; opening edit closes add', () => {
    const adding = listReducer(at({ editingId: 7, selected: [1, 2] }), { type: 'openAdd' });
    expect(adding).toMatchObject({ adding: true, editingId: null, selected: [] });
    expect(listReducer(adding, { type: 'openEdit', id: 3 })).toMatchObject({ adding: false, editingId: 3 });
  });

  it('turns dragging off while a form is open', () => {
    expect(canDrag(initialListState)).toBe(true);
    expect(canDrag(at({ editingId: 1 }))).toBe(false);
    expect(canDrag(at({ adding: true }))).toBe(false);
    expect(canDrag(listReducer(at({ editingId: 1 }), { type: 'closeEdit' }))).toBe(true);
  });

  it('jumps to the last page after a create', () => {
    expect(listReducer(at({ adding: true, pageSize: 10 }), { type: 'created', total: 21 })).toMatchObject({
      page: 3,
      adding: false,
    });
    expect(listReducer(at({ pageSize: 10 }), { type: 'created', total: 10 }).page).toBe(1);
  });

  it('steps back a page when a delete empties a page above page 1', () => {
    expect(listReducer(at({ page: 3 }), { type: 'deleted', ids: [9], remainingOnPage: 0 }).page).toBe(2);
    expect(listReducer(at({ page: 1 }), { type: 'deleted', ids: [9], remainingOnPage: 0 }).page).toBe(1);
    expect(listReducer(at({ page: 3 }), { type: 'deleted', ids: [9], remainingOnPage: 2 }).page).toBe(3);
    expect(
      listReducer(at({ selected: [9, 8], editingId: 9 }), { type: 'deleted', ids: [9], remainingOnPage: 1 }),
    ).toMatchObject({
      selected: [8],
      editingId: null,
    });
  });

  it('switches to the tab of the saved status after an edit that no longer fits, on page 1', () => {
    expect(listReducer(at({ tab: 'published', page: 2, editingId: 4 }), { type: 'edited', status: 0 })).toMatchObject({
      tab: 'unpublished',
      page: 1,
      editingId: null,
    });
    expect(listReducer(at({ tab: 'all', page: 2, editingId: 4 }), { type: 'edited', status: 0 })).toMatchObject({
      tab: 'all',
      page: 2,
    });
  });

  it('clamps the page to the total', () => {
    expect(listReducer(at({ page: 5, pageSize: 10 }), { type: 'clamp', total: 21 }).page).toBe(3);
    expect(listReducer(at({ page: 2, pageSize: 10 }), { type: 'clamp', total: 0 }).page).toBe(1);
  });

  it('maps tabs to status filters and pages to skip', () => {
    expect([statusOfTab('all'), statusOfTab('published'), statusOfTab('unpublished')]).toEqual([undefined, 1, 0]);
    expect(skipOf({ page: 3, pageSize: 20 })).toBe(40);
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(101, 100)).toBe(2);
  });
});

describe('pager window', () => {
  it('shows no numbers for a single page', () => {
    expect(pagerWindow(1, 1)).toEqual([]);
  });
  it('shows up to 5 numbers around the current page', () => {
    expect(pagerWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pagerWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pagerWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('reorder positions', () => {
  const rows = [
    { id: 1, position: 11 },
    { id: 2, position: 12 },
    { id: 3, position: 13 },
  ];
  it('hands the page its own positions in the new order', () => {
    const { items } = reorderPositions(rows, 2, 0);
    expect(items).toEqual([
      { id: 3, position: 11 },
      { id: 1, position: 12 },
      { id: 2, position: 13 },
    ]);
  });
  it('spreads equal positions so the order is unambiguous', () => {
    const { items } = reorderPositions(
      [
        { id: 1, position: 0 },
        { id: 2, position: 0 },
      ],
      0,
      1,
    );
    expect(items).toEqual([
      { id: 2, position: 0 },
      { id: 1, position: 1 },
    ]);
  });
});
