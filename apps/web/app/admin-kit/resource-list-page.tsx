import { MAX_PAGE_SIZE } from '@atrium/contract/enums';
import { Messages } from '@atrium/contract/messages';
import { Button, Checkbox, Skeleton, Text, Title } from '@mantine/core';
import { useEffect, useId, useReducer, useRef, type CSSProperties, type ReactNode } from 'react';
import { IconPencil, IconPlus, IconTrash } from '~/components/icons';
import { toastError, toastSuccess } from '~/lib/toast';
import { BulkBar } from './bulk-bar';
import { confirmDelete } from './confirm-delete';
import { EmptyState } from './empty-state';
import { failureText, InlineError, isUnauthorized, useQueryErrorToast, useSaveFeedback } from './feedback';
import { FormPanel } from './form-panel';
import {
  canDrag,
  initialListState,
  isBulkBarVisible,
  listReducer,
  reorderPositions,
  skipOf,
  statusOfTab,
  type ListState,
} from './list-state';
import { LoadingDialog } from './loading-dialog';
import { ListFooter } from './pager';
import type { ListParams, ResourceRecord, SaveBody } from './resource-api';
import { SearchBox } from './search-box';
import { editButtonOf, usePendingFocus } from './use-pending-focus';
import { SortableRow, SortableRows } from './sortable-rows';
import { StatusBadge, StatusButton, actionText } from './status-controls';
import { StatusTabs, tabId } from './status-tabs';
import { defaultStatusLabels, type ResourceColumn, type ResourceDefinition, type StatusLabels } from './types';
import classes from './resource-list.module.css';

/**
 * A whole list screen from a resource definition (spec 2 §1): tabs with counts, search, the
 * add form above the list, rows with select, preview, title and actions, the edit form under
 * its row, bulk delete, drag ordering, page size and pager, with the spec's toasts. The rules
 * of what happens when live in list-state.ts; this component wires them to the API.
 */
