import { describe, expect, it } from 'vitest';
import { pagerItems } from '~/site/ui/pager';

describe('the public pager window (requirements 3 §2: at most 3 numbers, an ellipsis and the last page)', () => {
  it.each([
    [1, 1, []],
    [1, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [1, 4, [1, 2, 3, 4]],
    [1, 10, [1, 2, 3, 'ellipsis', 10]],
    [5, 10, [4, 5, 6, 'ellipsis', 10]],
    [8, 10, [7, 8, 9, 10]],
    [9, 10, [8, 9, 10]],
    [10, 10, [8, 9, 10]],
    [0, 10, [1, 2, 3, 'ellipsis', 10]],
    [99, 10, [8, 9, 10]],
  ])('page %i of %i → %j', (page, count, expected) => {
    expect(pagerItems(page, count)).toEqual(expected);
  });
});
