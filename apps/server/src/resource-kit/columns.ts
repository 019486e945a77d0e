import { sanitizeRichText } from '../modules/rich-text/sanitize.ts';

/**
 * The usual toColumns: copies each wire field present in the request to its column ('' becomes
 * null for nullable columns only when listed in `emptyAsNull`), cleans rich-text fields, and
 * writes each stored file field to its column.
 */
export function mapColumns(opts: {
  fields: Record<string, string>;
  richText?: readonly string[];
  files?: Record<string, string>;
  emptyAsNull?: readonly string[];
}) {
  return (input: Record<string, unknown>, stored: Record<string, string | null>): Record<string, unknown> => {
    const columns: Record<string, unknown> = {};
    for (const [field, column] of Object.entries(opts.fields)) {
      const value = input[field];
      if (value === undefined) continue;
      if (value === '' && opts.emptyAsNull?.includes(field)) columns[column] = null;
      else if (typeof value === 'string' && opts.richText?.includes(field)) columns[column] = sanitizeRichText(value);
      else columns[column] = value;
    }
    for (const [field, column] of Object.entries(opts.files ?? {})) {
      if (field in stored) columns[column] = stored[field];
    }
    return columns;
  };
}

/** Common wire fields of every list record. */
export function baseWire(row: { id: number; status: number; position: number } & Record<string, unknown>) {
  return {
    id: row.id,
    status: Number(row.status),
    position: Number(row.position),
    created_at: row.created_at as string,
    updated_at: row.updated_at as string,
  };
}
