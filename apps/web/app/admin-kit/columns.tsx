import { languageName } from '@atrium/contract/locales';
import { InboxTexts } from '@atrium/contract/submissions';
import { stripMarkup } from '@atrium/contract/text';
import { Badge } from '@mantine/core';
import { formatDateTime } from '~/lib/dates';
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

/**
 * The language a visitor sent a row in (an inbox's, decision 095), by its English name, as the
 * back office speaks; '—' for a row from before the site had languages.
 */
export function visitorLanguageColumn<T>(locale: (row: T) => string | null): ResourceColumn<T> {
  return textColumn<T>(InboxTexts.language, (row) => visitorLanguageName(locale(row)), 'max-content');
}

/** A visitor's language tag by its English name; '—' for none. */
export const visitorLanguageName = (code: string | null) => (code ? languageName(code) : '—');

/** A list to read and delete only (an inbox): no add, edit, publish or drag. */
export const readOnlyList = { canAdd: false, canEdit: false, canReorder: false, hasStatus: false } as const;

/** An inbox row's title: the sender's name with the email under it, and 'New' until viewed. */
export function senderColumn<T extends { name: string; email: string; read_at: string | null }>(): ResourceColumn<T> {
  return titleColumn<T>({
    header: 'Name',
    title: (row) => row.name,
    subtitle: (row) => row.email,
    isNew: (row) => row.read_at === null,
    // Decision 084: the sender is the row's title, at least 40% of it on a laptop.
    width: 'minmax(0, 2fr)',
  });
}

/** When a row arrived, as administrators read dates. */
export function receivedColumn<T extends { created_at: string }>(header = 'Received'): ResourceColumn<T> {
  return textColumn<T>(header, (row) => formatDateTime(row.created_at), 'max-content');
}
