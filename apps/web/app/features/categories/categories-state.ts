import type { Category } from '@atrium/contract/categories';
import { DEFAULT_PAGE_SIZE } from '@atrium/contract/enums';
import { totalPages } from '~/admin-kit/list-state';

/**
 * The rules of the Categories screen (requirements 1 §2, §4): one search over the three groups, each
 * group collapsible and paged on its own, and one form open at a time, whichever group it is in.
 */
export type GroupType = Category['categoryType'];

type OpenForm = { kind: 'add'; group: GroupType } | { kind: 'edit'; group: GroupType; id: number } | null;

export type CategoriesState = {
  /** The search that ran (on Enter); the box's own text lives in the component. */
  search: string;
  expanded: Record<GroupType, boolean>;
  pages: Record<GroupType, number>;
  pageSizes: Record<GroupType, number>;
  form: OpenForm;
};

export type CategoriesAction =
  | { type: 'search'; text: string }
  | { type: 'toggle'; group: GroupType }
  | { type: 'openAdd'; group: GroupType }
  | { type: 'openEdit'; group: GroupType; id: number }
  | { type: 'closeForm' }
  | { type: 'page'; group: GroupType; page: number }
  | { type: 'pageSize'; group: GroupType; pageSize: number }
  /** After an add: `total` is the group's count including the new category. */
  | { type: 'created'; group: GroupType; total: number }
  /** Keeps a group's page within its total when counts change. */
  | { type: 'clamp'; group: GroupType; total: number };

const each = <V>(value: V): Record<GroupType, V> => ({ 0: value, 1: value, 2: value });

export const initialCategoriesState: CategoriesState = {
  search: '',
  expanded: each(true),
  pages: each(1),
  pageSizes: each(DEFAULT_PAGE_SIZE),
  form: null,
};

export function categoriesReducer(state: CategoriesState, action: CategoriesAction): CategoriesState {
  switch (action.type) {
    case 'search': {
      // The row being edited may not match the new search: its form goes with it. An add form stays.
      const form = state.form?.kind === 'edit' ? null : state.form;
      return { ...state, search: action.text.trim(), pages: each(1), form };
    }
    case 'toggle': {
      const expanded = !state.expanded[action.group];
      // A form does not stay open out of sight.
      const form = !expanded && state.form?.group === action.group ? null : state.form;
      return { ...state, expanded: { ...state.expanded, [action.group]: expanded }, form };
    }
    case 'openAdd':
      return {
        ...state,
        expanded: { ...state.expanded, [action.group]: true },
        form: { kind: 'add', group: action.group },
      };
    case 'openEdit':
      return { ...state, form: { kind: 'edit', group: action.group, id: action.id } };
    case 'closeForm':
      return state.form === null ? state : { ...state, form: null };
    case 'page':
      return closeEditIn(withPage(state, action.group, Math.max(1, action.page)), action.group);
    case 'pageSize':
      return closeEditIn(
        { ...withPage(state, action.group, 1), pageSizes: { ...state.pageSizes, [action.group]: action.pageSize } },
        action.group,
      );
    case 'created':
      // Categories are listed by position and a new one comes last: show the page it is on.
      return {
        ...withPage(state, action.group, totalPages(action.total, state.pageSizes[action.group])),
        form: null,
      };
    case 'clamp': {
      const last = totalPages(action.total, state.pageSizes[action.group]);
      return state.pages[action.group] > last ? withPage(state, action.group, last) : state;
    }
  }
}

/** The edited row leaves the screen with its page. */
function closeEditIn(state: CategoriesState, group: GroupType): CategoriesState {
  return state.form?.kind === 'edit' && state.form.group === group ? { ...state, form: null } : state;
}

function withPage(state: CategoriesState, group: GroupType, page: number): CategoriesState {
  return state.pages[group] === page ? state : { ...state, pages: { ...state.pages, [group]: page } };
}

export function isAdding(state: CategoriesState, group: GroupType): boolean {
  return state.form?.kind === 'add' && state.form.group === group;
}

export function editingId(state: CategoriesState): number | null {
  return state.form?.kind === 'edit' ? state.form.id : null;
}

export function skipOfGroup(state: CategoriesState, group: GroupType): number {
  return (state.pages[group] - 1) * state.pageSizes[group];
}
