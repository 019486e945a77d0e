import { DEFAULT_PAGE_SIZE, type SitePage } from '@atrium/contract/enums';
import type { LearnPageType } from '@atrium/contract/pages';
import { totalPages } from '~/admin-kit/list-state';

/**
 * The rules of the pages screen (requirements 3 §4): at most one default page's form open; among the
 * learn items only one inline editor open (opening one closes the other); the four groups
 * expand and collapse and are paged on their own, each page kept within its group's total.
 */
export const LearnGroups = ['blogs', 'articles', 'videos', 'podcasts'] as const satisfies readonly LearnPageType[];

export type PagesState = {
  openPage: SitePage | null;
  /** The learn item whose meta form is open, by its group and the item's id. */
  openItem: { group: LearnPageType; itemId: number } | null;
  expanded: Record<LearnPageType, boolean>;
  pages: Record<LearnPageType, number>;
  pageSizes: Record<LearnPageType, number>;
};

export type PagesAction =
  | { type: 'openPage'; page: SitePage }
  | { type: 'closePage' }
  | { type: 'openItem'; group: LearnPageType; itemId: number }
  | { type: 'closeItem' }
  | { type: 'toggle'; group: LearnPageType }
  | { type: 'page'; group: LearnPageType; page: number }
  | { type: 'pageSize'; group: LearnPageType; pageSize: number }
  /** Keeps a group's page within its total when its count changes. */
  | { type: 'clamp'; group: LearnPageType; total: number };

const each = <V>(value: V): Record<LearnPageType, V> => ({
  blogs: value,
  articles: value,
  videos: value,
  podcasts: value,
});

export const initialPagesState: PagesState = {
  openPage: null,
  openItem: null,
  expanded: each(false),
  pages: each(1),
  pageSizes: each(DEFAULT_PAGE_SIZE),
};

export function pagesReducer(state: PagesState, action: PagesAction): PagesState {
  switch (action.type) {
    case 'openPage':
      return { ...state, openPage: action.page };
    case 'closePage':
      return state.openPage === null ? state : { ...state, openPage: null };
    case 'openItem':
      return { ...state, openItem: { group: action.group, itemId: action.itemId } };
    case 'closeItem':
      return state.openItem === null ? state : { ...state, openItem: null };
    case 'toggle': {
      const expanded = !state.expanded[action.group];
      // An editor does not stay open out of sight.
      const next = { ...state, expanded: { ...state.expanded, [action.group]: expanded } };
      return expanded ? next : closeItemIn(next, action.group);
    }
    case 'page':
      return closeItemIn(withPage(state, action.group, Math.max(1, action.page)), action.group);
    case 'pageSize':
      return closeItemIn(
        { ...withPage(state, action.group, 1), pageSizes: { ...state.pageSizes, [action.group]: action.pageSize } },
        action.group,
      );
    case 'clamp': {
      const last = totalPages(action.total, state.pageSizes[action.group]);
      return state.pages[action.group] > last ? withPage(state, action.group, last) : state;
    }
  }
}

/** The open editor leaves the screen with its group's page. */
function closeItemIn(state: PagesState, group: LearnPageType): PagesState {
  return state.openItem?.group === group ? { ...state, openItem: null } : state;
}

function withPage(state: PagesState, group: LearnPageType, page: number): PagesState {
  return state.pages[group] === page ? state : { ...state, pages: { ...state.pages, [group]: page } };
}

export function skipOfGroup(state: PagesState, group: LearnPageType): number {
  return (state.pages[group] - 1) * state.pageSizes[group];
}

export function openItemOf(state: PagesState, group: LearnPageType): number | null {
  return state.openItem?.group === group ? state.openItem.itemId : null;
}
