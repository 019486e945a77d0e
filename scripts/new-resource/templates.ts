import type { ResourceNames } from './names.ts';

/** A file to write, by its path from the repository root. */
export type GeneratedFile = { path: string; content: string };

/**
 * The starting files of a resource shaped like industries: one text field (`name`) with the
 * whole list convention. The developer then adds the resource's own fields to the contract,
 * the table, the migration and the form.
 */
export function resourceFiles(n: ResourceNames, migrationStamp: string): GeneratedFile[] {
  return [
    { path: `packages/contract/src/${n.key}.ts`, content: contract(n) },
    { path: `packages/contract/src/endpoints/${n.key}.ts`, content: endpoints(n) },
    { path: `apps/server/src/resources/${n.key}/${n.key}.resource.ts`, content: definition(n, migrationStamp) },
    { path: `apps/server/src/resources/${n.key}/${n.key}.test.ts`, content: serverTest(n) },
    { path: `apps/server/src/db/migrations/${migrationStamp}-${n.key}.ts`, content: migration(n) },
    { path: `apps/web/app/features/${n.key}/${n.key}-admin.ts`, content: webRegistration(n) },
    { path: `apps/web/app/features/${n.key}/${n.key}-screen.tsx`, content: webScreen(n) },
    { path: `apps/web/app/features/${n.key}/${n.key}-definition.tsx`, content: webDefinition(n) },
    { path: `apps/web/app/features/${n.key}/${n.key}-form.tsx`, content: webForm(n) },
    { path: `e2e/${n.key}.spec.ts`, content: e2eSpec(n) },
  ];
}

const contract = (n: ResourceNames) => `import type { z } from 'zod';
import { position, resourceFields, status, text } from './fields.ts';
import { baseRecordSchema } from './record.ts';
import { standardTexts } from './resource-texts.ts';

export const ${n.One}Messages = { nameRequired: 'Name is required.' } as const;

export const ${n.One}Texts = standardTexts('${n.title}', '${n.titles}');

export const ${n.one}SortKeys = ['position', '-position', 'name', '-name', 'created_at', '-created_at'] as const;

/**
 * The fields of ${article(n.title)} ${n.title.toLowerCase()}, declared once (decision 074): the body and record
 * schemas, the table's columns, the wire mapping, the search text and the form come from them. A
 * new field is one line here and one migration.
 */
export const ${n.one}Fields = resourceFields({
  name: text({ column: 'name', max: 200, required: ${n.One}Messages.nameRequired, search: true, label: 'Name' }),
  status: status(),
  position: position(),
});

/** ${article(n.title, true)} ${n.title.toLowerCase()} as the API answers it. */
export const ${n.one}Schema = baseRecordSchema.extend(${n.one}Fields.record);
export type ${n.One} = z.infer<typeof ${n.one}Schema>;
`;

/** The resource's endpoints: the routes the server registers and the calls the back office makes. */
const endpoints = (
  n: ResourceNames,
) => `import { ${n.one}Fields, ${n.one}Schema, ${n.one}SortKeys } from '../${n.key}.ts';
import { resourceEndpoints } from '../resource-endpoints.ts';

export const ${n.many}Endpoints = resourceEndpoints({
  key: '${n.key}',
  noun: '${n.noun}',
  // Who manages it (decision 035): 'editor' for content, 'admin' for administrators only.
  access: 'editor',
  record: ${n.one}Schema,
  ...${n.one}Fields.spec,
  sortKeys: ${n.one}SortKeys,
  publicRead: true,
});
`;

