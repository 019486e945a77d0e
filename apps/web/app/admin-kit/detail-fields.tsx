import type { ReactNode } from 'react';
import classes from './resource-list.module.css';

/** A record's fields as label and value pairs, for a row's read-only view (View). */
export function DetailFields({ fields }: { fields: Array<{ label: string; value: ReactNode; wide?: boolean }> }) {
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
