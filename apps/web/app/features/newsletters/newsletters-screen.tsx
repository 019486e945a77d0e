import { pathInLocale } from '@atrium/contract/locale-paths';
import { languageName } from '@atrium/contract/locales';
import {
  createNewsletter,
  getNewsletter,
  listNewsletters,
  removeNewsletter,
  updateNewsletter,
} from '@atrium/contract/endpoints/newsletters';
import {
  EDITABLE_NEWSLETTER_STATES,
  type Newsletter,
  type NewsletterState,
  NewsletterStateLabels,
  type NewsletterSummary,
  NewsletterTexts,
} from '@atrium/contract/newsletters';
import { Alert, Badge, Button, Group, Loader, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText, isUnauthorized, useQueryErrorToast } from '~/admin-kit/feedback';
import { FormPanel } from '~/admin-kit/form-panel';
import { ListHeader } from '~/admin-kit/list-header';
import { ListFooter } from '~/admin-kit/pager';
import records from '~/admin-kit/record-table.module.css';
import { ResourceForm } from '~/admin-kit/resource-form';
import { FormScope } from '~/admin-kit/unsaved-changes';
import kit from '~/admin-kit/resource-list.module.css';
import { SearchBox } from '~/admin-kit/search-box';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { IconEye, IconLink, IconMail, IconPencil, IconPlus, IconTrash } from '~/components/icons';
import { ApiError, call } from '~/lib/api-client';
import { toastError, toastSuccess } from '~/lib/toast';
import {
  initialNewsletterValues,
  newsletterBody,
  NewsletterFields,
  type NewsletterValues,
  validateNewsletter,
} from './newsletter-form';
import { NewsletterPreviewDialog, NewsletterTestDialog } from './newsletter-preview';
import { NewsletterReportPanel, NewsletterSendButtons } from './newsletter-send-slot';
import classes from './newsletters.module.css';

const listKey = ['newsletters', 'list'] as const;
const oneKey = (id: number) => ['newsletters', 'one', id] as const;
const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? whenFormat.format(new Date(iso)) : '');

type TabKey = 'all' | NewsletterState;
const TABS: TabKey[] = ['all', 'draft', 'scheduled', 'sent'];
const tabLabel = (tab: TabKey) => NewsletterTexts.tabs[tab as keyof typeof NewsletterTexts.tabs];
const stateColor: Record<NewsletterState, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'orange',
  sent: 'teal',
};

/**
 * Decision 052: the newsletters, newest first, by state and subject; the compose form with its
 * preview and test copy. Sending (decision 053) fills the marked slots of newsletter-send-slot.tsx.
 */
