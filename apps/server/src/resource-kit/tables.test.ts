import type { FieldShape } from '@atrium/contract/fields';
import { organisationFields, siteSettingsFields } from '@atrium/contract/site-settings';
import { contactDetailsFields } from '@atrium/contract/submissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentColumns } from '../db/schema.ts';
import { introspectTables } from '../db/table-types.ts';
import { loadResources } from '../resources/index.ts';
import { createTestDatabase } from '../testing/test-app.ts';
import type { ResourceDefinition } from './define-resource.ts';

/**
 * Decision 077: a list resource's table type is derived from its field descriptors (`TableOf`,
 * decision 074), not generated from the migrations, so this holds the two together: on a freshly
 * migrated database, every column the descriptors derive exists with the nullability they give
 * it (and a default where they say the database has one), and every column of the table is a
 * descriptor's or the kit's. A descriptor without its migration fails, and so does a migration
 * without its descriptor. Every resource loadResources() finds is checked once its endpoints
 * carry descriptors (`spec.declared`); until then it shows as skipped.
 */

/** The columns the kit writes on every resource's table, and whether each may hold null. */
const KIT_COLUMNS = {
  id: false,
  status: false,
  position: false,
  search_text: false,
  created_at: false,
  updated_at: false,
  deleted_at: true,
  deleted_by: true,
  deleted_status: true,
} satisfies Record<keyof ContentColumns, boolean>;

/** What a column must be: whether it may hold null, and whether the database must give it a default. */
type Expected = { nullable: boolean; hasDefault?: boolean; from: string };

function descriptorColumns(fields: FieldShape): Map<string, Expected> {
  const columns = new Map<string, Expected>();
  for (const [name, field] of Object.entries(fields)) {
    if (!field.column) continue;
    const defaulted = 'hasDefault' in field && field.hasDefault === true;
    columns.set(field.column, { nullable: field.nullable, hasDefault: defaulted, from: `descriptor ${name}` });
  }
  return columns;
}

/** The kit's columns of a resource's table and those its definition has the engine keep, then its descriptors'. */
function expectedColumns(definition: ResourceDefinition, fields: FieldShape): Map<string, Expected> {
  const columns = new Map<string, Expected>(
    Object.entries(KIT_COLUMNS).map(([column, nullable]) => [column, { nullable, from: 'the kit' }]),
  );
  if (definition.scheduled) {
    for (const column of ['publish_at', 'unpublish_at']) columns.set(column, { nullable: true, from: 'the schedule' });
  }
  for (const { keyColumn } of definition.unique ?? []) columns.set(keyColumn, { nullable: false, from: 'unique' });
  for (const column of Object.values(definition.fileDurations ?? {})) {
    if (column) columns.set(column, { nullable: true, from: 'fileDurations' });
  }
  for (const [column, expected] of descriptorColumns(fields)) columns.set(column, expected);
  return columns;
}

let t: Awaited<ReturnType<typeof createTestDatabase>>;
let tables: Awaited<ReturnType<typeof introspectTables>>;
beforeAll(async () => {
  t = await createTestDatabase(undefined, { migrated: true });
  tables = await introspectTables(t.db);
});
afterAll(() => t?.close());

/** Each way the table and the expected columns disagree, in words. */
function mismatches(table: string, expected: Map<string, Expected>): string[] {
  const found = tables.find((candidate) => candidate.name === table);
  if (!found) return [`no table ${table} in the migrations`];
  const problems: string[] = [];
  for (const [column, want] of expected) {
    const has = found.columns.find((candidate) => candidate.name === column);
    if (!has) problems.push(`${table}.${column} (${want.from}) has no column in the migrations`);
    else if (has.isNullable !== want.nullable) {
      problems.push(
        `${table}.${column} (${want.from}) is ${want.nullable ? 'nullable' : 'not nullable'}, ` +
          `the migrations make it ${has.isNullable ? 'nullable' : 'not nullable'}`,
      );
    } else if (want.hasDefault && !has.hasDefaultValue) {
      problems.push(`${table}.${column} (${want.from}) is defaulted, the migrations give it no default`);
    }
  }
  for (const column of found.columns) {
    if (!expected.has(column.name)) problems.push(`${table}.${column.name} has no descriptor (nor is it the kit's)`);
  }
  return problems;
}

const definitions = await loadResources();

describe("list resources' tables against the migrations", () => {
  for (const definition of definitions) {
    const declared = definition.api.spec.declared;
    it.skipIf(!declared)(`${definition.key} (${definition.table})`, () => {
      expect(mismatches(definition.table, expectedColumns(definition, declared!))).toEqual([]);
    });
  }

  it('site settings (site_settings, a singleton on the same descriptors)', () => {
    const expected = descriptorColumns(siteSettingsFields.fields);
    // Kept on the contact details' row (decision 085): that table's columns, checked with it above.
    for (const wire of organisationFields) {
      const column = siteSettingsFields.fields[wire].column;
      expect(Object.values(contactDetailsFields.fields).map((field) => field.column)).toContain(column);
      expected.delete(column);
    }
    expected.set('id', { nullable: false, from: 'the row' });
    expected.set('updated_at', { nullable: true, from: 'the row' });
    expected.set('updated_by', { nullable: true, from: 'the row' });
    expect(mismatches('site_settings', expected)).toEqual([]);
  });
});