const definition = (
  n: ResourceNames,
  stamp: string,
) => `import { type ${n.one}Fields, ${n.one}SortKeys } from '@atrium/contract/${n.key}';
import { ${n.many}Endpoints } from '@atrium/contract/endpoints/${n.key}';
import type { TableOf } from '../../resource-kit/columns.ts';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** The ${n.table} table (db/migrations/${stamp}-${n.key}.ts), as its field descriptors give it (decision 074). */
type ${n.Many}Table = TableOf<typeof ${n.one}Fields.fields>;

declare module '../../db/schema.ts' {
  interface Database {
    ${n.table}: ${n.Many}Table;
  }
}

export const ${n.many} = defineResource({
  api: ${n.many}Endpoints,
  table: '${n.table}',
  // Columns, wire mapping and search text come from the contract's field descriptors.
  sorts: sortsFor(${n.one}SortKeys),
});
`;

const serverTest = (n: ResourceNames) => `import { ${n.One}Messages } from '@atrium/contract/${n.key}';
import { describe, expect, it } from 'vitest';
import { describeResourceContract } from '../../testing/resource-contract.suite.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { ${n.many} } from './${n.key}.resource.ts';

describeResourceContract({ resource: ${n.many}, build: (text) => ({ name: \`${n.title} \${text}\` }) });

const ctx = useSignedInApp();

describe('${n.key}', () => {
  it('requires a name', async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/${n.key}/',
      headers: ctx.auth,
      payload: { name: '  ', status: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toBe(${n.One}Messages.nameRequired);
  });
});
`;

const migration = (n: ResourceNames) => `import { contentTable, type MigrationDb } from './helpers/v2.ts';

/** The ${n.table} table (resources/${n.key}). Never edit a landed migration: add a new one. */
export async function up(db: MigrationDb): Promise<void> {
  await contentTable(db, '${n.table}', (t) => t.addColumn('name', 'varchar(200)', (c) => c.notNull()));
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('${n.table}').execute();
  await db.deleteFrom('content_counts').where('resource', '=', '${n.table}').execute();
}
`;

/**
 * The screen's registration (admin-kit/admin-screen.ts): its address under /admin and its place
 * in the navigation. Read at build time, so it imports only packages.
 */
const webRegistration = (n: ResourceNames) => `import { ${n.One}Texts } from '@atrium/contract/${n.key}';
import type { AdminScreen } from '~/admin-kit/admin-screen';

export default {
  path: '${n.key}',
  nav: { label: ${n.One}Texts.plural, icon: 'list', order: 90 },
} satisfies AdminScreen;
`;

/** The route module the back office mounts at the registration's address (app/admin/routes.tsx). */
const webScreen = (n: ResourceNames) => `import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { ${n.many}Definition } from './${n.key}-definition';

/** The ${n.titles} screen, with the whole list convention. */
export default function ${n.Many}Screen() {
  return <ResourceListPage definition={${n.many}Definition} />;
}
`;

const webDefinition = (n: ResourceNames) => `import type { ${n.One} } from '@atrium/contract/${n.key}';
import { ${n.One}Texts } from '@atrium/contract/${n.key}';
import { ${n.many}Endpoints } from '@atrium/contract/endpoints/${n.key}';
import { titleColumn } from '~/admin-kit/columns';
import { createResourceApi } from '~/admin-kit/resource-api';
import type { ResourceDefinition } from '~/admin-kit/types';
import { ${n.One}Form, type ${n.One}Body } from './${n.key}-form';

export const ${n.many}Api = createResourceApi(${n.many}Endpoints);

/** The ${n.titles} screen: a name, with the whole list convention. */
export const ${n.many}Definition: ResourceDefinition<${n.One}, ${n.One}Body> = {
  api: ${n.many}Api,
  texts: ${n.One}Texts,
  rowLabel: (row) => row.name,
  Form: ${n.One}Form,
  columns: [titleColumn({ header: 'Name', title: (row) => row.name })],
};
`;

