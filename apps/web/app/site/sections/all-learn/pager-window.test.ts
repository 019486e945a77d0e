import { describe, expect, it } from 'vitest';
import { pagerWindow } from './pager-window';

describe('pagerWindow (at most 3 numbers, an ellipsis and the last)', () => {
  it('starts at the first page', () => {
    expect(pagerWindow(1, 10, 3)).toEqual({ numbers: [1, 2, 3], ellipsis: true, last: 10 });
  });

  it('keeps the current page in the middle', () => {
    expect(pagerWindow(5, 10, 3)).toEqual({ numbers: [4, 5, 6], ellipsis: true, last: 10 });
  });

  it('needs no ellipsis next to the last page, and no last number once it is in the window', () => {
    expect(pagerWindow(7, 10, 3)).toEqual({ numbers: [6, 7, 8], ellipsis: true, last: 10 });
    expect(pagerWindow(8, 10, 3)).toEqual({ numbers: [7, 8, 9], ellipsis: false, last: 10 });
    expect(pagerWindow(9, 10, 3)).toEqual({ numbers: [8, 9, 10], ellipsis: false, last: null });
    expect(pagerWindow(10, 10, 3)).toEqual({ numbers: [8, 9, 10], ellipsis: false, last: null });
  });

  it('shows every page when there are no more than 3', () => {
    expect(pagerWindow(1, 2, 3)).toEqual({ numbers: [1, 2], ellipsis: false, last: null });
    expect(pagerWindow(2, 3, 3)).toEqual({ numbers: [1, 2, 3], ellipsis: false, last: null });
    expect(pagerWindow(1, 4, 3)).toEqual({ numbers: [1, 2, 3], ellipsis: false, last: 4 });
  });

  it('clamps a page out of range', () => {
    expect(pagerWindow(40, 5, 3)).toEqual({ numbers: [3, 4, 5], ellipsis: false, last: null });
    expect(pagerWindow(0, 5, 3).numbers).toEqual([1, 2, 3]);
  });
});
