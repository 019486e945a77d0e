import type { BaseRecord } from '@atrium/contract/record';
import type { Selectable } from 'kysely';
import type { ContentColumns } from '../db/schema.ts';
import { sanitizeRichText } from '../modules/rich-text/sanitize.ts';
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
