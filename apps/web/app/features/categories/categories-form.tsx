import { CategoryType, type Category } from '@atrium/contract/categories';
import { Textarea, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { ResourceForm } from '~/admin-kit/resource-form';
import type { ResourceFormProps } from '~/admin-kit/types';
import { FormScope } from '~/admin-kit/unsaved-changes';
import { useKitForm } from '~/admin-kit/use-kit-form';
import {
  categoryBody,
  initialCategoryValues,
  validateCategory,
  type CategoryBody,
  type CategoryValues,
} from './categories-values';
import { IconPicker } from './categories-icon-picker';
import classes from './categories.module.css';

type CategoryFormProps = ResourceFormProps<Category, CategoryBody> & { categoryType: Category['categoryType'] };

/** The guard's slot of the screen's one open form (decision 027). */
export const CATEGORY_FORM_SLOT = 'categories-form';

/** The form in its guard scope, with a local draft per category (or per type's new one). */
export function CategoryForm(props: CategoryFormProps) {
  const { record, categoryType } = props;
  const draft = {
    screen: `categories:${categoryType}`,
    record: record?.id ?? null,
    recordSavedAt: record?.updated_at ?? null,
  };
  return (
    <FormScope value={{ slot: CATEGORY_FORM_SLOT, draft }}>
      <CategoryFields {...props} />
    </FormScope>
  );
}

/** The add and edit form of a category (requirements 1 §5): title, description and, for a media type, its icon. */
function CategoryFields({
  mode,
  record,
  categoryType,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: CategoryFormProps) {
  const validate = useCallback((values: CategoryValues) => validateCategory(values, categoryType), [categoryType]);
  const form = useKitForm<CategoryValues>({ initial: () => initialCategoryValues(record), validate, serverErrors });
  const { values } = form;
  const isEdit = mode === 'edit';

  return (
    <ResourceForm
      mode={mode}
      submitting={submitting}
      form={form}
      onValidSubmit={() => onSubmit(categoryBody(values, categoryType, mode))}
      onCancel={onCancel}
    >
      <TextInput
        label="Title"
        size="sm"
        {...form.field('name')}
        required={!isEdit}
        // Other parts of the site find categories by name (requirements 1 §5: read-only on edit).
        readOnly={isEdit}
        description={isEdit ? 'A category keeps its name: the site finds it by that name.' : undefined}
        maxLength={100}
        autoComplete="off"
        classNames={{ input: classes.fixedName }}
      />
      <Textarea
        label="Description"
        size="sm"
        placeholder="What belongs in this category"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={2000}
        {...form.field('desc')}
      />
      {categoryType === CategoryType.MediaType ? <IconPicker {...form.field('icon')} /> : null}
    </ResourceForm>
  );
}
