import { stripMarkup } from '@atrium/contract/text';
import { Badge } from '@mantine/core';
import type { ResourceColumn } from './types';
import classes from './resource-list.module.css';

/**
 * The row's title column: rich text shown as plain text (markup stripped), two lines at most,
 * with an optional one-line subtitle under it. On narrow screens it heads the card.
 */
export function titleColumn<T>(options: {
  header?: string;
  title: (row: T) => string;
  subtitle?: (row: T) => string | null | undefined;
  width?: string;
  /** An inbox's unviewed row: a 'New' badge before the title. */
  isNew?: (row: T) => boolean;
}): ResourceColumn<T> {
  return {
    header: options.header ?? 'Title',
    role: 'title',
    width: options.width,
    render: (row) => {
      const subtitle = options.subtitle?.(row);
      return (
        <>
          <div className={classes.titleText}>
            {options.isNew?.(row) ? (
              <Badge size="sm" color="atrium" variant="filled" mr={8} data-new>
                New
              </Badge>
            ) : null}
            {stripMarkup(options.title(row))}
          </div>
          {subtitle ? <div className={classes.subText}>{stripMarkup(subtitle)}</div> : null}
        </>
      );
    },
  };
}

/** A plain value column ('Page', 'Category', ...), labelled on narrow screens. */
export function textColumn<T>(header: string, value: (row: T) => string, width?: string): ResourceColumn<T> {
  return { header, width, role: 'meta', render: (row) => value(row) };
}

/** A long text (a message) cut to two lines in the row; the whole of it is for the row's view. */
export function excerptColumn<T>(header: string, value: (row: T) => string, width?: string): ResourceColumn<T> {
  return { header, width, role: 'meta', render: (row) => <span className={classes.excerpt}>{value(row)}</span> };
}
