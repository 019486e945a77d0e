import { type RevisionDetail, type RevisionEntry, RevisionTexts } from '@atrium/contract/revisions';
import { TranslationTexts } from '@atrium/contract/locales';
import { Alert, Badge, Button, Drawer, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { IconAlertCircle, IconArrowLeft, IconRefresh } from '~/components/icons';
import { errorMessage } from '~/lib/api-client';
import { formatDateTime } from '~/lib/dates';
import { toastError, toastSuccess } from '~/lib/toast';
import { diffRevision, type FieldDiff, fileName, type WordPart } from './revision-diff';
import { guarded } from './unsaved-changes';
import { useSiteLocales } from './use-site-locales';
import classes from './history-panel.module.css';

/** Revisions shown at first, and added by each Show more. */
const PAGE = 10;

/**
 * One record's revisions as the panel reads them (decision 033): bound to the record, from the
 * contract's revision endpoints (resource-api.ts's historyOf, the pages screen's own).
 */
export type HistorySource = {
  /** Query key of this record's revisions; the resource's key first, so its invalidation reaches it. */
  queryKey: readonly unknown[];
  /** The record has per-language texts: its revisions say their language and filter by it (decision 092). */
  localized: boolean;
  /** The language the panel opens on: the edit form's, when it is translating. */
  locale?: string;
  /** With `locale`, that language's revisions only. */
  list(
    page: { limit: number; skip: number },
    signal?: AbortSignal,
    locale?: string,
  ): Promise<{ items: RevisionEntry[]; total: number }>;
  get(revisionId: number, signal?: AbortSignal): Promise<RevisionDetail>;
  /** Restores; answers the server's message. */
  restore(revisionId: number): Promise<string | undefined>;
};

/**
 * The History button of an edit form and its drawer: the revisions (who, when, what changed;
 * Show more), one of them beside the saved record (rich text by words, other fields by value,
 * files by name and picture), and Restore. Restoring closes the form's unsaved changes through
 * the guard (decision 027) first, then `onRestored` starts the form afresh from the record.
 */
type HistoryProps = {
  source: HistorySource;
  /** The form slots a restore replaces: the guard asks Stay or Leave when one is changed. */
  slots: readonly string[];
  onRestored: () => void;
};

export function HistoryButton({ source, slots, onRestored }: HistoryProps) {
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconRefresh size={14} />}
        onClick={() => setOpened(true)}
        data-action="history"
      >
        {RevisionTexts.history}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size={phone ? '100%' : 'xl'}
        title={RevisionTexts.title}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {opened ? (
          <HistoryBody
            source={source}
            slots={slots}
            onRestored={() => {
              setOpened(false);
              onRestored();
            }}
          />
        ) : null}
      </Drawer>
    </>
  );
}

function HistoryBody({ source, slots, onRestored }: HistoryProps) {
  const [shown, setShown] = useState(PAGE);
  const [chosen, setChosen] = useState<RevisionEntry | null>(null);
  const languages = useSiteLocales();
  // Decision 092: where the record is written in several languages, each revision says which, and
  // the list can show one language's; it opens on the language the form is in.
  const byLanguage = source.localized && languages.others.length > 0;
  const [language, setLanguage] = useState(source.locale ?? '');
  const list = useQuery({
    queryKey: [...source.queryKey, 'revisions', shown, byLanguage ? language : ''],
    queryFn: ({ signal }) =>
      source.list({ limit: shown, skip: 0 }, signal, byLanguage && language ? language : undefined),
    placeholderData: keepPreviousData,
  });
  /** A revision's language: its own, or the default language's for the record's own fields. */
  const languageOf = (entry: RevisionEntry) =>
    byLanguage ? (languages.find(entry.locale)?.label ?? entry.locale ?? languages.defaultLanguage.label) : null;
  const filter = byLanguage ? (
    <NativeSelect
      label={TranslationTexts.historyLanguage}
      data={[
        { value: '', label: TranslationTexts.allLanguages },
        ...languages.all.map((locale) => ({ value: locale.code, label: locale.label })),
      ]}
      value={language}
      onChange={(event) => {
        setLanguage(event.currentTarget.value);
        setShown(PAGE);
      }}
    />
  ) : null;

  if (chosen)
    return (
      <RevisionView
        source={source}
        entry={chosen}
        language={languageOf(chosen)}
        slots={slots}
        onBack={() => setChosen(null)}
        onRestored={onRestored}
      />
    );
  if (list.isPending) return <Loader size="sm" aria-label="Loading the history" />;
  if (list.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
        {RevisionTexts.loadFailed}
      </Alert>
    );
  const { items, total } = list.data;
  if (items.length === 0)
    return (
      <Stack gap="xs">
        {filter}
        <Text c="dimmed">{RevisionTexts.empty}</Text>
      </Stack>
    );
  return (
    <Stack gap="xs">
      {filter}
      <ol
        aria-label={RevisionTexts.title}
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
      >
        {items.map((entry, index) => (
          <li key={entry.id}>
            <button type="button" className={classes.entry} onClick={() => setChosen(entry)} data-revision={entry.id}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {formatDateTime(entry.created_at)}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {languageOf(entry) ? (
                    <Badge
                      size="sm"
                      variant="outline"
                      color="gray"
                      c="var(--mantine-color-text)"
                      tt="none"
                      data-language={entry.locale ?? ''}
                    >
                      {languageOf(entry)}
                    </Badge>
                  ) : null}
                  {index === 0 ? (
                    <Badge size="sm" variant="light">
                      {RevisionTexts.columnCurrent}
                    </Badge>
                  ) : null}
                </Group>
              </Group>
              <Text size="sm" c="dimmed">
                {entry.author?.name ?? RevisionTexts.unknownAuthor}
              </Text>
              <Text size="sm">{entry.summary}</Text>
            </button>
          </li>
        ))}
      </ol>
      {items.length < total ? (
        <Button variant="subtle" onClick={() => setShown((n) => n + PAGE)} loading={list.isFetching}>
          {RevisionTexts.showMore}
        </Button>
      ) : null}
    </Stack>
  );
}

