import { describe, expect, it } from 'vitest';
import {
  initialPagesState,
  openItemOf,
  pagesReducer,
  skipOfGroup,
  type PagesAction,
  type PagesState,
} from './pages-state';

const run = (...actions: PagesAction[]): PagesState => actions.reduce(pagesReducer, initialPagesState);

describe('pagesReducer', () => {
  it('keeps at most one default page form open', () => {
    const state = run({ type: 'openPage', page: 'home' }, { type: 'openPage', page: 'learn' });
    expect(state.openPage).toBe('learn');
    expect(pagesReducer(state, { type: 'closePage' }).openPage).toBeNull();
  });

  it('opens one learn item editor at a time, across the groups', () => {
    const state = run(
      { type: 'openItem', group: 'blogs', itemId: 4 },
      { type: 'openItem', group: 'videos', itemId: 9 },
    );
    expect(openItemOf(state, 'blogs')).toBeNull();
    expect(openItemOf(state, 'videos')).toBe(9);
  });

  it('starts with every group collapsed; collapsing a group closes its open editor only', () => {
    expect(Object.values(initialPagesState.expanded)).toEqual([false, false, false, false]);
    const open = run(
      { type: 'toggle', group: 'blogs' },
      { type: 'toggle', group: 'articles' },
      { type: 'openItem', group: 'blogs', itemId: 4 },
    );
    expect(pagesReducer(open, { type: 'toggle', group: 'articles' }).openItem).toEqual({ group: 'blogs', itemId: 4 });
    const collapsed = pagesReducer(open, { type: 'toggle', group: 'blogs' });
    expect(collapsed.expanded.blogs).toBe(false);
    expect(collapsed.openItem).toBeNull();
  });

  it('pages each group on its own; a new page or page size closes that group’s editor', () => {
    const state = run({ type: 'openItem', group: 'podcasts', itemId: 2 }, { type: 'page', group: 'blogs', page: 3 });
    expect(state.pages).toMatchObject({ blogs: 3, podcasts: 1 });
    expect(skipOfGroup(state, 'blogs')).toBe(20);
    expect(state.openItem).not.toBeNull();
    const resized = pagesReducer(state, { type: 'pageSize', group: 'podcasts', pageSize: 50 });
    expect(resized.openItem).toBeNull();
    expect(resized.pageSizes.podcasts).toBe(50);
    expect(pagesReducer(resized, { type: 'pageSize', group: 'blogs', pageSize: 20 }).pages.blogs).toBe(1);
  });

  it('clamps the current page to the group’s total (requirements 3 §4)', () => {
    const state = run({ type: 'page', group: 'videos', page: 4 });
    expect(pagesReducer(state, { type: 'clamp', group: 'videos', total: 21 }).pages.videos).toBe(3);
    expect(pagesReducer(state, { type: 'clamp', group: 'videos', total: 0 }).pages.videos).toBe(1);
    expect(pagesReducer(state, { type: 'clamp', group: 'videos', total: 40 })).toBe(state);
  });

  it('never goes below page 1', () => {
    expect(run({ type: 'page', group: 'articles', page: 0 }).pages.articles).toBe(1);
  });
});
