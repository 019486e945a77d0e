import type { Faq } from '@atrium/contract/faqs';
import { faqFields } from '@atrium/contract/faqs';
import { FieldInputs } from '~/admin-kit/field-inputs';
import { ResourceForm } from '~/admin-kit/resource-form';
import type { ResourceFormProps } from '~/admin-kit/types';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { faqBody, faqForm, initialFaqValues, validateFaq, type FaqBody, type FaqValues } from './faqs-values';

/** The add and edit form of an FAQ (requirements 1 §2, §5): the question and its rich-text answer. */
export function FaqForm({
  mode,
  record,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: ResourceFormProps<Faq, FaqBody>) {
  const form = useKitForm<FaqValues>({ initial: () => initialFaqValues(record), validate: validateFaq, serverErrors });
  const { values } = form;

  return (
    <ResourceForm
      mode={mode}
      submitting={submitting}
      form={form}
      onValidSubmit={() => onSubmit(faqBody(values, record))}
      onCancel={onCancel}
    >
      <FieldInputs fields={faqFields.fields} names={faqForm.names} form={form} />
    </ResourceForm>
  );
}
