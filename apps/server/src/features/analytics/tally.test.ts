import { describe, expect, it } from 'vitest';
import { hourOf } from './tally.ts';

describe('hourOf', () => {
  it('names the UTC hour, across hour and day boundaries and when the clock goes back', () => {
    expect(hourOf(new Date('2026-12-06T10:59:59.999Z'))).toBe('2026-12-06T10');
    expect(hourOf(new Date('2026-12-06T11:00:00.000Z'))).toBe('2026-12-06T11');
    expect(hourOf(new Date('2026-12-06T23:30:00.000Z'))).toBe('2026-12-06T23');
    expect(hourOf(new Date('2026-12-07T00:00:00.000Z'))).toBe('2026-12-07T00');
    // A test's clock, or a corrected system clock, may step back: the hour follows it.
    expect(hourOf(new Date('2026-12-06T10:15:00.000Z'))).toBe('2026-12-06T10');
    expect(hourOf(new Date('1999-12-31T23:59:59.000Z'))).toBe('1999-12-31T23');
  });
});
