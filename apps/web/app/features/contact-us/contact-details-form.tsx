import { AdminTexts } from '@atrium/contract/messages';
import { ContactDetailsMessages, contactDetailsFields, type ContactDetails } from '@atrium/contract/submissions';
import { phoneHint } from '@atrium/contract/public-forms';
import { typedPhone } from '@atrium/contract/submission-rules';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { FieldInputs } from '~/admin-kit/field-inputs';
import { ResourceForm } from '~/admin-kit/resource-form';
import type { SingleRecordFormProps } from '~/admin-kit/single-record';
import { useDefaultCountry } from '~/admin-kit/use-default-country';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { ImagePicker } from '~/components/media-inputs/image-picker';
import {
  contactDetailsBody,
  defaultInputs,
  initialContactDetailsValues,
  validateContactDetails,
  type ContactDetailsBody,
  type ContactDetailsValues,
} from './contact-details-values';

/** The site's contact details (requirements 3 §2, §5): shown on the public contact page beside the form. */
export function ContactDetailsForm({
  record,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: SingleRecordFormProps<ContactDetails, ContactDetailsBody>) {
  const storedImage = record?.backgroundImage ?? null;
  const country = useDefaultCountry();
  const validate = useCallback(
    (values: ContactDetailsValues) => validateContactDetails(values, storedImage, country),
    [storedImage, country],
  );
  const form = useKitForm<ContactDetailsValues>({
    initial: () => initialContactDetailsValues(record, country),
    validate,
    serverErrors,
    liveFromFirstEdit: true,
  });
  const phone = form.field('phone');

  return (
    <ResourceForm
      mode={record?.status === 1 ? 'edit' : 'add'}
      submitLabel={AdminTexts.submit}
      submitting={submitting}
      form={form}
      onValidSubmit={() => onSubmit(contactDetailsBody(form.values))}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FieldInputs fields={contactDetailsFields.fields} names={defaultInputs} form={form} />
      </SimpleGrid>
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={2000}
        {...form.field('description')}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Email" type="email" maxLength={254} {...form.field('email')} required />
        <TextInput
          label="Phone"
          type="tel"
          inputMode="tel"
          placeholder={country === 'US' ? '555-123-4567' : undefined}
          description={phoneHint(country)}
          {...phone}
          onChange={(event) => form.set('phone', typedPhone(event.currentTarget.value, country))}
          required
        />
      </SimpleGrid>
      <Textarea label="Address" autosize minRows={2} maxRows={4} maxLength={500} {...form.field('address')} required />
      <ImagePicker
        label="Background image"
        {...form.field('backgroundImage')}
        existing={storedImage}
        required
        typeMessage={ContactDetailsMessages.imageTypes}
        description="Shown behind the contact details on the public contact page; a wide landscape picture works best."
      />
    </ResourceForm>
  );
}
