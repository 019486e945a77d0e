import { getLocales, putLocales } from '@atrium/contract/endpoints/locales';
import { type LocaleSettings, localeDirection, LocaleTexts as T, LOCALES_MAX } from '@atrium/contract/locales';
import { ActionIcon, Button, Group, Loader, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { InlineError, useQueryErrorToast } from '~/admin-kit/feedback';
import { ResourceForm } from '~/admin-kit/resource-form';
import { FormScope } from '~/admin-kit/unsaved-changes';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { useSave } from '~/admin-kit/use-save';
import { IconPlus, IconTrash } from '~/components/icons';
import { PageHeader } from '~/components/page-header';
import { call } from '~/lib/api-client';
import { toastSuccess } from '~/lib/toast';
import {
  initialLanguagesValues,
  languagesBody,
  type LanguagesValues,
  type LocaleRow,
  newLocaleRow,
  validateLanguages,
} from './languages-values';
import classes from './languages.module.css';

const localesKey = ['locales'] as const;
const fetchFailed = 'The languages could not be loaded.';
const saveFailed = 'The languages could not be saved.';

/** Decision 081: /admin/languages, the languages the site is written in and which one is the default. */
export default function LanguagesScreen() {
  const query = useQuery({
    queryKey: localesKey,
    queryFn: async ({ signal }) => (await call(getLocales, {}, { signal })).data,
  });
  useQueryErrorToast(query, fetchFailed);
  const [round, setRound] = useState(0);
  return (
    <>
      <PageHeader title={T.heading} description={T.description} />
      {query.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading" />
        </Group>
      ) : query.isError ? (
        <InlineError message={fetchFailed} onRetry={() => void query.refetch()} />
      ) : (
        <FormScope value={{ slot: 'languages' }}>
          <LanguagesForm
            key={`${JSON.stringify(query.data)} ${round}`}
            settings={query.data}
            onCancel={() => setRound((n) => n + 1)}
          />
        </FormScope>
      )}
    </>
  );
}

function LanguagesForm({ settings, onCancel }: { settings: LocaleSettings; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const { serverErrors, submitting, run } = useSave(saveFailed);
  const form = useKitForm<LanguagesValues>({
    initial: () => initialLanguagesValues(settings),
    validate: validateLanguages,
    serverErrors,
  });
  const rows = form.values.locales;
  // A refusal to remove a language names the stored code (`locales.fr`): shown on its row.
  const lossOf = (row: LocaleRow) => form.errors[`locales.${row.code}`];
  const setRow = (index: number, change: Partial<LocaleRow>, field: 'code' | 'name' | 'dir') =>
    form.set(
      'locales',
      rows.map((row, i) => (i === index ? { ...row, ...change } : row)),
      [`locales.${index}.${field}`],
    );
  const choices = rows
    .filter((row) => row.code.trim())
    .map((row) => ({ value: row.code.trim(), label: row.name.trim() || row.code }));

  const save = () =>
    run(async () => {
      const { data, message } = await call(putLocales, { body: languagesBody(form.values) });
      toastSuccess(message || T.saved);
      form.settle();
      queryClient.setQueryData(localesKey, data);
    });

  return (
    <ResourceForm
      form={form}
      mode="edit"
      submitLabel={T.save}
      submitting={submitting}
      onValidSubmit={() => void save()}
      onCancel={onCancel}
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <NativeSelect
            label={T.defaultLocale}
            description={T.defaultHint}
            data={choices}
            maw={360}
            value={form.values.defaultLocale}
            error={form.errors.defaultLocale}
            onChange={(event) => form.set('defaultLocale', event.currentTarget.value)}
          />
          <Text c="dimmed" size="sm">
            {T.codeHint} {T.nameHint}
          </Text>
          <Stack gap="sm" role="list" aria-label={T.heading}>
            {rows.map((row, index) => {
              const label = row.name.trim() || row.code.trim() || `${index + 1}`;
              const automatic = row.code.trim() ? localeDirection(row.code.trim()) : 'ltr';
              return (
                <div key={row.key} role="listitem" className={classes.row}>
                  <TextInput
                    className={classes.code}
                    label={T.code}
                    maxLength={35}
                    value={row.code}
                    error={form.errors[`locales.${index}.code`] ?? lossOf(row)}
                    onChange={(event) => setRow(index, { code: event.currentTarget.value }, 'code')}
                  />
                  <TextInput
                    className={classes.name}
                    label={T.name}
                    maxLength={100}
                    value={row.name}
                    dir="auto"
                    error={form.errors[`locales.${index}.name`]}
                    onChange={(event) => setRow(index, { name: event.currentTarget.value }, 'name')}
                  />
                  <NativeSelect
                    className={classes.dir}
                    label={T.dir}
                    data={[
                      { value: '', label: T.automatic(automatic === 'rtl' ? T.rtl : T.ltr) },
                      { value: 'ltr', label: T.ltr },
                      { value: 'rtl', label: T.rtl },
                    ]}
                    value={row.dir}
                    onChange={(event) => setRow(index, { dir: event.currentTarget.value as LocaleRow['dir'] }, 'dir')}
                  />
                  <ActionIcon
                    className={classes.remove}
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={T.remove(label)}
                    disabled={rows.length === 1}
                    onClick={() =>
                      form.set(
                        'locales',
                        rows.filter((_, i) => i !== index),
                      )
                    }
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </div>
              );
            })}
          </Stack>
          {form.errors.locales ? (
            <Text c="red" size="sm">
              {form.errors.locales}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={rows.length >= LOCALES_MAX}
              onClick={() => form.set('locales', [...rows, newLocaleRow()])}
            >
              {T.add}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </ResourceForm>
  );
}
