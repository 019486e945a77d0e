import type { redirectsEndpoints } from '@atrium/contract/endpoints/redirects';
import { redirectFields, type Redirect } from '@atrium/contract/redirects';
import { SimpleGrid } from '@mantine/core';
import { fieldForm } from '~/admin-kit/field-form';
import { FieldInputs } from '~/admin-kit/field-inputs';
import { PublishedSwitch } from '~/admin-kit/published-switch';
import type { WriteBody } from '~/admin-kit/resource-api';
import { ResourceForm } from '~/admin-kit/resource-form';
import type { ResourceFormProps } from '~/admin-kit/types';
import { useKitForm } from '~/admin-kit/use-kit-form';

/** What a create and an update send (decision 074: the contract's body type). */
export type RedirectBody = WriteBody<typeof redirectsEndpoints>;

/** The declared fields the form edits: values, rules, body and inputs come from their descriptors. */
const fields = fieldForm(redirectFields.fields, ['name']);

type RedirectValues = ReturnType<typeof fields.initial> & { published: boolean };

/** The add and edit form of a redirect: its fields and the status it saves with. */
export function RedirectForm({
  mode,
  record,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: ResourceFormProps<Redirect, RedirectBody>) {
  const form = useKitForm<RedirectValues>({
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
        <FieldInputs fields={redirectFields.fields} names={fields.names} form={form} />
        <PublishedSwitch checked={values.published} onChange={(checked) => set('published', checked)} />
      </SimpleGrid>
    </ResourceForm>
  );
}
