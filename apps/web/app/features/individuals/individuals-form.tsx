import { CategoryType } from '@atrium/contract/categories';
import type { Individual } from '@atrium/contract/individuals';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { PublishedSwitch } from '~/admin-kit/published-switch';
import { ResourceForm } from '~/admin-kit/resource-form';
import type { ResourceFormProps } from '~/admin-kit/types';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { ImagePicker } from '~/components/media-inputs/image-picker';
import { RichTextField } from '~/components/rich-text/rich-text-field';
import { useCategoryOptions } from '~/admin-kit/use-category-options';
import {
  individualBody,
  initialIndividualValues,
  isFounder,
  validateIndividual,
  withCategory,
  type IndividualBody,
  type IndividualValues,
} from './individuals-values';

/** The add and edit form of an individual: every field and rule of requirements 2 §2–§5. */
export function IndividualForm({
  mode,
  record,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: ResourceFormProps<Individual, IndividualBody>) {
  const categoryQuery = useCategoryOptions(CategoryType.Individuals);
  const categories = useMemo(() => categoryQuery.data ?? [], [categoryQuery.data]);
  const storedImage = record?.IndividualImage ?? null;
  const validate = useCallback(
    (values: IndividualValues) => validateIndividual(values, storedImage, categories),
    [storedImage, categories],
  );
  const form = useKitForm<IndividualValues>({ initial: () => initialIndividualValues(record), validate, serverErrors });
  const { values, errors, set, patch } = form;
  const founder = isFounder(values.category, categories);
  const options = categories.map((c) => ({
    value: String(c.id),
    label: c.status === 1 ? c.name : `${c.name} (inactive)`,
  }));

  return (
    <ResourceForm
      mode={mode}
      submitting={submitting}
      form={form}
      onValidSubmit={() => onSubmit(individualBody(values, categories))}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Title" placeholder="Full name" maxLength={500} {...form.field('title')} required />
        <TextInput
          label="Subtitle"
          placeholder="Role or organisation"
          maxLength={500}
          {...form.field('subtitle')}
          required
        />
        <Select
          label="Category"
          placeholder={categoryQuery.isPending ? 'Loading categories…' : 'Choose a category'}
          data={options}
          value={values.category || null}
          // Requirements 2 §4: a new category clears the background image.
          onChange={(value) => patch(withCategory(values, value ?? ''))}
          error={errors.category}
          required
          allowDeselect={false}
          disabled={categoryQuery.isPending}
          comboboxProps={{ withinPortal: true }}
        />
        <PublishedSwitch checked={values.published} onChange={(checked) => set('published', checked)} />
      </SimpleGrid>

      <RichTextField label="Description" {...form.field('description')} required />

      <SimpleGrid cols={{ base: 1, sm: founder ? 2 : 1 }} spacing="md">
        <ImagePicker
          label="Picture"
          {...form.field('IndividualImage')}
          existing={storedImage}
          required
          aspectRatio={1}
          description="A portrait, shown square or round on the site."
        />
        {founder ? (
          <ImagePicker
            label="Background image"
            {...form.field('backgroundImage')}
            existing={values.storedBackground}
            required
            description="Shown behind the founder's portrait on the About us page."
          />
        ) : null}
      </SimpleGrid>
    </ResourceForm>
  );
}
