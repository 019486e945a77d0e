import { DEFAULT_PAGE_SIZE, PAGER_WINDOW } from '@atrium/contract/enums';

/**
 * The state rules every admin list shares (requirements 1 §4, requirements 2 §1), in one place: tabs, search,
 * paging, selection, the add and edit forms, and what happens after a create, an edit or a
 * delete. Screens dispatch actions; nothing else decides these rules.
 */
/**
 * The status tabs; 'scheduled': published with a publish_at to come (decision 034), where the
 * resource has a schedule; the Trash tab of a resource whose delete moves records there (decision 032).
 */
export type Tab = 'all' | 'published' | 'unpublished' | 'scheduled' | 'trash';
export type Id = number;

export type ListState = {
  tab: Tab;
  /** The search that ran (on Enter); the box's own text lives in the component. */
  search: string;
  page: number;
  pageSize: number;
  selected: Id[];
  adding: boolean;
  editingId: Id | null;
};

export type ListAction =
  | { type: 'tab'; tab: Tab }
  | { type: 'search'; text: string }
  | { type: 'page'; page: number }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'toggleSelect'; id: Id }
  | { type: 'toggleSelectAll'; ids: Id[] }
  | { type: 'clearSelection' }
  | { type: 'openAdd' }
  | { type: 'closeAdd' }
  | { type: 'openEdit'; id: Id }
  | { type: 'closeEdit' }
  /** After a create: `total` is the active tab's count including the new record. */
  | { type: 'created'; total: number }
  /** After an edit: the saved status may move the record out of the active tab. */
  | { type: 'edited'; status: number }
  /** After a single or bulk delete: `remainingOnPage` rows are left on the current page. */
  | { type: 'deleted'; ids: Id[]; remainingOnPage: number }
  /** After a status change, the record leaves the tab if it no longer fits. */
  | { type: 'statusChanged'; id: Id }
  /** Keeps the page within the total when counts change. */
  | { type: 'clamp'; total: number };

export const initialListState: ListState = {
  tab: 'all',
  search: '',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  selected: [],
  adding: false,
  editingId: null,
};

export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'tab':
      return action.tab === state.tab ? state : { ...state, tab: action.tab, page: 1, selected: [] };
    case 'search':
      return { ...state, search: action.text.trim(), page: 1, selected: [] };
    case 'page':
      return action.page === state.page ? state : { ...state, page: Math.max(1, action.page), selected: [] };
    case 'pageSize':
      return { ...state, pageSize: action.pageSize, page: 1, selected: [] };
    case 'toggleSelect':
      return {
        ...state,
        selected: state.selected.includes(action.id)
          ? state.selected.filter((id) => id !== action.id)
          : [...state.selected, action.id],
      };
    case 'toggleSelectAll': {
      const allSelected = action.ids.length > 0 && action.ids.every((id) => state.selected.includes(id));
      return { ...state, selected: allSelected ? [] : [...action.ids] };
    }
    case 'clearSelection':
      return { ...state, selected: [] };
    case 'openAdd':
      return { ...state, adding: true, editingId: null, selected: [] };
    case 'closeAdd':
      return { ...state, adding: false };
    case 'openEdit':
      return { ...state, editingId: action.id, adding: false };
    case 'closeEdit':
      return { ...state, editingId: null };
    case 'created':
      return { ...state, adding: false, page: totalPages(action.total, state.pageSize) };
    case 'edited': {
      const base = { ...state, editingId: null };
      if (fitsTab(state.tab, action.status)) return base;
      return { ...base, tab: tabForStatus(action.status), page: 1, selected: [] };
    }
    case 'deleted': {
      const selected = state.selected.filter((id) => !action.ids.includes(id));
      const editingId = state.editingId !== null && action.ids.includes(state.editingId) ? null : state.editingId;
      const page = action.remainingOnPage <= 0 && state.page > 1 ? state.page - 1 : state.page;
      return { ...state, selected, editingId, page };
    }
    case 'statusChanged':
      return { ...state, selected: state.selected.filter((id) => id !== action.id) };
    case 'clamp': {
      const last = totalPages(action.total, state.pageSize);
      return state.page > last ? { ...state, page: last } : state;
    }
  }
}

/** The status filter a tab sends: published (and scheduled) 1, unpublished 0, all none. */
export function statusOfTab(tab: Tab): 0 | 1 | undefined {
  return tab === 'published' || tab === 'scheduled' ? 1 : tab === 'unpublished' ? 0 : undefined;
}

/** The filters a tab sends besides its status: the Scheduled tab's `scheduled=true`. */
export function filtersOfTab(tab: Tab): { scheduled: 'true' } | undefined {
  return tab === 'scheduled' ? { scheduled: 'true' } : undefined;
}

function tabForStatus(status: number): Tab {
  return status === 1 ? 'published' : 'unpublished';
}

function fitsTab(tab: Tab, status: number): boolean {
  return tab === 'all' || (tab !== 'trash' && statusOfTab(tab) === status);
}

/** At least 1, so an empty list still has a first page. */
export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page numbers the pager shows: a window of up to 5 around the current page. */
export function pagerWindow(page: number, pages: number, size: number = PAGER_WINDOW): number[] {
  if (pages <= 1) return [];
  const width = Math.min(size, pages);
  const start = Math.min(Math.max(1, page - Math.floor(width / 2)), pages - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}

export function isBulkBarVisible(state: ListState): boolean {
  return state.selected.length > 1;
}

/** Dragging is off while a row is being edited (requirements 1 §4) or a new one is being added. */
export function canDrag(state: ListState): boolean {
  return state.editingId === null && !state.adding;
}

export function skipOf(state: Pick<ListState, 'page' | 'pageSize'>): number {
  return (state.page - 1) * state.pageSize;
}

/**
 * The positions to send after a drag on one page. The page keeps the position values it had,
 * handed out in the new order, so records on other pages keep their places (renumbering from 1
 * on every page, as the spec's client did, would collide with page 1).
 */
export function reorderPositions<T extends { id: Id; position: number }>(rows: T[], from: number, to: number) {
  const moved = [...rows];
  const [item] = moved.splice(from, 1);
  if (item === undefined) return { rows, items: [] as Array<{ id: Id; position: number }> };
  moved.splice(to, 0, item);
  const slots = rows.map((r) => r.position).sort((a, b) => a - b);
  // Equal positions (e.g. legacy data) would make the order ambiguous: spread them first.
  const distinct = new Set(slots).size === slots.length ? slots : slots.map((_, i) => (slots[0] ?? 1) + i);
  const reordered = moved.map((row, i) => ({ ...row, position: distinct[i]! }));
  return { rows: reordered, items: reordered.map(({ id, position }) => ({ id, position })) };
}
