import {
  type ColumnsOf,
  type DefaultedColumnsOf,
  type FieldShape,
  isReadOnly,
  type WireOf,
} from '@atrium/contract/fields';
import type { BaseRecord } from '@atrium/contract/record';
import type { Generated, Selectable } from 'kysely';
import type { ContentColumns } from '../db/schema.ts';
import { sanitizeRichText } from '../foundations/rich-text/sanitize.ts';
import type { ResourceDefinition } from './define-resource.ts';

/**
 * The columns a request writes, from the definition's `columns` map: each field present in the
 * request goes to its column ('' as null for `emptyAsNull` fields, rich text sanitized), and each
 * stored file field to its column.
 */
export function mapColumns(
  definition: Pick<ResourceDefinition, 'columns' | 'files' | 'richText' | 'emptyAsNull'>,
  input: Record<string, unknown>,
  stored: Record<string, string | null | undefined>,
): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(definition.columns)) {
    if (!column) continue;
    if (definition.files && field in definition.files) {
      if (field in stored) columns[column] = stored[field];
      continue;
    }
    const value = input[field];
    if (value === undefined) continue;
    if (value === '' && definition.emptyAsNull?.includes(field)) columns[column] = null;
    else if (typeof value === 'string' && definition.richText?.includes(field))
      columns[column] = sanitizeRichText(value);
    else columns[column] = value;
  }
  return columns;
}

/** The wire fields of a record with a schedule (decision 034). */
export function scheduleWire(row: { publish_at: string | null; unpublish_at: string | null }) {
  return { publish_at: row.publish_at, unpublish_at: row.unpublish_at };
}

/** The wire fields every list record carries, from the columns every content table has. */
export function baseWire(row: Selectable<ContentColumns>): BaseRecord {
  return {
    id: row.id,
    status: row.status,
    position: row.position,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * A resource's table, from its field descriptors (decision 074): the content columns every table
 * has, the schedule's where it has one, and each declared field's column with its type. No table
 * type is written by hand; a column no field writes (a derived one) is added with `&`.
 */
export type TableOf<S extends FieldShape> = ContentColumns &
  Omit<ColumnsOf<S>, keyof ContentColumns> & {
    [K in keyof DefaultedColumnsOf<S>]: Generated<DefaultedColumnsOf<S>[K]>;
  };

/**
 * What a definition's field descriptors give it (decision 074): each field's column, the record's
 * flat fields read from their columns, the search text and the rich-text and '' as null lists.
 */
/**
 * A record's base fields and its declared fields read from their columns, for a `toWire` that
 * adds what the descriptors do not say (a nested medium).
 */
export function wireOf<S extends FieldShape>(declared: S, row: Selectable<ContentColumns>): BaseRecord & WireOf<S> {
  return derivedFromFields(declared, false).toWire(
    row as Selectable<ContentColumns> & Record<string, unknown>,
  ) as BaseRecord & WireOf<S>;
}

export function derivedFromFields(declared: FieldShape, scheduled: boolean) {
  const entries = Object.entries(declared);
  const listed = entries.filter(([, field]) => field.record !== null && field.column !== undefined);
  const searched = entries.filter(([, field]) => field.search && field.column !== undefined);
  type AnyRow = Selectable<ContentColumns> & Record<string, unknown>;
  return {
    // The columns requests write: a read-only field's is the server's (decision 078).
    columns: Object.fromEntries(
      entries.flatMap(([wire, field]) => (field.column && !isReadOnly(field) ? [[wire, field.column]] : [])),
    ),
    richText: entries.filter(([, field]) => field.richText).map(([wire]) => wire),
    emptyAsNull: entries.filter(([, field]) => field.emptyAsNull).map(([wire]) => wire),
    searchText: (row: Record<string, unknown>) => searched.map(([, field]) => row[field.column!] as string | null),
    toWire: (row: AnyRow) => ({
      ...baseWire(row),
      ...Object.fromEntries(listed.map(([wire, field]) => [wire, row[field.column!]])),
      ...(scheduled ? scheduleWire(row as unknown as Parameters<typeof scheduleWire>[0]) : {}),
    }),
  };
}
