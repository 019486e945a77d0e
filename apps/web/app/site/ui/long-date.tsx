import { rememberByText } from '~/site/ui/text';

const longUs = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A date in the long US format (requirements 3 §9): '2026-03-05' → 'March 5, 2026', read in UTC. */
export const formatLongDate = rememberByText((value: string): string => {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? '' : longUs.format(date);
});

/** The machine-readable day of a date ('2026-03-05'), for <time dateTime>. */
export const isoDay = rememberByText((value: string): string => {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString().slice(0, 10);
});

export function LongDate({ value, className }: { value: string; className?: string }) {
  const text = formatLongDate(value);
  if (!text) return null;
  return (
    <time className={className} dateTime={isoDay(value)}>
      {text}
    </time>
  );
}
