import type { Faq } from '@atrium/contract/faqs';
import { TextInput } from '@mantine/core';
import { ResourceForm } from '~/admin-kit/resource-form';
import type { ResourceFormProps } from '~/admin-kit/types';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { RichTextField } from '~/components/rich-text/rich-text-field';
import { faqBody, initialFaqValues, validateFaq, type FaqValues } from './faqs-values';

/** The add and edit form of an FAQ (spec 1 §2, §5): the question and its rich-text answer. */
export function FaqForm({ mode, record, submitting, serverErrors, onSubmit, onCancel }: ResourceFormProps<Faq>) {
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
      <TextInput
        label="Title"
        description="The question, as a visitor would ask it."
        maxLength={2000}
        {...form.field('title')}
        required
      />
      <RichTextField
        label="Description"
        description="The answer shown when a visitor opens the question."
        {...form.field('Description')}
        required
        minHeight={120}
      />
    </ResourceForm>
  );
}
