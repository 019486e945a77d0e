/**
 * Decision 082: a range of days read from a few rows. Every count is kept per day and per run of
 * 4, 16, 64 and 256 days (aligned on 1970-01-01): a range of N days is a handful of whole runs,
 * at most three of each length on each side, instead of N days.
 */
const SPANS = [256, 64, 16, 4, 1] as const;

const DAY_MS = 86_400_000;

const indexOf = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayAt = (index: number) => new Date(index * DAY_MS).toISOString().slice(0, 10);

/** The first day of each run (one per length) a day belongs to. */
export function spansOf(day: string): Array<{ span: number; day: string }> {
  const index = indexOf(day);
  return SPANS.map((span) => ({ span, day: dayAt(index - (((index % span) + span) % span)) }));
}

/** The whole runs that make up the days from `from` to `to` (both included), longest first where they fit. */
export function spansCovering(from: string, to: string): Array<{ span: number; day: string }> {
  const last = indexOf(to);
  const runs: Array<{ span: number; day: string }> = [];
  for (let index = indexOf(from); index <= last;) {
    const span = SPANS.find((length) => index % length === 0 && index + length - 1 <= last)!;
    runs.push({ span, day: dayAt(index) });
    index += span;
  }
  return runs;
}