function RevisionView({
  source,
  entry,
  language,
  slots,
  onBack,
  onRestored,
}: {
  source: HistorySource;
  entry: RevisionEntry;
  /** The language whose texts it keeps, where the record has several (decision 092). */
  language: string | null;
  slots: readonly string[];
  onBack: () => void;
  onRestored: () => void;
}) {
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: [...source.queryKey, 'revision', entry.id],
    queryFn: ({ signal }) => source.get(entry.id, signal),
    staleTime: 0,
  });
  const restore = useMutation({
    mutationFn: () => source.restore(entry.id),
    onSuccess: async (message) => {
      // The record and its revisions changed: everything the resource has cached.
      await client.invalidateQueries({ queryKey: [source.queryKey[0]] });
      toastSuccess(message ?? 'Restored.');
      onRestored();
    },
    onError: (error) => toastError(errorMessage(error, RevisionTexts.loadFailed)),
  });

  function askRestore() {
    // Unsaved changes in the form first (Stay keeps them; Leave drops them), then the question.
    guarded(slots, () =>
      modals.openConfirmModal({
        title: RevisionTexts.restoreConfirmTitle,
        centered: true,
        closeButtonProps: { 'aria-label': 'Close' },
        children: <Text size="sm">{RevisionTexts.restoreConfirm}</Text>,
        labels: { confirm: RevisionTexts.restore, cancel: RevisionTexts.restoreCancel },
        cancelProps: { 'data-autofocus': true } as Record<string, unknown>,
        confirmProps: { 'data-action': 'confirm-restore' } as Record<string, unknown>,
        onConfirm: () => restore.mutate(),
      }),
    );
  }

  const fields = detail.data ? diffRevision(detail.data) : [];
  const changed = fields.filter((f) => !f.same);
  const same = fields.filter((f) => f.same);
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Button variant="subtle" size="xs" leftSection={<IconArrowLeft size={14} />} onClick={onBack}>
          {RevisionTexts.back}
        </Button>
        <Button size="xs" onClick={askRestore} loading={restore.isPending} data-action="restore-revision">
          {RevisionTexts.restore}
        </Button>
      </Group>
      <Text size="sm">
        <strong>{formatDateTime(entry.created_at)}</strong> · {entry.author?.name ?? RevisionTexts.unknownAuthor}
        {language ? ` · ${language}` : ''}
      </Text>
      {detail.isPending ? <Loader size="sm" aria-label="Loading the version" /> : null}
      {detail.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          {RevisionTexts.loadFailed}
        </Alert>
      ) : null}
      {detail.data ? (
        <section aria-label={RevisionTexts.compareTitle} data-testid="revision-diff">
          <div className={classes.sides}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {RevisionTexts.columnRevision}
            </Text>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {RevisionTexts.columnCurrent}
            </Text>
          </div>
          {changed.length === 0 ? (
            <Text size="sm" c="dimmed" mt="xs">
              {RevisionTexts.sameAsCurrent}
            </Text>
          ) : null}
          <Stack gap="xs" mt="xs">
            {changed.map((field) => (
              <FieldRow key={field.field} field={field} />
            ))}
            {same.map((field) => (
              <FieldRow key={field.field} field={field} />
            ))}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}

function FieldRow({ field }: { field: FieldDiff }) {
  return (
    <div className={classes.field} data-field={field.field} data-changed={!field.same || undefined}>
      <Text size="xs" fw={600} mb={4}>
        {field.label}
        {field.same ? (
          <Text span size="xs" c="dimmed" fw={400}>
            {' '}
            · {RevisionTexts.unchanged}
          </Text>
        ) : null}
      </Text>
      <div className={classes.sides}>
        <div className={classes.side} data-side="revision">
          <Side field={field} side="before" />
        </div>
        <div className={classes.side} data-side="current">
          <Side field={field} side="after" />
        </div>
      </div>
    </div>
  );
}

function Side({ field, side }: { field: FieldDiff; side: 'before' | 'after' }) {
  if (field.kind === 'rich') return <Words parts={field[side]} />;
  if (field.kind === 'file') {
    const path = field[side];
    if (!path) return <Empty />;
    return (
      <>
        {path.startsWith('/media/images/') ? <img src={path} alt="" className={classes.thumb} loading="lazy" /> : null}
        <Text size="xs" c={field.same ? 'dimmed' : undefined}>
          {fileName(path)}
        </Text>
      </>
    );
  }
  const value = field[side];
  if (value === '') return <Empty />;
  return <span className={field.same ? undefined : classes.changedValue}>{value}</span>;
}

/** Words as text nodes, never markup: what only one side has is marked (and said to screen readers). */
function Words({ parts }: { parts: WordPart[] }) {
  if (parts.length === 0 || parts.every((p) => p.text.trim() === '')) return <Empty />;
  return (
    <>
      {parts.map((part, i) =>
        part.change === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : part.change === 'removed' ? (
          <del key={i} className={classes.removed}>
            {part.text}
          </del>
        ) : (
          <ins key={i} className={classes.added}>
            {part.text}
          </ins>
        ),
      )}
    </>
  );
}

function Empty() {
  return (
    <Text span size="sm" c="dimmed">
      {RevisionTexts.empty_value}
    </Text>
  );
}
