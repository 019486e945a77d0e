import { newsletterCandidates } from '@atrium/contract/endpoints/newsletters';
import { LearnTexts } from '@atrium/contract/learn';
import {
  MAX_NEWSLETTER_ITEMS,
  NEWSLETTER_SELECTIONS,
  type Newsletter,
  type NewsletterItem,
  NewsletterSelectionLabels,
  NewsletterTexts,
  newsletterBodySchema,
  type NewsletterSelection,
} from '@atrium/contract/newsletters';
import { ActionIcon, Badge, Checkbox, Input, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { useKitForm } from '~/admin-kit/use-kit-form';
import { IconChevronDown, IconChevronUp, IconX } from '~/components/icons';
import { RichTextField } from '~/components/rich-text/rich-text-field';
import { call } from '~/lib/api-client';
import { schemaErrors } from '~/lib/form-errors';
import classes from './newsletters.module.css';

export type NewsletterValues = {
  subject: string;
  preheader: string;
  intro: string;
  selection: NewsletterSelection;
  items: NewsletterItem[];
  private: boolean;
};

export const initialNewsletterValues = (record?: Newsletter | null): NewsletterValues => ({
  subject: record?.subject ?? '',
  preheader: record?.preheader ?? '',
  intro: record?.intro ?? '',
  selection: record?.selection ?? 'since_last',
  items: record?.items ?? [],
  private: record?.private ?? false,
});

/** The body the API takes: the picked items by type and id. */
export const newsletterBody = (values: NewsletterValues) => ({
  ...values,
  items: values.items.map(({ type, id }) => ({ type, id })),
});

export const validateNewsletter = (values: NewsletterValues) =>
  schemaErrors<keyof NewsletterValues>(newsletterBodySchema, newsletterBody(values));

const keyOf = (item: Pick<NewsletterItem, 'type' | 'id'>) => `${item.type}:${item.id}`;
const typeName = (item: Pick<NewsletterItem, 'type'>) => LearnTexts[item.type].singular;

/** The fields of the compose form (decision 052); its frame is the kit's ResourceForm. */
export function NewsletterFields({ form }: { form: ReturnType<typeof useKitForm<NewsletterValues>> }) {
  const { values, errors, set } = form;
  return (
    <>
      <TextInput
        label={NewsletterTexts.subject}
        description={NewsletterTexts.subjectHint}
        maxLength={200}
        withAsterisk
        {...form.field('subject')}
      />
      <Textarea
        label={NewsletterTexts.preheader}
        description={NewsletterTexts.preheaderHint}
        autosize
        minRows={1}
        maxRows={3}
        maxLength={200}
        {...form.field('preheader')}
      />
      <RichTextField label={NewsletterTexts.intro} {...form.field('intro')} minHeight={160} />

      <Radio.Group
        label={NewsletterTexts.selection}
        value={values.selection}
        onChange={(value) => set('selection', value as NewsletterSelection)}
      >
        <Stack gap={6} mt={6}>
          {NEWSLETTER_SELECTIONS.map((selection) => (
            <Radio key={selection} value={selection} label={NewsletterSelectionLabels[selection]} />
          ))}
        </Stack>
      </Radio.Group>
      {values.selection === 'picked' ? (
        <PickedItems items={values.items} error={errors.items} onChange={(items) => set('items', items)} />
      ) : (
        <Text size="sm" c="dimmed">
          {NewsletterTexts.sinceLastHint}
        </Text>
      )}

      <Checkbox
        label={NewsletterTexts.private}
        description={NewsletterTexts.privateHint}
        checked={values.private}
        onChange={(event) => set('private', event.currentTarget.checked)}
      />
    </>
  );
}

/** The picked learn items in order: a search to add one, and up, down and remove on each. */
function PickedItems({
  items,
  error,
  onChange,
}: {
  items: NewsletterItem[];
  error?: string;
  onChange: (items: NewsletterItem[]) => void;
}) {
  const [search, setSearch] = useState('');
  const candidates = useQuery({
    queryKey: ['newsletters', 'candidates', search.trim()],
    queryFn: async () =>
      (await call(newsletterCandidates, { query: { searchedText: search.trim() || undefined, limit: 20 } })).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const picked = new Set(items.map(keyOf));
  const options = (candidates.data ?? [])
    .filter((item) => !picked.has(keyOf(item)))
    .map((item) => ({ value: keyOf(item), label: `${item.title} · ${typeName(item)}` }));

  function add(value: string | null) {
    const item = candidates.data?.find((candidate) => keyOf(candidate) === value);
    if (item) onChange([...items, item]);
    setSearch('');
  }

  function move(index: number, by: -1 | 1) {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  }

  return (
    <Input.Wrapper
      label={NewsletterTexts.picked}
      labelElement="div"
      error={error}
      data-invalid={Boolean(error) || undefined}
    >
      <Stack gap="xs" mt={4}>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {NewsletterTexts.noPicked}
          </Text>
        ) : (
          <ol className={classes.picked} aria-label={NewsletterTexts.picked}>
            {items.map((item, index) => (
              <li key={keyOf(item)}>
                <span className={classes.pickedTitle}>
                  {item.title}{' '}
                  <Badge size="sm" variant="light" tt="none">
                    {typeName(item)}
                  </Badge>{' '}
                  {!item.visible && (
                    <Badge size="sm" color="yellow" variant="light" tt="none">
                      {NewsletterTexts.itemHidden}
                    </Badge>
                  )}
                </span>
                <ActionIcon
                  variant="subtle"
                  aria-label={NewsletterTexts.moveUp(item.title)}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <IconChevronUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={NewsletterTexts.moveDown(item.title)}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <IconChevronDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={NewsletterTexts.removeItem(item.title)}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  <IconX size={16} />
                </ActionIcon>
              </li>
            ))}
          </ol>
        )}
        {items.length < MAX_NEWSLETTER_ITEMS && (
          <Select
            label={NewsletterTexts.pick}
            placeholder={NewsletterTexts.pickPlaceholder}
            searchable
            clearable
            value={null}
            searchValue={search}
            onSearchChange={setSearch}
            onChange={add}
            data={options}
            // The server searched already: show what it found.
            filter={({ options: all }) => all}
            nothingFoundMessage={candidates.isFetching ? '…' : NewsletterTexts.nothingFound}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
