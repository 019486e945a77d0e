import type { redirectsEndpoints } from '@atrium/contract/endpoints/redirects';
import { redirectFields, RedirectScreenTexts, RedirectStatuses, type Redirect } from '@atrium/contract/redirects';
import { Select, SimpleGrid } from '@mantine/core';
import { fieldForm } from '~/admin-kit/field-form';
import { FieldInputs } from '~/admin-kit/field-inputs';
import type { WriteBody } from '~/admin-kit/resource-api';
import { ResourceForm } from '~/admin-kit/resource-form';
import type { ResourceFormProps } from '~/admin-kit/types';
import { useKitForm } from '~/admin-kit/use-kit-form';

/** What a create and an update send (decision 074: the contract's body type). */
export type RedirectBody = WriteBody<typeof redirectsEndpoints>;

/** The declared fields the form edits: values, rules and body come from their descriptors. */
const fields = fieldForm(redirectFields.fields, ['from', 'to', 'status']);

type RedirectValues = ReturnType<typeof fields.initial>;

const statusOptions = RedirectStatuses.map((value) => ({
  value: String(value),
  label: RedirectScreenTexts.statusLabels[value],
}));

/**
 * The add and edit form of a redirect (decision 078): from, to and its type, whose choices say
 * what 301 and 302 mean. The server normalises the addresses, refuses a loop and collapses chains.
 */
export function RedirectForm({
  mode,
  record,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: ResourceFormProps<Redirect, RedirectBody>) {
  const form = useKitForm<RedirectValues>({
    initial: () => fields.initial(record),
    validate: fields.validate,
    serverErrors,
  });
  const status = form.field('status');

  return (
    <ResourceForm
      mode={mode}
      submitting={submitting}
      form={form}
      onValidSubmit={() => onSubmit(fields.body(form.values))}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FieldInputs fields={redirectFields.fields} names={fields.names} except={['status']} form={form} />
        <Select
          label={RedirectScreenTexts.status}
          data={statusOptions}
          allowDeselect={false}
          error={status.error}
          value={String(status.value)}
          onChange={(value) => status.onChange(Number(value) === 302 ? 302 : 301)}
        />
      </SimpleGrid>
    </ResourceForm>
  );
}
