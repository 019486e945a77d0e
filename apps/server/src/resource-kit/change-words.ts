import type { FieldShape } from '@atrium/contract/fields';
import { ChangeWords, type FieldChange, fieldLabel } from '@atrium/contract/revisions';
import { stripMarkup } from '@atrium/contract/text';
import type { Snapshot } from '../foundations/revisions/revisions.service.ts';
import type { ResourceContext, ResourceDefinition, ResourceTable } from './define-resource.ts';

/**
 * Decision 085: a list resource's writes in words, for the audit log and the revision compare
 * alike: a record's title, each field's label, its values as people read them (categories by
 * name, switches and statuses as words, files by name) and which of them a write changed.
 */

/** A value longer than this is cut in the audit log (the revision compare shows it whole). */
const LONGEST = 200;

/** The descriptor of a field, where the resource declares them (decision 074). */
const descriptorOf = (definition: ResourceDefinition, field: string): FieldShape[string] | undefined =>
  (definition.api.spec.declared as FieldShape | undefined)?.[field];

/**
 * The record's title as its screen lists it: the first text its search matches (a title, a name,
 * an email), else its first required text (a redirect's old address), else its title or name
 * column, else its id (an inbox's record only by its id).
 */
export function recordTitle(definition: ResourceDefinition, row: Record<string, unknown>): string {
  // An inbox's records (sent in by the public, never edited, deleted for good when asked) are
  // people: the log keeps no name or address of theirs.
  if (definition.hardDelete && !definition.api.enabled('update')) return `#${String(row.id)}`;
  const texts = Object.values((definition.api.spec.declared ?? {}) as FieldShape).filter(
    (field) => field.column && (field.kind === 'text' || field.kind === 'url'),
  );
  const columns = [...texts.filter((field) => field.search), ...texts.filter((field) => field.required)].map(
    (field) => field.column!,
  );
  for (const column of [...columns, 'title', 'name']) {
    const value = row[column];
    if (typeof value === 'string' && value.trim()) return stripMarkup(value).trim();
  }
  return `#${String(row.id)}`;
}

/** A field's label: its descriptor's (the form's), else one read from its name. */
export function changeLabel(definition: ResourceDefinition, field: string): string {
  return descriptorOf(definition, field)?.label ?? fieldLabel(field);
}

const isRich = (definition: ResourceDefinition, field: string) =>
  (definition.richText ?? []).map(String).includes(field) || descriptorOf(definition, field)?.kind === 'richText';
const isFile = (definition: ResourceDefinition, field: string) =>
  Object.hasOwn(definition.files ?? {}, field) || descriptorOf(definition, field)?.kind === 'file';

/** Names of the records a relation's ids point at (a learn item's categories: the table its field is named after). */
async function relationNames(ctx: ResourceContext, table: string, ids: number[]): Promise<Map<number, string>> {
  try {
    const rows = await ctx.lookup(table as ResourceTable, ids);
    return new Map(
      [...rows].map(([id, row]) => {
        const { name, title } = row as { name?: unknown; title?: unknown };
        return [id, String(name ?? title ?? `#${id}`)];
      }),
    );
  } catch {
    return new Map();
  }
}

/** Each field of a snapshot as words: the revision compare's values, and the audit log's before and after. */
export async function snapshotWords(
  definition: ResourceDefinition,
  data: Snapshot,
  ctx: ResourceContext,
): Promise<Record<string, string>> {
  const words: Record<string, string> = {};
  for (const [field, value] of Object.entries(data)) {
    const descriptor = descriptorOf(definition, field);
    const kind = descriptor?.kind;
    // A choice by its label where it has one (decision 088): "A link", not "0".
    const named = kind === 'choice' ? descriptor?.optionLabels?.[String(value)] : undefined;
    if (value === null || value === undefined || value === '') words[field] = '';
    else if (named !== undefined) words[field] = named;
    else if (isRich(definition, field)) words[field] = stripMarkup(String(value)).replace(/\s+/g, ' ').trim();
    else if (isFile(definition, field)) words[field] = String(value).slice(String(value).lastIndexOf('/') + 1);
    else if (field === 'status' && kind !== 'choice')
      words[field] = value === 1 ? ChangeWords.published : ChangeWords.unpublished;
    else if (kind === 'switch') words[field] = value === 1 || value === true ? ChangeWords.on : ChangeWords.off;
    else if (kind === 'relation' && Array.isArray(value)) {
      const ids = value.filter((id): id is number => typeof id === 'number');
      const names = await relationNames(ctx, field, ids);
      words[field] = ids.map((id) => names.get(id) ?? `#${id}`).join(', ');
    } else if (Array.isArray(value)) words[field] = value.map(String).join(', ');
    else if (typeof value === 'object') words[field] = JSON.stringify(value);
    else words[field] = String(value);
  }
  return words;
}

/** A value as the audit log keeps it: cut at LONGEST characters. */
export const clip = (text: string) => (text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text);

/**
 * The fields whose words differ between two snapshots (all that are filled, for a new record):
 * plain fields with their old and new value (a new record's, only the new), rich text only as changed.
 */
export function changesBetween(
  definition: ResourceDefinition,
  before: Record<string, string> | undefined,
  after: Record<string, string>,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before ?? {})])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const old = before?.[field] ?? '';
    const now = after[field] ?? '';
    if (old === now) continue;
    const label = changeLabel(definition, field);
    if (isRich(definition, field)) changes.push({ field, label });
    else if (!before) changes.push({ field, label, after: clip(now) });
    else changes.push({ field, label, before: clip(old), after: clip(now) });
  }
  return changes;
}
