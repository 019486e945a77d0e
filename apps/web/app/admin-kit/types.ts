import type { FieldErrors } from '@atrium/contract/api';
import type { FormPreviewBody } from '@atrium/contract/previews';
import type { ResourceTexts } from '@atrium/contract/messages';
import type { ComponentType, ReactNode } from 'react';
import type { AnyWriteBody, ResourceApi, ResourceRecord } from './resource-api';

/**
 * One column of a list. On wide screens columns sit side by side under their headers; on
 * narrow screens a row becomes a card: the `preview` column is its thumbnail, the `title`
 * column its heading, and every other column a labelled line.
 */
export type ResourceColumn<T> = {
  /** The column heading, also the label of the value on narrow screens. */
  header: string;
  /** A CSS grid track for wide screens, e.g. '112px' or 'minmax(0, 2fr)'. Default: 'minmax(0, 1fr)'. */
  width?: string;
  role?: 'preview' | 'title' | 'meta';
  /**
   * A preview that needs room, such as a video player: on narrow screens it spans the card under
   * the title instead of sitting in the card's 72-pixel picture slot.
   */
  wide?: boolean;
  render: (row: T) => ReactNode;
};

/**
 * What the kit hands a resource's form, for add and for edit alike. W is the body the form
 * saves: its endpoints' `WriteBody` (decision 074).
 */
export type ResourceFormProps<T, W extends AnyWriteBody> = {
  mode: 'add' | 'edit';
  /** The record being edited; null when adding. */
  record: T | null;
  /** A save is running: the form disables its submit button. */
  submitting: boolean;
  /** Field errors from the server's last answer, keyed by wire field name. */
  serverErrors: FieldErrors;
  /**
   * Called with a valid body; the kit saves it, toasts, and closes the form on success. Its promise,
   * given back to the form's ResourceForm, keeps Save busy until the save is done (decision 102).
   */
  onSubmit: (body: W) => void | Promise<unknown>;
  onCancel: () => void;
};

/** How a resource names its two statuses: Published/Unpublished by default, Active/Blocked elsewhere. */
export type StatusLabels = {
  published: string;
  unpublished: string;
  publish: string;
  unpublish: string;
};

export const defaultStatusLabels: StatusLabels = {
  published: 'Published',
  unpublished: 'Unpublished',
  publish: 'Publish',
  unpublish: 'Unpublish',
};

/**
 * A list screen, as data: the kit turns it into tabs, search, add and edit forms, rows with
 * their actions, bulk delete, drag ordering and paging (requirements 2 §1). W is the body its
 * saves send, its endpoints' `WriteBody`: the form's and the API's are the same (decision 074).
 */
export type ResourceDefinition<T extends ResourceRecord, W extends AnyWriteBody> = {
  api: ResourceApi<T, W>;
  texts: ResourceTexts;
  /** The screen's heading; default `texts.plural`. */
  title?: string;
  description?: ReactNode;
  columns: Array<ResourceColumn<T>>;
  /** The row's name in plain text, for labels such as 'Edit …' (markup already stripped). */
  rowLabel: (row: T) => string;
  /** The add and edit form; needed unless `canAdd` and `canEdit` are both false. */
  Form?: ComponentType<ResourceFormProps<T, W>>;
  /**
   * A read-only view of a row (an inbox's message): each row gets View, which opens it under
   * the row, and Close. `onView` runs each time a row is opened (e.g. to mark it read).
   */
  Detail?: ComponentType<{ row: T }>;
  onView?: (row: T) => void;
  /**
   * The language a visitor sent a row in (an inbox's, decision 095): on a site with several
   * languages the list gets a Language column; with one, nothing shows.
   */
  visitorLanguage?: (row: T) => string | null;
  /** Actions beside the heading besides Add (e.g. an export). */
  headerActions?: ReactNode;
  /** Defaults: everything on. */
  canAdd?: boolean;
  canEdit?: boolean;
  canDelete?: boolean;
  canReorder?: boolean;
  hasStatus?: boolean;
  hasSearch?: boolean;
  hasPager?: boolean;
  statusLabels?: Partial<StatusLabels>;
  /**
   * Which records to list, chosen where the status tabs would be on a list without them (the
   * mailing list's subscribed, awaiting and unsubscribed addresses, decision 086): the choice is
   * sent as the query parameter `param` of the list and its count; an option whose value is ''
   * sends none.
   */
  listFilter?: { param: string; label: string; options: Array<{ value: string; label: string }> };
  /** A failed save is also said inside the form, not only in a toast (requirements 2 §8: industries, videos, sub-goals). */
  inlineSaveError?: boolean;
  /**
   * The public page a row shows on ('/blogs/my-post', '/faqs'), or null where it shows nowhere
   * (unpublished): such rows get 'View on site', opening that page in a new tab (decision 028).
   */
  publicUrl?: (row: T) => string | null;
  /**
   * The preview of a row's texts in another language, as its translation form holds them (wire
   * names): the preview's body, with the language (decision 092). Absent: the form has no Preview.
   */
  translationPreview?: (row: T, locale: string, texts: Record<string, unknown>) => FormPreviewBody;
  /**
   * A row's own address in another language (a learn item's slug there, decision 096): shown and
   * edited in its translation form beside the default language's, saved apart from the texts.
   */
  translationAddress?: TranslationAddress<T>;
};

/** What a translation form needs to show and save a record's address in a language (decision 096). */
export type TranslationAddress<T> = {
  /** The row's address in the default language's paths with this slug ('' : its own, '/blogs/water-rights'). */
  pathOf: (row: T, slug: string) => string;
  /** The slug's message when it breaks the rules (those of the default language's slug), else undefined. */
  validate: (slug: string) => string | undefined;
  /** The row's slug in `locale`, '' when it has none there. */
  read: (id: number, locale: string, signal?: AbortSignal) => Promise<string>;
  /** Saves it ('' removes it); a refusal's field errors name `slug`. */
  save: (id: number, locale: string, slug: string) => Promise<unknown>;
};
