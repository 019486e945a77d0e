import type { Industry } from '@atrium/contract/industries';
import { industryFields } from '@atrium/contract/industries';
import { SimpleGrid } from '@mantine/core';
import { FieldInputs } from '~/admin-kit/field-inputs';
import { PublishedSwitch } from '~/admin-kit/published-switch';
import { ResourceForm } from '~/admin-kit/resource-form';
import type { ResourceFormProps } from '~/admin-kit/types';
import { useKitForm } from '~/admin-kit/use-kit-form';
import {
  industryBody,
  industryForm,
  initialIndustryValues,
  validateIndustry,
  type IndustryBody,
  type IndustryValues,
} from './industries-values';

/** Requirements 2 §2: the add and edit form of an industry has only its name (and the status it saves with). */
export function IndustryForm({
  mode,
  record,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: ResourceFormProps<Industry, IndustryBody>) {
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
        <FieldInputs fields={industryFields.fields} names={industryForm.names} form={form} />
        <PublishedSwitch checked={values.published} onChange={(checked) => set('published', checked)} />
      </SimpleGrid>
    </ResourceForm>
  );
}
