import type { FieldErrors } from '@atrium/contract/api';
import type { BaseRecord } from '@atrium/contract/record';
import { recordVersion } from '@atrium/contract/versions';
import { Skeleton, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { toastSuccess } from '~/lib/toast';
import { saveAgainst } from './conflict-dialog';
import { InlineError, useQueryErrorToast, useSaveFeedback } from './feedback';
import { HistoryButton } from './history-panel';
import type { AnyWriteBody } from './resource-api';
import type { SingleRecordApi } from './single-record-api';
import { LanguageSwitcher, TranslationForm } from './translation-form';
import { FormScope, guarded, settleForms } from './unsaved-changes';
import { useSiteLocales } from './use-site-locales';
import kit from './resource-list.module.css';
import classes from './single-record.module.css';

/** What the card hands a single record's form; W is the body it saves, its endpoints' `WriteBody` (decision 074). */
export type SingleRecordFormProps<T, W extends AnyWriteBody> = {
  /** The record as last loaded or saved; null while none exists. */
  record: T | null;
  /** A save is running: the form disables its submit button. */
  submitting: boolean;
  /** Field errors from the server's last answer, keyed by wire field name. */
  serverErrors: FieldErrors;
  /** Called with a valid body; the card creates or updates, and toasts (its promise keeps Save busy, decision 102). */
  onSubmit: (body: W) => void | Promise<unknown>;
  /** Puts back the values last loaded (requirements 2 §2: Cancel restores them). */
  onCancel: () => void;
};

type SingleRecordTexts = {
  fetchFailed: string;
  saveFailed: string;
  updated: string;
  /** Only for a record the screen may create. */
  created?: string;
};

/**
 * A screen's one record (the main FAQ above the FAQ list, the mission-vision-goal main record),
 * as data: the card loads the first record of its list and shows its form.
 */
export type SingleRecordDefinition<T extends { id: number }, W extends AnyWriteBody> = {
  api: SingleRecordApi<T, W>;
  heading: string;
  description?: ReactNode;
  texts: SingleRecordTexts;
  /** True when a missing record is created by the first save; false when it must exist (made by a migration). */
  canCreate: boolean;
  Form: ComponentType<SingleRecordFormProps<T, W>>;
  /** A record a migration made blank counts as not created yet: its first save toasts `texts.created`. */
  isBlank?: (record: T) => boolean;
};

/**
 * The card of a single record: heading, loading and failed states, and the form, which creates
 * the record while none exists and updates it after, with the screen's toasts. Cancel and a
 * successful save both start the form afresh from the record as loaded.
 */
export function SingleRecordCard<T extends { id: number }, W extends AnyWriteBody>({
  definition,
}: {
  definition: SingleRecordDefinition<T, W>;
}) {
  const { api, heading, description, texts, canCreate, Form } = definition;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = api.useFirst();
  const save = api.useSave();
  const feedback = useSaveFeedback();
  // A new form instance for each start afresh: its values come from the record only on mount.
  const [formKey, setFormKey] = useState(0);
  useQueryErrorToast(query, texts.fetchFailed);
  // The unsaved-changes guard and local drafts (decision 027).
  const slot = `${useId()}-single`;
  // Decision 092: the record's texts in another language, beside the default language's.
  const languages = useSiteLocales();
  const [language, setLanguage] = useState('');
  const translating = api.localized.length > 0 && languages.others.length > 0 ? languages.find(language) : undefined;
  const draftScreen = translating ? `${api.key}:${translating.code}` : api.key;

  // The form the focus was in is replaced: keep keyboard users at the top of the card.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    headingRef.current?.focus({ preventScroll: true });
  }, [formKey]);

  function startAfresh() {
    feedback.clear();
    refocus.current = true;
    setFormKey((key) => key + 1);
  }

  const record = query.data ?? null;
  // The record as this form was started with: its version goes with the save (decision 083).
  const opened = useRef<{ form: number; record: T | null } | null>(null);
  if (!query.isPending && opened.current?.form !== formKey) opened.current = { form: formKey, record };
  const history = record ? api.history(record.id, translating?.code) : undefined;
  // A record the screen cannot create is expected to exist: its absence is a failed fetch.
  const missing = query.isSuccess && record === null && !canCreate;
  // A failed reload keeps the form and what is typed in it; only a failed first load replaces it.
  const loadFailed = (query.isError && query.data === undefined) || missing;

  /** `inLanguage`: a translation's texts, against the version its form opened at (decision 092). */
  async function handleSubmit(body: W, inLanguage?: { locale: string; opened: T }) {
    feedback.clear();
    const base = inLanguage?.opened ?? opened.current?.record ?? null;
    const locale = inLanguage?.locale;
    try {
      if (!record || !base) await save.mutateAsync({ id: record?.id ?? null, body });
      else {
        const saved = await saveAgainst(
          { record: base, version: recordVersion(base as T & BaseRecord) },
          body,
          (attempt, version) => save.mutateAsync({ id: record.id, body: attempt, version, locale }),
        );
        // Back to the form from the conflict dialog: nothing was saved.
        if (!saved) return;
      }
    } catch (error) {
      feedback.report(error, texts.saveFailed);
      return;
    }
    const creating = record === null || (definition.isBlank?.(record) ?? false);
    toastSuccess(creating && texts.created ? texts.created : texts.updated);
    settleForms([slot]);
    startAfresh();
  }

  return (
    <section className={classes.card} aria-labelledby={headingId} aria-busy={query.isFetching || undefined}>
      <div className={classes.head}>
        <div className={kit.formHead}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={classes.heading}>
            {heading}
          </h2>
          <div className={kit.formActionsHead}>
            {record && api.localized.length > 0 && languages.others.length > 0 ? (
              <LanguageSwitcher
                languages={languages.all}
                defaultCode={languages.defaultLanguage.code}
                value={translating?.code ?? languages.defaultLanguage.code}
                onChange={(code) =>
                  guarded([slot], () => {
                    setLanguage(code === languages.defaultLanguage.code ? '' : code);
                    startAfresh();
                  })
                }
              />
            ) : null}
            {history ? (
              <HistoryButton
                key={translating?.code ?? ''}
                source={history}
                slots={[slot]}
                onRestored={() => {
                  settleForms([slot]);
                  startAfresh();
                }}
              />
            ) : null}
          </div>
        </div>
        {description ? (
          <Text c="dimmed" size="sm" mt={4}>
            {description}
          </Text>
        ) : null}
      </div>
      {query.isPending ? (
        <div role="status" aria-label={`Loading ${heading}`}>
          <Skeleton height={14} width={120} radius="sm" mb={8} />
          <Skeleton height={36} radius="sm" mb="md" />
          <Skeleton height={14} width={160} radius="sm" mb={8} />
          <Skeleton height={84} radius="sm" />
        </div>
      ) : loadFailed ? (
        <InlineError message={texts.fetchFailed} onRetry={() => void query.refetch()} />
      ) : (
        <FormScope
          value={{ slot, draft: { screen: draftScreen, record: record?.id ?? null, recordSavedAt: savedAt(record) } }}
        >
          {translating && record ? (
            <TranslationForm
              key={`${formKey}-${translating.code}`}
              api={api}
              row={record}
              language={translating}
              defaultLanguage={languages.defaultLanguage}
              submitting={save.isPending}
              serverErrors={feedback.serverErrors}
              onSubmit={(body, openedIn) => handleSubmit(body as W, { locale: translating.code, opened: openedIn })}
              onCancel={startAfresh}
            />
          ) : (
            <Form
              key={formKey}
              record={record}
              submitting={save.isPending}
              serverErrors={feedback.serverErrors}
              onSubmit={(body) => handleSubmit(body)}
              onCancel={startAfresh}
            />
          )}
        </FormScope>
      )}
    </section>
  );
}

/** The record's last save, when it carries one. */
function savedAt(record: object | null): string | null {
  const value = (record as { updated_at?: unknown } | null)?.updated_at;
  return typeof value === 'string' ? value : null;
}
