import { InboxTexts } from '@atrium/contract/submissions';
import type { ReactNode } from 'react';
import { visitorLanguageName } from './columns';
import { useSiteLocales } from './use-site-locales';
import classes from './resource-list.module.css';

type DetailField = { label: string; value: ReactNode; wide?: boolean };

/** A record's fields as label and value pairs, for a row's read-only view (View). */
export function DetailFields({ fields }: { fields: DetailField[] }) {
  return (
    <dl className={classes.detailFields}>
      {fields.map(({ label, value, wide }) => (
        <div key={label} className={classes.detailField} data-wide={wide || undefined}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The language a visitor sent a row in, as a field of its view (decision 095): on a site with
 * several languages only, so a site in one language sees the view it had.
 */
export function useVisitorLanguageField(locale: string | null): DetailField[] {
  const { others } = useSiteLocales();
  return others.length > 0 ? [{ label: InboxTexts.language, value: visitorLanguageName(locale) }] : [];
}
