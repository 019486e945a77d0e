import { AdminTexts } from '@atrium/contract/messages';
import { FaqMessages, type FaqMain } from '@atrium/contract/faqs';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { ResourceForm } from '~/admin-kit/resource-form';
import type { SingleRecordDefinition, SingleRecordFormProps } from '~/admin-kit/single-record';
import { createSingleRecordApi } from '~/admin-kit/single-record-api';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { ImagePicker } from '~/components/media-inputs/image-picker';
import { initialMainFaqValues, mainFaqBody, validateMainFaq, type MainFaqValues } from './faq-values';

export const mainFaqApi = createSingleRecordApi<FaqMain>('faqs-main');

/** The main FAQ's form (spec 1 §2, §5): title, subtitle, description and background image. */
function MainFaqForm({ record, submitting, serverErrors, onSubmit, onCancel }: SingleRecordFormProps<FaqMain>) {
  const storedImage = record?.FaqImage ?? null;
  const validate = useCallback((values: MainFaqValues) => validateMainFaq(values, storedImage), [storedImage]);
  const form = useKitForm<MainFaqValues>({ initial: () => initialMainFaqValues(record), validate, serverErrors });
  const { values } = form;

  return (
    <ResourceForm
      mode={record ? 'edit' : 'add'}
      submitLabel={AdminTexts.submit}
      submitting={submitting}
      form={form}
      onValidSubmit={() => onSubmit(mainFaqBody(values))}
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

/** The single record heading the FAQs page: created by the first save, updated after. */
export const mainFaqDefinition: SingleRecordDefinition<FaqMain> = {
  api: mainFaqApi,
  heading: 'Main FAQ',
  description: 'The heading, text and background picture at the top of the FAQs page.',
  canCreate: true,
  texts: {
    fetchFailed: FaqMessages.mainFetchFailed,
    saveFailed: FaqMessages.mainSaveFailed,
    created: FaqMessages.mainCreated,
    updated: FaqMessages.mainUpdated,
  },
  Form: MainFaqForm,
};
