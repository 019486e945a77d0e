import { CategoryType } from '@atrium/contract/categories';
import { LearnMessages } from '@atrium/contract/learn';
import { MultiSelect } from '@mantine/core';
import { useMemo } from 'react';
import { useCategoryOptions } from '~/admin-kit/use-category-options';
import type { LearnItem } from './learn-values';

/**
 * The categories of an item (requirements 2 §2): a multi-select of the active learn categories. On edit,
 * a category the item has that is no longer active still shows, marked, so the user can see it
 * and take it off (the server accepts only active ones).
 */
export function useLearnCategories(record: LearnItem | null) {
  const query = useCategoryOptions(CategoryType.Learn, {
    activeOnly: true,
    failureMessage: LearnMessages.categoriesFetchFailed,
  });
  const options = useMemo(() => {
    const active = (query.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
    const known = new Set(active.map((option) => option.value));
    const retired = (record?.category_details ?? [])
      .filter((c) => !known.has(String(c.id)))
      .map((c) => ({ value: String(c.id), label: `${c.name} (inactive)` }));
    return { all: [...active, ...retired], active: known };
  }, [query.data, record]);
  return { options, isPending: query.isPending, isError: query.isError };
}

export function LearnCategoriesField({
  value,
  onChange,
  error,
  categories,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  categories: ReturnType<typeof useLearnCategories>;
}) {
  return (
    <MultiSelect
      label="Categories"
      description="Where the item appears: Featured Initiatives, Initiatives, Recent Content, and its topics."
      placeholder={categories.isPending ? 'Loading categories…' : value.length ? undefined : 'Choose categories'}
      data={categories.options.all}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={categories.isError ? 'The categories could not be loaded.' : 'No category matches.'}
      disabled={categories.isPending}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