export default function NewslettersScreen() {
  const [editing, setEditing] = useState<'new' | number | null>(null);
  if (editing !== null) {
    return <NewsletterEditor initialId={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />;
  }
  return <NewsletterList onNew={() => setEditing('new')} onEdit={setEditing} />;
}

function NewsletterList({ onNew, onEdit }: { onNew: () => void; onEdit: (id: number) => void }) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<TabKey>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const query = {
    limit: pageSize,
    skip: (page - 1) * pageSize,
    ...(tab !== 'all' ? { state: tab } : {}),
    ...(search ? { searchedText: search } : {}),
  };
  const list = useQuery({
    queryKey: [...listKey, query],
    queryFn: async () => (await call(listNewsletters, { query })).data,
    placeholderData: keepPreviousData,
  });
  useQueryErrorToast(list, NewsletterTexts.listFailed);
  const rows = list.data?.items ?? [];

  function confirmDelete(newsletter: NewsletterSummary) {
    modals.openConfirmModal({
      title: NewsletterTexts.deleteConfirm(newsletter.subject),
      centered: true,
      closeButtonProps: { 'aria-label': NewsletterTexts.cancel },
      labels: { confirm: NewsletterTexts.delete, cancel: NewsletterTexts.cancel },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const { message } = await call(removeNewsletter, { params: { id: newsletter.id } });
          toastSuccess(message ?? NewsletterTexts.delete);
        } catch (error) {
          if (!isUnauthorized(error)) toastError(failureText(error, NewsletterTexts.saveFailed));
        }
        await queryClient.invalidateQueries({ queryKey: listKey });
      },
    });
  }

  return (
    <div className={kit.page}>
      <ListHeader title={NewsletterTexts.title} description={NewsletterTexts.description}>
        <Button leftSection={<IconPlus size={16} />} onClick={onNew}>
          {NewsletterTexts.create}
        </Button>
      </ListHeader>

      <section className={kit.card} aria-label={NewsletterTexts.title}>
        <div className={kit.toolbar}>
          <div role="tablist" aria-label={NewsletterTexts.filterByState} className={kit.tabs}>
            {TABS.map((key) => (
              <button
                key={key}
                type="button"
                role="tab"
                id={`newsletters-tab-${key}`}
                aria-selected={key === tab}
                aria-controls="newsletters-panel"
                tabIndex={key === tab ? 0 : -1}
                className={kit.tab}
                data-active={key === tab || undefined}
                onClick={() => {
                  setTab(key);
                  setPage(1);
                }}
              >
                {tabLabel(key)}
              </button>
            ))}
          </div>
          <SearchBox
            label={NewsletterTexts.searchLabel}
            placeholder={NewsletterTexts.searchPlaceholder}
            active={search}
            onSearch={(text) => {
              setSearch(text.trim());
              setPage(1);
            }}
          />
        </div>
        <div id="newsletters-panel" role="tabpanel" aria-labelledby={`newsletters-tab-${tab}`}>
          {rows.length === 0 && !list.isPending ? (
            <p className={records.empty}>{NewsletterTexts.empty}</p>
          ) : (
            <table className={records.table} aria-busy={list.isFetching || undefined}>
              <thead>
                <tr>
                  <th scope="col">{NewsletterTexts.columns.subject}</th>
                  <th scope="col">{NewsletterTexts.columns.state}</th>
                  <th scope="col">{NewsletterTexts.columns.when}</th>
                  <th scope="col">{NewsletterTexts.columns.updated}</th>
                  <th scope="col">{NewsletterTexts.actions}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-newsletter={row.subject}>
                    <td data-label={NewsletterTexts.columns.subject}>
                      {row.subject}
                      {row.private && <span className={records.muted}> · {NewsletterTexts.private}</span>}
                    </td>
                    <td data-label={NewsletterTexts.columns.state}>
                      <Badge variant="dot" radius="sm" tt="none" size="md" color={stateColor[row.state]}>
                        {NewsletterStateLabels[row.state]}
                      </Badge>
                    </td>
                    <td data-label={NewsletterTexts.columns.when} className={classes.nowrap}>
                      {when(row.sent_at ?? row.send_at)}
                    </td>
                    <td data-label={NewsletterTexts.columns.updated} className={classes.nowrap}>
                      {when(row.updated_at)}
                    </td>
                    <td data-label={NewsletterTexts.actions}>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconPencil size={14} />}
                          aria-label={`${NewsletterTexts.open}: ${row.subject}`}
                          onClick={() => onEdit(row.id)}
                        >
                          {NewsletterTexts.open}
                        </Button>
                        {row.state === 'draft' && (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            leftSection={<IconTrash size={14} />}
                            aria-label={`${NewsletterTexts.delete}: ${row.subject}`}
                            onClick={() => confirmDelete(row)}
                          >
                            {NewsletterTexts.delete}
                          </Button>
                        )}
                      </Group>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <ListFooter
          page={page}
          pageSize={pageSize}
          total={list.data?.total ?? 0}
          rowsOnPage={rows.length}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          idPrefix="newsletters"
        />
      </section>
    </div>
  );
}

