import { Button, NativeSelect } from '@mantine/core';
import { useId, useReducer, useRef, useState } from 'react';
import { IconPlus } from '~/components/icons';
import { toastSuccess } from '~/lib/toast';
import { BulkBar, SelectionAnnouncer } from './bulk-bar';
import { EmptyState } from './empty-state';
import { InlineError } from './feedback';
import { FormPanel } from './form-panel';
import { HistoryButton } from './history-panel';
import { ListHeader } from './list-header';
import { HeadRow, ListRowItem, LoadingRows, rowsPanelProps, type RowLayout } from './list-rows';
import { canDrag, initialListState, isBulkBarVisible, listReducer, skipOf, totalPages } from './list-state';
import { LoadingDialog } from './loading-dialog';
import { MovePlaceDialog } from './move-dialog';
import { PresenceNotice } from './presence-notice';
import { ListFooter } from './pager';
import type { AnyWriteBody, MoveTarget, ResourceRecord } from './resource-api';
import type { MoveChoice } from './row-actions';
import { SearchBox } from './search-box';
import { SortableRows } from './sortable-rows';
import { UploadProgress } from './upload-progress';
import { StatusTabs, tabId } from './status-tabs';
import { TrashPanel } from './trash-panel';
import { FormScope, guarded, hasUnsavedChanges, settleForms } from './unsaved-changes';
import { defaultStatusLabels, type ResourceDefinition, type StatusLabels } from './types';
import { useListData } from './use-list-data';
import { useListFocus } from './use-list-focus';
import { useListMutations } from './use-list-mutations';
import { useRecordWrites } from './use-record-writes';
import { useSelection } from './use-selection';
import { isNewer } from './form-drafts';
import { useDraftFlags } from './server-drafts';
import { LanguageSwitcher, TranslationForm } from './translation-form';
import { visitorLanguageColumn } from './columns';
import { languagesColumn, MissingFilter } from './translation-status';
import { useSiteLocales } from './use-site-locales';
import classes from './resource-list.module.css';

/**
 * A whole list screen from a resource definition (requirements 2 §1): tabs with counts, search, the
 * add form above the list, rows with select, preview, title and actions, the edit form under
 * its row, bulk delete, drag ordering, page size and pager, with the spec's toasts. The rules
 * of what happens when live in list-state.ts; the hooks beside this file read and write the
 * API; this component lays them out.
 */
