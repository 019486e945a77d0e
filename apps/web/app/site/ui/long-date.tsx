import { useSiteLanguage } from '~/site/language';
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

/** Decision 090: the long date of another language than English, by Intl in that language ('5 mars 2026'). */
const otherFormats = new Map<string, (value: string) => string>();
function longDateIn(locale: string): (value: string) => string {
  let format = otherFormats.get(locale);
  if (!format) {
    const intl = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    format = rememberByText((value: string): string => {
      const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
      return Number.isNaN(date.getTime()) ? '' : intl.format(date);
    });
    otherFormats.set(locale, format);
  }
  return format;
}

export function LongDate({ value, className }: { value: string; className?: string }) {
  const { locale, textsLocale } = useSiteLanguage();
  // English is the spec's US format; a language without a catalogue reads the site's words, dates included, in English.
  const text = textsLocale === 'en' ? formatLongDate(value) : longDateIn(locale)(value);
  if (!text) return null;
  return (
    <time className={className} dateTime={isoDay(value)}>
      {text}
    </time>
  );
}