export function ResourceListPage<T extends ResourceRecord>({
  definition,
  headingOrder = 1,
}: {
  definition: ResourceDefinition<T>;
  /** 2 when the list is one part of a screen under the screen's own h1. */
  headingOrder?: 1 | 2;
}) {
  const {
    api,
    texts,
    columns,
    rowLabel,
    Form,
    canAdd = true,
    canEdit = true,
    canDelete = true,
    canReorder = true,
    hasStatus = true,
    hasSearch = true,
    hasPager = true,
  } = definition;
  const labels: StatusLabels = { ...defaultStatusLabels, ...definition.statusLabels };
  // Rows are selected only to be deleted together: without delete, no checkboxes.
  const canSelect = canDelete;
  const title = definition.title ?? texts.plural;
  const formHeadingLevel = headingOrder === 1 ? 2 : 3;

  const [state, dispatch] = useReducer(listReducer, initialListState);
  const feedback = useSaveFeedback({ inline: definition.inlineSaveError });
  const idPrefix = useId().replace(/:/g, '');
  const panelId = `${idPrefix}-panel`;
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const search = state.search || undefined;
  const listParams: ListParams = {
    status: hasStatus ? statusOfTab(state.tab) : undefined,
    limit: hasPager ? state.pageSize : MAX_PAGE_SIZE,
    skip: hasPager ? skipOf(state) : 0,
    searchedText: search,
  };
  const list = api.useList(listParams);
  const counts = api.useCounts({ searchedText: search });
  const rows = list.data ?? [];
  const total = counts.data && !counts.isPlaceholderData ? counts.data[state.tab] : undefined;

  const create = api.useCreate();
  const update = api.useUpdate();
  const setStatus = api.useSetStatus();
  const remove = api.useRemove();
  const bulkRemove = api.useBulkRemove();
  const reorder = api.useReorder();

  useQueryErrorToast(list, texts.listToast);
  useQueryErrorToast(counts, texts.countsToast);

  // Counts changed (a delete, a status change, another administrator): keep the page in range.
  useEffect(() => {
    if (total !== undefined) dispatch({ type: 'clamp', total });
  }, [total]);

  const dragEnabled = canReorder && canDrag(state) && !reorder.isPending && !list.isPlaceholderData;
  const dragOffReason =
    state.adding || state.editingId !== null ? 'Reordering is off while a form is open' : 'Loading…';
  const pageIds = rows.map((row) => row.id);
  const selectedOnPage = state.selected.filter((id) => pageIds.includes(id));
  const allSelected = pageIds.length > 0 && selectedOnPage.length === pageIds.length;

  /**
   * After a form closes, focus goes back to what opened it: the Add button, or the row's Edit
   * button once the list shows the saved row (an edit can move the view to another tab), or
   * the list itself when the row is no longer in view.
   */
  const focusLater = usePendingFocus(rootRef, list.isPlaceholderData || list.isFetching);
  const focusAdd = () => focusLater('[data-action="add"]');
  const focusRow = (id: number) => focusLater(editButtonOf(id), { afterLoad: true, fallback: () => panelRef.current });
  const freshCounts = api.useFreshCounts();

  /** A row the focus was in has gone (deleted, moved to another tab): keep the focus in the list. */
  function keepFocus() {
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) panelRef.current?.focus();
    });
  }

  async function handleCreate(body: SaveBody) {
    feedback.clear();
    try {
      await create.mutateAsync(body);
    } catch (error) {
      feedback.report(error, texts.createFailed);
      return;
    }
    toastSuccess(texts.created);
    // Jump to the last page of the current tab, where the new record is (spec 1 §4).
    const fresh = await freshCounts({ searchedText: search });
    dispatch({ type: 'created', total: fresh?.[state.tab] ?? (total ?? 0) + 1 });
    focusAdd();
  }

  async function handleUpdate(row: T, body: SaveBody) {
    feedback.clear();
    let saved: T;
    try {
      saved = (await update.mutateAsync({ id: row.id, body })).data;
    } catch (error) {
      feedback.report(error, texts.updateFailed);
      return;
    }
    toastSuccess(texts.updated);
    dispatch({ type: 'edited', status: saved.status });
    focusRow(row.id);
  }

  async function handleStatus(row: T) {
    const next = row.status === 1 ? 0 : 1;
    try {
      await setStatus.mutateAsync({ id: row.id, status: next });
    } catch (error) {
      if (!isUnauthorized(error))
        toastError(failureText(error, texts.statusFailed), { title: texts.statusFailedTitle });
      return;
    }
    toastSuccess(next === 1 ? texts.published : texts.unpublished);
    dispatch({ type: 'statusChanged', id: row.id });
    keepFocus();
  }

  function askDelete(row: T) {
    confirmDelete(`Delete ${texts.singular}`, async () => {
      try {
        await remove.mutateAsync(row.id);
      } catch (error) {
        if (!isUnauthorized(error))
          toastError(failureText(error, texts.deleteFailed), { title: texts.deleteFailedTitle });
        return;
      }
      toastSuccess(texts.deleted);
      dispatch({ type: 'deleted', ids: [row.id], remainingOnPage: rows.length - 1 });
      keepFocus();
    });
  }

  function askBulkDelete() {
    const ids = [...state.selected];
    confirmDelete(`Delete ${ids.length} ${texts.plural}`, async () => {
      try {
        await bulkRemove.mutateAsync(ids);
      } catch (error) {
        if (!isUnauthorized(error))
          toastError(failureText(error, texts.bulkDeleteFailed), { title: texts.bulkDeleteFailedTitle });
        return;
      }
      toastSuccess(texts.bulkDeleted);
      dispatch({ type: 'deleted', ids, remainingOnPage: rows.filter((row) => !ids.includes(row.id)).length });
      keepFocus();
    });
  }

  function handleMove(from: number, to: number) {
    const { rows: reordered, items } = reorderPositions(rows, from, to);
    if (items.length === 0) return;
    reorder.mutate(
      { items, optimistic: { params: listParams, rows: reordered } },
      {
        onSuccess: () => toastSuccess(Messages.orderUpdated),
        // The hook reloads the page from the server either way.
        onError: (error) => {
          if (!isUnauthorized(error)) toastError(Messages.orderReverted, { title: Messages.orderFailedTitle });
        },
      },
    );
  }

  function openAdd() {
    feedback.clear();
    dispatch({ type: 'openAdd' });
  }

  function openEdit(row: T) {
    feedback.clear();
    dispatch({ type: 'openEdit', id: row.id });
  }

  const gridColumns = [
    canReorder ? '28px' : null,
    canSelect ? '24px' : null,
    ...columns.map((column) => column.width ?? 'minmax(0, 1fr)'),
    hasStatus ? '120px' : null,
    'max-content',
  ]
    .filter(Boolean)
    .join(' ');

  const firstLoad = list.isPending;
  const showFooter = hasPager && (total ?? 0) > 0;

  return (
    <div className={classes.page} ref={rootRef}>
      <header className={classes.header}>
        <div className={classes.headerText}>
          <Title order={headingOrder} fz={headingOrder === 1 ? { base: 24, sm: 28 } : { base: 20, sm: 22 }} lh={1.2}>
            {title}
          </Title>
          {definition.description ? (
            <Text c="dimmed" size="sm" mt={4}>
              {definition.description}
            </Text>
          ) : null}
        </div>
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
      </header>

      {canAdd && state.adding ? (
        <FormPanel heading={texts.addLabel} level={formHeadingLevel} error={feedback.formError}>
          <Form
            mode="add"
            record={null}
            submitting={create.isPending}
            serverErrors={feedback.serverErrors}
            onSubmit={(body) => void handleCreate(body)}
            onCancel={() => {
              dispatch({ type: 'closeAdd' });
              focusAdd();
            }}
          />
        </FormPanel>
      ) : null}

      <section className={classes.card} aria-label={`${texts.plural} list`}>
        {hasStatus || hasSearch ? (
          <div className={classes.toolbar}>
            {hasStatus ? (
              <StatusTabs
                value={state.tab}
                onChange={(tab) => dispatch({ type: 'tab', tab })}
                counts={counts.data}
                labels={labels}
                panelId={panelId}
                idPrefix={idPrefix}
              />
            ) : (
              <span />
            )}
            {hasSearch ? (
              <SearchBox
                label={texts.searchPlaceholder}
                placeholder={`${texts.searchPlaceholder}…`}
                active={state.search}
                onSearch={(text) => dispatch({ type: 'search', text })}
              />
            ) : null}
          </div>
        ) : null}

        {counts.isError ? <InlineError message={texts.countsInline} onRetry={() => void counts.refetch()} /> : null}

        {canSelect && isBulkBarVisible(state) ? (
          <BulkBar
            count={state.selected.length}
            onClear={() => dispatch({ type: 'clearSelection' })}
            onDeleteAll={askBulkDelete}
            canDelete={canDelete}
            busy={bulkRemove.isPending}
          />
        ) : null}

        <div
          ref={panelRef}
          id={panelId}
          className={classes.panel}
          tabIndex={-1}
          {...(hasStatus ? { role: 'tabpanel', 'aria-labelledby': tabId(idPrefix, state.tab) } : {})}
          aria-busy={list.isFetching || undefined}
          data-select={canSelect || undefined}
          data-lead={canSelect || canReorder || undefined}
          data-preview={columns.some((column) => column.role === 'preview') || undefined}
          data-grid
          style={{ '--kit-columns': gridColumns } as CSSProperties}
        >
          {list.isError && !list.data ? (
            <InlineError message={texts.listInline} onRetry={() => void list.refetch()} />
          ) : firstLoad ? (
            <LoadingRows count={3} />
          ) : rows.length === 0 ? (
            <EmptyState
              searching={Boolean(state.search)}
              onClearSearch={() => dispatch({ type: 'search', text: '' })}
            />
          ) : (
            <>
              <div className={classes.headRow}>
                {canReorder ? <span className={classes.headColumn} aria-hidden="true" /> : null}
                {canSelect ? (
                  <>
                    <Checkbox
                      aria-label="Select all on this page"
                      checked={allSelected}
                      indeterminate={selectedOnPage.length > 0 && !allSelected}
                      onChange={() => dispatch({ type: 'toggleSelectAll', ids: pageIds })}
                      size="sm"
                    />
                    <span className={classes.headSelectAllText} aria-hidden="true">
                      Select all
                    </span>
                  </>
                ) : null}
                {columns.map((column) => (
                  <span key={column.header} className={classes.headColumn}>
                    {column.header}
                  </span>
                ))}
                {hasStatus ? <span className={classes.headColumn}>Status</span> : null}
                <span className={classes.headColumn} style={{ textAlign: 'right' }}>
                  Actions
                </span>
              </div>
              <SortableRows
                rows={rows}
                enabled={dragEnabled}
                rowLabel={rowLabel}
                onMove={handleMove}
                listLabel={texts.plural}
              >
                {rows.map((row) => {
                  const label = rowLabel(row) || `${texts.singular} ${row.id}`;
                  const editing = state.editingId === row.id;
                  const selected = state.selected.includes(row.id);
                  return (
                    <SortableRow
                      key={row.id}
                      id={row.id}
                      label={label}
                      enabled={dragEnabled}
                      disabledReason={dragOffReason}
                      showHandle={canReorder}
                      className={[
                        classes.rowItem,
                        selected ? classes.rowSelected : '',
                        editing ? classes.rowEditing : '',
                      ].join(' ')}
                    >
                      {(handle) => (
                        <>
                          <Row
                            row={row}
                            label={label}
                            columns={columns}
                            handle={handle}
                            selected={selected}
                            onToggle={canSelect ? () => dispatch({ type: 'toggleSelect', id: row.id }) : undefined}
                            statusBadge={hasStatus ? <StatusBadge status={row.status} labels={labels} /> : null}
                            actions={
                              <>
                                {canEdit ? (
                                  <Button
                                    size="xs"
                                    variant={editing ? 'filled' : 'default'}
                                    leftSection={<IconPencil size={14} />}
                                    data-action="edit"
                                    aria-label={`Edit ${label}`}
                                    aria-expanded={editing}
                                    onClick={() => (editing ? dispatch({ type: 'closeEdit' }) : openEdit(row))}
                                  >
                                    Edit
                                  </Button>
                                ) : null}
                                {hasStatus ? (
                                  <StatusButton
                                    status={row.status}
                                    rowLabel={label}
                                    labels={labels}
                                    loading={setStatus.isPending && setStatus.variables?.id === row.id}
                                    onClick={() => void handleStatus(row)}
                                  />
                                ) : null}
                                {canDelete ? (
                                  <Button
                                    size="xs"
                                    variant="light"
                                    color="red"
                                    c={actionText.remove}
                                    leftSection={<IconTrash size={14} />}
                                    aria-label={`Delete ${label}`}
                                    onClick={() => askDelete(row)}
                                  >
                                    Delete
                                  </Button>
                                ) : null}
                              </>
                            }
                          />
                          {canEdit && editing ? (
                            <FormPanel
                              heading={`Edit ${texts.singular}`}
                              level={formHeadingLevel}
                              error={feedback.formError}
                            >
                              <Form
                                key={row.id}
                                mode="edit"
                                record={row}
                                submitting={update.isPending}
                                serverErrors={feedback.serverErrors}
                                onSubmit={(body) => void handleUpdate(row, body)}
                                onCancel={() => {
                                  dispatch({ type: 'closeEdit' });
                                  focusRow(row.id);
                                }}
                              />
                            </FormPanel>
                          ) : null}
                        </>
                      )}
                    </SortableRow>
                  );
                })}
              </SortableRows>
            </>
          )}
        </div>

        {showFooter ? (
          <ListFooter
            page={state.page}
            pageSize={state.pageSize}
            total={total ?? 0}
            rowsOnPage={rows.length}
            onPage={(page) => dispatch({ type: 'page', page })}
            onPageSize={(pageSize) => dispatch({ type: 'pageSize', pageSize })}
            idPrefix={idPrefix}
          />
        ) : null}
      </section>

      <LoadingDialog opened={create.isPending} title={texts.creating} />
      <SelectionAnnouncer state={state} />
    </div>
  );
}

