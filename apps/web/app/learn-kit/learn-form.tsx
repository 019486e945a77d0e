import { learnBaseFields, LearnMessages, type LearnRecord, type LearnType } from '@atrium/contract/learn';
import { SimpleGrid } from '@mantine/core';
import { lazy, Suspense, useCallback } from 'react';
import { CtaFields } from '~/admin-kit/cta-fields';
import { FieldInputs } from '~/admin-kit/field-inputs';
import { PageSelect } from '~/admin-kit/page-select';
import { PublishedSwitch } from '~/admin-kit/published-switch';
import { ResourceForm } from '~/admin-kit/resource-form';
import { ScheduleFields } from '~/admin-kit/schedule-fields';
import type { ResourceFormProps } from '~/admin-kit/types';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { useOrgTimezone } from '~/admin-kit/use-org-timezone';
import { ImagePicker } from '~/components/media-inputs/image-picker';
import { LearnCategoriesField, useLearnCategories } from './learn-categories-field';
import { LearnDateField } from './learn-date-field';
import { LearnMediaFields } from './learn-media-fields';
import { LearnPreviewBar, LearnShareLinks } from './learn-preview-bar';
import {
  defaultInputs,
  initialLearnValues,
  latestLearnDay,
  learnBody,
  validateLearn,
  type LearnBody,
  type LearnValues,
} from './learn-values';

/** The item's own figures (decision 089), with the charts' code, loaded once a saved item's form opens. */
const LearnItemFigures = lazy(() => import('./learn-item-figures'));

export type LearnFormState = ReturnType<typeof useKitForm<LearnValues>>;

/**
 * The add and edit form of a blog, article, video or podcast: the fields of requirements 2 §2 in their
 * order, the shared ones here and the type's media part in LearnMediaFields.
 */
export function LearnForm<K extends LearnType>({
  type,
  mode,
  record,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: ResourceFormProps<LearnRecord[K], LearnBody<K>> & { type: K }) {
  const categories = useLearnCategories(record);
  const { zone } = useOrgTimezone();
  const validate = useCallback(
    (values: LearnValues) =>
      validateLearn(type, values, record, {
        activeCategories: categories.isPending ? null : categories.options.active,
        latestDay: latestLearnDay(values.publish_at, zone),
      }),
    [type, record, categories, zone],
  );
  const form = useKitForm<LearnValues>({ initial: () => initialLearnValues(type, record), validate, serverErrors });
  const { values, errors, set, patch } = form;

  return (
    <ResourceForm
      mode={mode}
      submitting={submitting}
      form={form}
      onValidSubmit={() => onSubmit(learnBody(type, values, record))}
      onCancel={onCancel}
    >
      <LearnPreviewBar type={type} values={values} record={record} />
      {record ? (
        <Suspense fallback={null}>
          <LearnItemFigures type={type} id={record.id} />
        </Suspense>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PageSelect
          value={values.selectedPage}
          onChange={(page) => set('selectedPage', page)}
          error={errors.selectedPage}
        />
        <PublishedSwitch checked={values.published} onChange={(checked) => set('published', checked)} />
      </SimpleGrid>

      <FieldInputs fields={learnBaseFields} names={defaultInputs} form={form} />
      <LearnDateField
        {...form.field('created_at')}
        onChange={(date) => set('created_at', date)}
        latest={latestLearnDay(values.publish_at, zone)}
      />
      <ScheduleFields
        values={values}
        errors={errors}
        onChange={(field, iso) => set(field, iso, ['created_at', 'publish_at', 'unpublish_at'])}
      />

      <LearnMediaFields type={type} form={form} record={record} />

      <LearnCategoriesField
        value={values.categories}
        onChange={(ids) => set('categories', ids)}
        error={errors.categories}
        categories={categories}
      />

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <FieldInputs fields={learnBaseFields} names={['authorName']} form={form} />
        <ImagePicker
          label="Author image"
          value={values.authorImage}
          onChange={(file) => set('authorImage', file)}
          existing={values.storedAuthorImage}
          onClearExisting={() => patch({ storedAuthorImage: null }, ['authorImage'])}
          error={errors.authorImage}
          typeMessage={LearnMessages.imageFormats}
          aspectRatio={1}
          compact
          description="Optional: a portrait, shown small and round."
        />
      </SimpleGrid>

      <CtaFields
        checked={values.cta_status}
        onToggle={(checked) => set('cta_status', checked, ['cta_url'])}
        url={form.field('cta_url')}
        description="A button on the item's page that links to a page of this site or another site."
      />
      <LearnShareLinks type={type} record={record} />
    </ResourceForm>
  );
}