const webForm = (n: ResourceNames) => `import type { ${n.many}Endpoints } from '@atrium/contract/endpoints/${n.key}';
import { ${n.one}Fields, type ${n.One} } from '@atrium/contract/${n.key}';
import { SimpleGrid } from '@mantine/core';
import { fieldForm } from '~/admin-kit/field-form';
import { FieldInputs } from '~/admin-kit/field-inputs';
import { PublishedSwitch } from '~/admin-kit/published-switch';
import type { WriteBody } from '~/admin-kit/resource-api';
import { ResourceForm } from '~/admin-kit/resource-form';
import type { ResourceFormProps } from '~/admin-kit/types';
import { useKitForm } from '~/admin-kit/use-kit-form';

/** What a create and an update send (decision 074: the contract's body type). */
export type ${n.One}Body = WriteBody<typeof ${n.many}Endpoints>;

/** The declared fields the form edits: values, rules, body and inputs come from their descriptors. */
const fields = fieldForm(${n.one}Fields.fields, ['name']);

type ${n.One}Values = ReturnType<typeof fields.initial> & { published: boolean };

/** The add and edit form of ${article(n.title)} ${n.title.toLowerCase()}: its fields and the status it saves with. */
export function ${n.One}Form({
  mode,
  record,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: ResourceFormProps<${n.One}, ${n.One}Body>) {
  const form = useKitForm<${n.One}Values>({
    initial: () => ({ ...fields.initial(record), published: record?.status === 1 }),
    validate: fields.validate,
    serverErrors,
  });
  const { values, set } = form;

  return (
    <ResourceForm
      mode={mode}
      submitting={submitting}
      form={form}
      onValidSubmit={() => onSubmit({ ...fields.body(values), status: values.published ? 1 : 0 })}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FieldInputs fields={${n.one}Fields.fields} names={fields.names} form={form} />
        <PublishedSwitch checked={values.published} onChange={(checked) => set('published', checked)} />
      </SimpleGrid>
    </ResourceForm>
  );
}
`;

const e2eSpec = (
  n: ResourceNames,
) => `import { ${n.One}Messages, ${n.One}Texts, type ${n.One} } from '@atrium/contract/${n.key}';
import { Messages } from '@atrium/contract/messages';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { listResource } from './support/list-conventions.ts';
import { expectCounts } from './support/list-screen.ts';

/**
 * The ${n.titles} screen: a form with a name. Its list is the kit's, whose conventions are proven on
 * the Hero Slider screen and, for this list too, by apps/web/app/admin-kit/list-screens.test.tsx.
 */

const T = ${n.One}Texts;

const ${n.many} = listResource<${n.One}>({
  texts: T,
  path: '/admin/${n.key}',
  endpoint: '/api/${n.key}/',
  create: (api, title, status) => api.call<${n.One}>('POST', '/api/${n.key}/', { name: title, status }),
});

test('adds ${article(n.title)} ${n.title.toLowerCase()} after the form has said the name is missing', async ({ page }) => {
  const { tag } = ${n.many};
  const s = await ${n.many}.open(page);
  await expect(page.getByText(Messages.noData)).toBeVisible();
  await s.add.click();
  await s.addForm.getByRole('button', { name: 'Create' }).click();
  const name = s.addForm.getByRole('textbox', { name: 'Name' });
  await expect(s.addForm.getByText(${n.One}Messages.nameRequired)).toBeVisible();
  await expect(name).toBeFocused();
  await expectNoSeriousA11yViolations(page, '${n.key}, add form with an error');

  await name.fill(\`First \${tag}\`);
  await s.addForm.getByRole('button', { name: 'Create' }).click();
  await expect(s.toast(T.created)).toBeVisible();
  await expect(s.row(\`First \${tag}\`)).toContainText('Unpublished');
  await expectCounts(s, 1, 0, 1);
  expect((await ${n.many}.listTagged()).map((r) => r.name)).toEqual([\`First \${tag}\`]);
  await expectNoSeriousA11yViolations(page, '${n.key}, list');
});
`;

function article(word: string, capitalised = false): string {
  const a = /^[aeiou]/i.test(word) ? 'an' : 'a';
  return capitalised ? a.charAt(0).toUpperCase() + a.slice(1) : a;
}
