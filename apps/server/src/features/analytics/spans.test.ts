import { describe, expect, it } from 'vitest';
import { spansCovering, spansOf } from './spans.ts';

const DAY_MS = 86_400_000;
const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

describe('spans of days', () => {
  it('covers every range exactly once, with few runs', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let offset = 0; offset < 300; offset += 7)
      for (const length of [1, 2, 7, 30, 31, 365, 731]) {
        const from = new Date(start + offset * DAY_MS).toISOString().slice(0, 10);
        const to = new Date(start + (offset + length - 1) * DAY_MS).toISOString().slice(0, 10);
        const runs = spansCovering(from, to);
        expect(runs.reduce((sum, run) => sum + run.span, 0)).toBe(days(from, to));
        expect(runs[0]!.day).toBe(from);
        if (length === 30) expect(runs.length).toBeLessThanOrEqual(14);
        // Every run is one a day's counts are also written to.
        for (const run of runs) expect(spansOf(run.day)).toContainEqual(run);
      }
  });

  it('puts a day in one run of each length', () => {
    expect(spansOf('1970-01-05')).toEqual([
      { span: 256, day: '1970-01-01' },
      { span: 64, day: '1970-01-01' },
      { span: 16, day: '1970-01-01' },
      { span: 4, day: '1970-01-05' },
      { span: 1, day: '1970-01-05' },
    ]);
  });
});
