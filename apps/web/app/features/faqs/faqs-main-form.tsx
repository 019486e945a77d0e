import { AdminTexts } from '@atrium/contract/messages';
import { FaqMessages, type FaqMain } from '@atrium/contract/faqs';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { ResourceForm } from '~/admin-kit/resource-form';
import type { SingleRecordFormProps } from '~/admin-kit/single-record';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { ImagePicker } from '~/components/media-inputs/image-picker';
import {
  faqMainBody,
  initialFaqMainValues,
  validateFaqMain,
  type FaqMainBody,
  type FaqMainValues,
} from './faqs-main-values';

/** The main FAQ's form (requirements 1 §2, §5): title, subtitle, description and background image. */
export function FaqMainForm({
  record,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: SingleRecordFormProps<FaqMain, FaqMainBody>) {
  const storedImage = record?.FaqImage ?? null;
  const validate = useCallback((values: FaqMainValues) => validateFaqMain(values, storedImage), [storedImage]);
  const form = useKitForm<FaqMainValues>({ initial: () => initialFaqMainValues(record), validate, serverErrors });
  const { values } = form;

  return (
    <ResourceForm
      mode={record ? 'edit' : 'add'}
      submitLabel={AdminTexts.submit}
      submitting={submitting}
      form={form}
      onValidSubmit={() => onSubmit(faqMainBody(values))}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Title" maxLength={2000} {...form.field('title')} required />
        <TextInput label="Subtitle" maxLength={2000} {...form.field('subtitle')} />
      </SimpleGrid>
      <Textarea label="Description" autosize minRows={3} maxRows={8} maxLength={20000} {...form.field('description')} />
      <ImagePicker
        label="Background image"
        {...form.field('FaqImage')}
        existing={storedImage}
        required
        typeMessage={FaqMessages.imageTypes}
        description="Shown behind the heading of the FAQs page; a wide landscape picture works best."
      />
    </ResourceForm>
  );
}