export function ResourceListPage<T extends ResourceRecord, W extends AnyWriteBody>({
  definition,
  headingOrder = 1,
}: {
  definition: ResourceDefinition<T, W>;
  /** 2 when the list is one part of a screen under the screen's own h1. */
  headingOrder?: 1 | 2;
}) {
  const {
    api,
    texts,
    columns: ownColumns,
    rowLabel,
    Form,
    Detail,
    canAdd: canAddOption = true,
    canEdit: canEditOption = true,
    canDelete = true,
    canReorder = true,
    hasStatus = true,
    hasSearch = true,
    hasPager = true,
  } = definition;
  // Decision 092: where the resource has per-language texts and the site several languages, each
  // row says which it is written in, the list filters by what a language misses, and the edit form
  // switches language. With one language, none of it shows.
  const languages = useSiteLocales();
  const translatable = api.localized.length > 0 && languages.others.length > 0;
  const multilingual = languages.others.length > 0;
  const columns = [
    ...ownColumns,
    // Decision 095: an inbox's rows say the language their visitor wrote in.
    ...(definition.visitorLanguage && multilingual ? [visitorLanguageColumn<T>(definition.visitorLanguage)] : []),
    ...(translatable ? [languagesColumn<T>(languages.all)] : []),
  ];
  const [missing, setMissing] = useState('');
  /** The language the open edit form is in ('' for the default one). */
  const [editLanguage, setEditLanguage] = useState('');
  const translating = translatable ? languages.find(editLanguage) : undefined;
  // Without a form there is nothing to add or edit with.
  const canAdd = canAddOption && Form !== undefined;
  const canEdit = canEditOption && Form !== undefined;
  const canView = Detail !== undefined && !canEdit;
  const labels: StatusLabels = { ...defaultStatusLabels, ...definition.statusLabels };
  // A Trash tab where delete moves records there (decision 032), beside the status tabs.
  const hasTrash = hasStatus && canDelete && api.hasTrash;
  // Rows are selected only to be deleted together: without delete, no checkboxes.
  const layout: RowLayout = { canReorder, canSelect: canDelete, hasStatus, canEdit, canView, canDelete };
  const formHeadingLevel = headingOrder === 1 ? 2 : 3;

  const [state, dispatch] = useReducer(listReducer, initialListState);
  const onTrash = state.tab === 'trash';
  const idPrefix = useId().replace(/:/g, '');
  const panelId = `${idPrefix}-panel`;
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // The unsaved-changes guard and local drafts (decision 027): the add and edit forms' slots,
  // and the screen part of a draft's key (the resource's key: record ids are unique within it).
  const slots = { add: `${idPrefix}-add`, edit: `${idPrefix}-edit` };
  const draftScreen = api.key;
  // A translation's draft is kept apart from the record's own (decision 092): 'faqs:fr'.
  const editDraftScreen = translating ? `${draftScreen}:${translating.code}` : draftScreen;
  // Decision 086: the rows the signed-in user has an unsaved draft of, kept after the row's last save.
  const drafts = useDraftFlags(draftScreen, { enabled: canEdit });
  const hasDraft = (row: T) => {
    const keptAt = drafts.get(String(row.id));
    const savedAt = (row as { updated_at?: unknown }).updated_at;
    return keptAt !== undefined && (typeof savedAt !== 'string' || isNewer(keptAt, savedAt));
  };
  /** Asks Stay or Leave before an action that closes a changed edit form (a tab, a page, a search). */
  function leavingEdit(action: () => void) {
    if (!hasUnsavedChanges([slots.edit])) return action();
    guarded([slots.edit], () => {
      dispatch({ type: 'closeEdit' });
      action();
    });
  }

  /** The list filter's choice ('' for none), where the definition has one. */
  const [filterValue, setFilterValue] = useState('');
  const listFilter = hasStatus ? undefined : definition.listFilter;
  const { params, list, counts, tabCounts, trashDays, rows, total, freshTotal } = useListData(
    api,
    texts,
    state,
    dispatch,
    {
      hasStatus,
      hasPager,
      filters: listFilter && filterValue ? { [listFilter.param]: filterValue } : undefined,
      narrow: translatable && missing ? { missing } : undefined,
    },
  );
  const writes = useRecordWrites(api, texts, { inlineSaveError: definition.inlineSaveError });
  const { feedback } = writes;
  const mutations = useListMutations(api, texts, rowLabel);
  const selection = useSelection(state, rows, dispatch);
  const focus = useListFocus(rootRef, list.isPlaceholderData || list.isFetching, panelRef);

  const drag = {
    enabled: canReorder && canDrag(state) && !mutations.reordering && !list.isPlaceholderData,
    offReason: state.adding || state.editingId !== null ? 'Reordering is off while a form is open' : 'Loading…',
  };
  /** The row whose 'Move to position…' dialog is open, and its place now (from 1). */
  const [placing, setPlacing] = useState<{ row: T; current: number } | null>(null);
  /** Raised by each restore of a revision: the edit form starts afresh from the restored record. */
  const [restores, setRestores] = useState(0);
  /**
   * The record as the edit form was opened (or restored) with: its version goes with the save
   * (If-Match, decision 083), however often the list is read again meanwhile.
   */
  const opened = useRef<{ form: string; row: T } | null>(null);
  const openedRow = (row: T, form: string) => {
    if (opened.current?.form !== form) opened.current = { form, row };
    return opened.current.row;
  };

  /** Moves a row beyond the page, then shows the page it landed on, highlighted (decision 030). */
  async function handleMove(row: T, to: MoveTarget) {
    // Places count in the list on screen: the tab's, narrowed by the search that ran.
    const place = await mutations.moveTo({ id: row.id, to, status: params.status, searchedText: params.searchedText });
    setPlacing(null);
    if (place === undefined) return;
    if (hasPager) dispatch({ type: 'page', page: totalPages(place, state.pageSize) });
    focus.toRow(row.id);
    focus.highlight(row.id);
  }

  function chooseMove(row: T, index: number, choice: MoveChoice) {
    if (choice === 'place') setPlacing({ row, current: (hasPager ? skipOf(state) : 0) + index + 1 });
    else void handleMove(row, choice);
  }

  async function handleCreate(body: W) {
    const created = await writes.create(body);
    if (!created) return;
    settleForms([slots.add]);
    // Jump to the last page of the current tab, where the new record is (requirements 1 §4).
    dispatch({ type: 'created', total: await freshTotal(1) });
    focus.toAdd();
    // …and show it there: scrolled into view, briefly highlighted.
    focus.highlight(created.id);
  }

  async function handleUpdate(row: T, body: W, openedWith: T, locale?: string) {
    const saved = await writes.update(row, body, openedWith, locale);
    if (!saved) return;
    settleForms([slots.edit]);
    dispatch({ type: 'edited', status: saved.status });
    focus.toRow(row.id);
  }

  /**
   * A translation's save: its address first when it changed (decision 096: apart from the
   * record, so the texts' save is made against the version the form opened at), then its texts.
   */
  async function handleTranslation(row: T, body: W, openedIn: T, locale: string, slug: string | undefined) {
    const address = definition.translationAddress;
    if (slug !== undefined && address) {
      if (!(await writes.saveApart(() => address.save(row.id, locale, slug)))) return;
      if (Object.keys(body).length === 0) {
        toastSuccess(texts.updated);
        settleForms([slots.edit]);
        dispatch({ type: 'edited', status: row.status });
        focus.toRow(row.id);
        return;
      }
    }
    await handleUpdate(row, body, openedIn, locale);
  }

  async function handleStatus(row: T) {
    if (!(await writes.toggleStatus(row))) return;
    dispatch({ type: 'statusChanged', id: row.id });
    focus.keep();
  }

  function askDelete(row: T) {
    mutations.askDelete(row, () => {
      dispatch({ type: 'deleted', ids: [row.id], remainingOnPage: rows.length - 1 });
      focus.keep();
    });
  }

  function askBulkDelete() {
    const ids = [...state.selected];
    mutations.askBulkDelete(
      ids,
      () => {
        dispatch({ type: 'deleted', ids, remainingOnPage: rows.filter((row) => !ids.includes(row.id)).length });
        focus.keep();
      },
      rows,
    );
  }

  function openAdd() {
    // Opening the add form closes the edit form.
    guarded([slots.edit], () => {
      feedback.clear();
      dispatch({ type: 'openAdd' });
    });
  }

  function openEdit(row: T) {
    // Opening a row closes the add form and the row being edited.
    guarded([slots.add, slots.edit], () => {
      feedback.clear();
      opened.current = null;
      // A record opens in the default language, whose form holds everything.
      setEditLanguage('');
      dispatch({ type: 'openEdit', id: row.id });
      if (canView) definition.onView?.(row);
    });
  }

  return (
    <div className={classes.page} ref={rootRef}>
      <ListHeader
        title={definition.title ?? texts.plural}
        description={definition.description}
        headingOrder={headingOrder}
      >
        {definition.headerActions}
        {canAdd ? (
          <Button
            data-action="add"
            leftSection={<IconPlus size={16} />}
            onClick={openAdd}
            aria-expanded={state.adding}
            size="md"
          >
            {texts.addLabel}
          </Button>
        ) : null}
      </ListHeader>

      {canAdd && Form && state.adding ? (
        <FormPanel heading={texts.addLabel} level={formHeadingLevel} error={feedback.formError}>
          <FormScope value={{ slot: slots.add, draft: { screen: draftScreen, record: null, recordSavedAt: null } }}>
            <Form
              mode="add"
              record={null}
              submitting={writes.creating}
              serverErrors={feedback.serverErrors}
              onSubmit={(body) => handleCreate(body)}
              onCancel={() => {
                dispatch({ type: 'closeAdd' });
                focus.toAdd();
              }}
            />
          </FormScope>
        </FormPanel>
      ) : null}

      <section className={classes.card} aria-label={`${texts.plural} list`}>
        {hasStatus || hasSearch || listFilter || translatable ? (
          <div className={classes.toolbar}>
            {hasStatus ? (
              <StatusTabs
                value={state.tab}
                onChange={(tab) => leavingEdit(() => dispatch({ type: 'tab', tab }))}
                counts={tabCounts}
                labels={labels}
                panelId={panelId}
                idPrefix={idPrefix}
                extraTabs={[
                  ...(api.hasSchedule ? (['scheduled'] as const) : []),
                  ...(hasTrash ? (['trash'] as const) : []),
                ]}
              />
            ) : listFilter ? (
              <NativeSelect
                label={listFilter.label}
                data={listFilter.options}
                value={filterValue}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  leavingEdit(() => {
                    setFilterValue(value);
                    dispatch({ type: 'page', page: 1 });
                  });
                }}
                classNames={{ root: classes.listFilter, label: classes.listFilterLabel }}
              />
            ) : (
              <span />
            )}
            {translatable ? (
              <MissingFilter
                languages={languages.others}
                value={missing}
                onChange={(code) =>
                  leavingEdit(() => {
                    setMissing(code);
                    dispatch({ type: 'page', page: 1 });
                  })
                }
              />
            ) : null}
            {hasSearch ? (
              <SearchBox
                label={texts.searchPlaceholder}
                placeholder={`${texts.searchPlaceholder}…`}
                active={state.search}
                onSearch={(text) => leavingEdit(() => dispatch({ type: 'search', text }))}
              />
            ) : null}
          </div>
        ) : null}

        {counts.isError ? <InlineError message={texts.countsInline} onRetry={() => void counts.refetch()} /> : null}

        {!onTrash && layout.canSelect && isBulkBarVisible(state) ? (
          <BulkBar
            count={selection.count}
            onClear={selection.clear}
            onDeleteAll={askBulkDelete}
            canDelete={canDelete}
            busy={mutations.bulkRemoving}
          />
        ) : null}

        <div
          ref={panelRef}
          id={panelId}
          {...rowsPanelProps(columns, layout)}
          tabIndex={-1}
          {...(hasStatus ? { role: 'tabpanel', 'aria-labelledby': tabId(idPrefix, state.tab) } : {})}
          aria-busy={list.isFetching || undefined}
        >
          {onTrash ? (
            <TrashPanel
              api={api}
              texts={texts}
              columns={columns}
              rowLabel={rowLabel}
              state={state}
              dispatch={dispatch}
              total={total}
              days={trashDays}
              idPrefix={idPrefix}
            />
          ) : list.isError && !list.data ? (
            <InlineError message={texts.listInline} onRetry={() => void list.refetch()} />
          ) : list.isPending ? (
            <LoadingRows count={3} />
          ) : rows.length === 0 ? (
            <EmptyState
              searching={Boolean(state.search)}
              onClearSearch={() => dispatch({ type: 'search', text: '' })}
            />
          ) : (
            <>
              <HeadRow
                columns={columns}
                layout={layout}
                allSelected={selection.all}
                someSelected={selection.some}
                onToggleAll={selection.toggleAll}
              />
              <SortableRows
                rows={rows}
                enabled={drag.enabled}
                rowLabel={rowLabel}
                onMove={(from, to) => mutations.move(rows, params, from, to)}
                listLabel={texts.plural}
              >
                {rows.map((row, index) => {
                  const label = rowLabel(row) || `${texts.singular} ${row.id}`;
                  const editing = state.editingId === row.id;
                  const history = editing ? api.history(row.id, translating?.code) : undefined;
                  const formKey = `${row.id}-${restores}-${editLanguage}`;
                  // Taken as the form renders, not as it is sent: a list read meanwhile moves `row` on.
                  const openedWith = editing ? openedRow(row, formKey) : row;
                  return (
                    <ListRowItem
                      key={row.id}
                      row={row}
                      label={label}
                      columns={columns}
                      layout={layout}
                      labels={labels}
                      drag={drag}
                      selected={selection.has(row.id)}
                      editing={editing}
                      statusPending={writes.statusPendingId === row.id}
                      onToggleSelect={() => selection.toggle(row.id)}
                      onEdit={() =>
                        editing ? guarded([slots.edit], () => dispatch({ type: 'closeEdit' })) : openEdit(row)
                      }
                      onStatus={() => void handleStatus(row)}
                      onDelete={() => askDelete(row)}
                      publicUrl={definition.publicUrl?.(row)}
                      hasDraft={hasDraft(row)}
                      onMove={(choice) => chooseMove(row, index, choice)}
                      editForm={
                        canView && Detail ? (
                          <div className={classes.detailPanel}>
                            <Detail row={row} />
                          </div>
                        ) : Form ? (
                          <FormPanel
                            heading={`Edit ${texts.singular}`}
                            level={formHeadingLevel}
                            error={feedback.formError}
                            footer={editing && writes.updating ? <UploadProgress tracker={writes.upload} /> : null}
                            actions={
                              <div className={classes.formActionsHead}>
                                {translatable && editing ? (
                                  <LanguageSwitcher
                                    languages={languages.all}
                                    defaultCode={languages.defaultLanguage.code}
                                    value={translating?.code ?? languages.defaultLanguage.code}
                                    onChange={(code) =>
                                      guarded([slots.edit], () => {
                                        feedback.clear();
                                        opened.current = null;
                                        setEditLanguage(code === languages.defaultLanguage.code ? '' : code);
                                      })
                                    }
                                  />
                                ) : null}
                                {history ? (
                                  <HistoryButton
                                    key={translating?.code ?? ''}
                                    source={history}
                                    slots={[slots.edit]}
                                    onRestored={() => {
                                      settleForms([slots.edit]);
                                      setRestores((n) => n + 1);
                                    }}
                                  />
                                ) : null}
                              </div>
                            }
                          >
                            {editing ? (
                              <PresenceNotice resource={api.key} id={row.id} locale={translating?.code} />
                            ) : null}
                            <FormScope
                              value={{
                                slot: slots.edit,
                                draft: { screen: editDraftScreen, record: row.id, recordSavedAt: recordSavedAt(row) },
                              }}
                            >
                              {editing && translating ? (
                                <TranslationForm
                                  key={formKey}
                                  api={api}
                                  row={row}
                                  language={translating}
                                  defaultLanguage={languages.defaultLanguage}
                                  submitting={writes.updating}
                                  serverErrors={feedback.serverErrors}
                                  // The texts are fields of the resource's own body (W), per language.
                                  onSubmit={(body, openedIn, slug) =>
                                    handleTranslation(row, body as W, openedIn, translating.code, slug)
                                  }
                                  publicUrl={definition.publicUrl}
                                  address={definition.translationAddress}
                                  preview={
                                    definition.translationPreview
                                      ? (held) => definition.translationPreview!(row, translating.code, held)
                                      : undefined
                                  }
                                  onCancel={() => {
                                    dispatch({ type: 'closeEdit' });
                                    focus.toRow(row.id);
                                  }}
                                />
                              ) : (
                                <Form
                                  key={formKey}
                                  mode="edit"
                                  record={row}
                                  submitting={writes.updating}
                                  serverErrors={feedback.serverErrors}
                                  onSubmit={(body) => handleUpdate(row, body, openedWith)}
                                  onCancel={() => {
                                    dispatch({ type: 'closeEdit' });
                                    focus.toRow(row.id);
                                  }}
                                />
                              )}
                            </FormScope>
                          </FormPanel>
                        ) : null
                      }
                    />
                  );
                })}
              </SortableRows>
            </>
          )}
        </div>

        {!onTrash && hasPager && (total ?? 0) > 0 ? (
          <ListFooter
            page={state.page}
            pageSize={state.pageSize}
            total={total ?? 0}
            rowsOnPage={rows.length}
            onPage={(page) => leavingEdit(() => dispatch({ type: 'page', page }))}
            onPageSize={(pageSize) => leavingEdit(() => dispatch({ type: 'pageSize', pageSize }))}
            idPrefix={idPrefix}
          />
        ) : null}
      </section>

      <MovePlaceDialog
        rowLabel={placing ? rowLabel(placing.row) || `${texts.singular} ${placing.row.id}` : null}
        current={placing?.current ?? 1}
        total={total ?? rows.length}
        busy={mutations.reordering}
        onMove={(place) => placing && void handleMove(placing.row, place)}
        onClose={() => setPlacing(null)}
      />
      <LoadingDialog opened={writes.creating} title={texts.creating} upload={writes.upload} />
      <SelectionAnnouncer count={selection.count} />
    </div>
  );
}

/** A record's last save, when it carries one (every list record does: `updated_at`). */
function recordSavedAt(row: ResourceRecord): string | null {
  const value = (row as { updated_at?: unknown }).updated_at;
  return typeof value === 'string' ? value : null;
}
