import { describe, expect, it } from 'vitest';
import { truncate } from './text';

describe('truncate', () => {
  it('cuts at the given number of characters and adds ...', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('ab cd', 3)).toBe('ab...');
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('😀😀😀😀', 2)).toBe('😀😀...');
  });
});