function Row<T>({
  row,
  label,
  columns,
  handle,
  selected,
  onToggle,
  statusBadge,
  actions,
}: {
  row: T;
  label: string;
  columns: Array<ResourceColumn<T>>;
  handle: ReactNode;
  selected: boolean;
  /** Absent when rows cannot be selected. */
  onToggle?: () => void;
  statusBadge: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className={classes.row}>
      {handle ? <div className={classes.cellHandle}>{handle}</div> : null}
      {onToggle ? (
        <div className={classes.cellCheck}>
          <Checkbox aria-label={`Select ${label}`} checked={selected} onChange={onToggle} size="sm" />
        </div>
      ) : null}
      {columns.map((column) => (
        <div key={column.header} className={classes.cell} data-role={column.role ?? 'meta'}>
          <span className={classes.cellLabel}>{column.header}</span>
          <div className={classes.cellValue}>{column.render(row)}</div>
        </div>
      ))}
      {statusBadge ? <div className={classes.cellStatus}>{statusBadge}</div> : null}
      <div className={classes.cellActions}>
        <div className={classes.actions}>{actions}</div>
      </div>
    </div>
  );
}

function LoadingRows({ count }: { count: number }) {
  return (
    <div aria-label="Loading" role="status">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={classes.row} style={{ gridTemplateColumns: '24px 72px minmax(0, 1fr)' }}>
          <Skeleton height={18} width={18} radius="sm" />
          <Skeleton height={44} radius="sm" />
          <div>
            <Skeleton height={12} width="60%" radius="sm" />
            <Skeleton height={10} width="35%" radius="sm" mt={8} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Says how many rows are selected, for screen readers. */
function SelectionAnnouncer({ state }: { state: ListState }) {
  const n = state.selected.length;
  return (
    <div aria-live="polite" className={classes.cellLabel}>
      {n === 0 ? '' : n === 1 ? '1 entry selected' : `${n} entries selected`}
    </div>
  );
}
