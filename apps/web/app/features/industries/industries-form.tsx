import type { Industry } from '@atrium/contract/industries';
import { SimpleGrid, TextInput } from '@mantine/core';
import { PublishedSwitch } from '~/admin-kit/published-switch';
import { ResourceForm } from '~/admin-kit/resource-form';
import type { ResourceFormProps } from '~/admin-kit/types';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { industryBody, initialIndustryValues, validateIndustry, type IndustryValues } from './industries-values';

/** Spec 2 §2: the add and edit form of an industry has only its name (and the status it saves with). */
export function IndustryForm({
  mode,
  record,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: ResourceFormProps<Industry>) {
  const form = useKitForm<IndustryValues>({
    initial: () => initialIndustryValues(record),
    validate: validateIndustry,
    serverErrors,
  });
  const { values, set } = form;

  return (
    <ResourceForm
      mode={mode}
      submitting={submitting}
      form={form}
      onValidSubmit={() => onSubmit(industryBody(values))}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Industry name"
          placeholder="e.g. Renewable energy"
          maxLength={200}
          {...form.field('industriesName')}
          required
        />
        <PublishedSwitch checked={values.published} onChange={(checked) => set('published', checked)} />
      </SimpleGrid>
    </ResourceForm>
  );
}