/** Loads the newsletter (none: a new one) and shows the compose form for it. */
function NewsletterEditor({ initialId, onClose }: { initialId: number | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [id, setId] = useState(initialId);
  // Held here, not in the form: saving a new newsletter gives the form a new key (its record),
  // and the preview its save asked for must survive that (decision 086: one click previews).
  const [previewing, setPreviewing] = useState<number | null>(null);
  const record = useQuery({
    queryKey: oneKey(id ?? 0),
    queryFn: async () => (await call(getNewsletter, { params: { id: id! } })).data,
    enabled: id !== null,
  });
  useQueryErrorToast(record, NewsletterTexts.listFailed);
  if (id !== null && !record.data) {
    return (
      <div className={kit.page}>
        <Loader aria-label={NewsletterTexts.edit} />
      </div>
    );
  }
  // Decision 027: what is typed is kept in this browser until it is saved (a reload, a closed tab).
  const saved = record.data ?? null;
  return (
    <FormScope
      value={{
        slot: 'newsletter-compose',
        draft: { screen: 'newsletters', record: saved?.id ?? null, recordSavedAt: saved?.updated_at ?? null },
      }}
    >
      <NewsletterCompose
        key={record.data?.id ?? 'new'}
        record={record.data ?? null}
        onSaved={(saved) => {
          queryClient.setQueryData(oneKey(saved.id), saved);
          void queryClient.invalidateQueries({ queryKey: listKey });
          setId(saved.id);
        }}
        onRefresh={() => void queryClient.invalidateQueries({ queryKey: ['newsletters'] })}
        onClose={onClose}
        onPreview={setPreviewing}
      />
      {previewing !== null && <NewsletterPreviewDialog id={previewing} onClose={() => setPreviewing(null)} />}
    </FormScope>
  );
}

function NewsletterCompose({
  record,
  onSaved,
  onRefresh,
  onClose,
  onPreview,
}: {
  record: Newsletter | null;
  onSaved: (saved: Newsletter) => void;
  onRefresh: () => void;
  onClose: () => void;
  /** Opens the preview of the saved newsletter (the editor holds it: this form is remounted by a first save). */
  onPreview: (id: number) => void;
}) {
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const form = useKitForm<NewsletterValues>({
    initial: () => initialNewsletterValues(record),
    validate: validateNewsletter,
    serverErrors,
  });
  const editable = !record || EDITABLE_NEWSLETTER_STATES.includes(record.state);

  async function save(): Promise<Newsletter | null> {
    setSaving(true);
    try {
      const body = newsletterBody(form.values);
      const answer = record
        ? await call(updateNewsletter, { params: { id: record.id }, body })
        : await call(createNewsletter, { body });
      setServerErrors({});
      form.settle();
      toastSuccess(answer.message ?? NewsletterTexts.save);
      onSaved(answer.data);
      return answer.data;
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(error.errors);
      if (!isUnauthorized(error)) toastError(failureText(error, NewsletterTexts.saveFailed));
      return null;
    } finally {
      setSaving(false);
    }
  }

  /** The newsletter's id once what the form shows is saved (null: refused, or not editable and never saved). */
  async function savedId(): Promise<number | null> {
    if (record && (!form.dirty || !editable)) return record.id;
    if (!form.attempt()) return null;
    return (await save())?.id ?? null;
  }

  return (
    <div className={kit.page}>
      <FormPanel heading={record ? NewsletterTexts.edit : NewsletterTexts.create} level={2}>
        {!editable && (
          <Alert color="blue" variant="light" mb="md">
            {NewsletterTexts.sentNotice}
          </Alert>
        )}
        <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <ResourceForm
            mode={record ? 'edit' : 'add'}
            submitting={saving}
            form={form}
            onValidSubmit={() => void save()}
            onCancel={onClose}
            submitLabel={NewsletterTexts.save}
          >
            <NewsletterFields form={form} />
          </ResourceForm>
        </fieldset>

        <div className={classes.actionsBar} role="group" aria-label={NewsletterTexts.actions}>
          <Button
            variant="default"
            leftSection={<IconEye size={16} />}
            onClick={async () => {
              const saved = await savedId();
              if (saved !== null) onPreview(saved);
            }}
          >
            {NewsletterTexts.preview}
          </Button>
          <Button variant="default" leftSection={<IconMail size={16} />} onClick={() => setTesting(true)}>
            {NewsletterTexts.sendTest}
          </Button>
          {record?.webUrl ? <NewsletterWebLinks webUrl={record.webUrl} locales={record.locales} /> : null}
          {/* Decision 053 fills this: Send now / Schedule. */}
          {record && <NewsletterSendButtons newsletter={record} onChanged={onRefresh} />}
        </div>
        {!record && (
          <Text size="sm" c="dimmed" mt="xs">
            {NewsletterTexts.saveFirstHint}
          </Text>
        )}
      </FormPanel>
      {/* Decision 053 fills this: the report (queued, sent, failed, unsubscribed after it). */}
      {record && <NewsletterReportPanel newsletter={record} />}

      {testing && <NewsletterTestDialog beforeSend={savedId} onClose={() => setTesting(false)} />}
    </div>
  );
}

/**
 * A sent newsletter's web page (decision 086), and its page in each other language it is written
 * in (decision 097): `locales` names the default language first.
 */
export function NewsletterWebLinks({ webUrl, locales = [] }: { webUrl: string; locales?: readonly string[] }) {
  const [defaultLocale, ...others] = locales;
  const link = (href: string, label: string) => (
    <Button
      key={href}
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      variant="default"
      leftSection={<IconLink size={16} />}
    >
      {label}
    </Button>
  );
  return (
    <>
      {link(webUrl, NewsletterTexts.viewInBrowser)}
      {others.map((code) =>
        link(pathInLocale(webUrl, code, defaultLocale!), NewsletterTexts.viewInBrowserIn(languageName(code))),
      )}
    </>
  );
}
