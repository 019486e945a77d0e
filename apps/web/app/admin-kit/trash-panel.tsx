import type { ResourceTexts } from '@atrium/contract/messages';
import { TrashTexts } from '@atrium/contract/trash';
import { Button, Text } from '@mantine/core';
import type { Dispatch } from 'react';
import { IconRefresh, IconTrash } from '~/components/icons';
import { formatDateTime } from '~/lib/dates';
import { toastError, toastSuccess } from '~/lib/toast';
import { confirmDelete, shortName } from './confirm-delete';
import { EmptyState } from './empty-state';
import { failureText, InlineError, isUnauthorized, useQueryErrorToast } from './feedback';
import { BulkBar } from './bulk-bar';
import { HeadRow, LoadingRows, Row, rowsPanelProps, type RowLayout } from './list-rows';
import { isBulkBarVisible, skipOf, type ListAction, type ListState } from './list-state';
import { ListFooter } from './pager';
import type { AnyWriteBody, ResourceApi, ResourceRecord, TrashEntry } from './resource-api';
import type { ResourceColumn } from './types';
import classes from './resource-list.module.css';

/** Trash rows: select, the record's picture and title, who deleted it and when, Restore and Delete forever. */
const layout: RowLayout = {
  canReorder: false,
  canSelect: true,
  hasStatus: false,
  canEdit: false,
  canView: false,
  canDelete: false,
};

/**
 * The Trash tab of a list (decision 032): the records deleted from it, most recent first, with
 * who deleted each and when; Restore (it reappears in its tab, as it was) and Delete forever
 * (after a named confirmation), one row or the selected ones. Paging, search and selection are
 * the list's own state.
 */
export function TrashPanel<T extends ResourceRecord, W extends AnyWriteBody>({
  api,
  texts,
  columns,
  rowLabel,
  state,
  dispatch,
  total,
  days,
  idPrefix,
}: {
  api: ResourceApi<T, W>;
  texts: Pick<ResourceTexts, 'singular' | 'plural'>;
  /** The list's columns: the trash shows its picture and title columns. */
  columns: Array<ResourceColumn<T>>;
  rowLabel: (row: T) => string;
  state: ListState;
  dispatch: Dispatch<ListAction>;
  total: number | undefined;
  days: number | undefined;
  idPrefix: string;
}) {
  const trash = api.useTrash({ limit: state.pageSize, skip: skipOf(state), searchedText: state.search || undefined });
  const writes = api.useTrashWrites();
  useQueryErrorToast(trash, TrashTexts.listFailed);
  const rows = trash.data ?? [];
  const label = (row: T) => rowLabel(row) || `${texts.singular} ${row.id}`;
  const trashColumns: Array<ResourceColumn<TrashEntry<T>>> = [
    ...columns.filter((column) => column.role === 'preview' || column.role === 'title'),
    {
      header: TrashTexts.deletedColumn,
      width: 'minmax(0, 1fr)',
      render: (row) => (
        <>
          <Text size="sm">{formatDateTime(row.deleted_at)}</Text>
          {row.deleted_by ? (
            <Text size="xs" c="dimmed">
              {TrashTexts.deletedBy(row.deleted_by.name)}
            </Text>
          ) : null}
        </>
      ),
    },
  ];
  const selected = state.selected.filter((id) => rows.some((row) => row.id === id));
  const busy = Object.values(writes).some((write) => write.isPending);

  /** The rows left on the page once `ids` went: back a page when none are. */
  const gone = (ids: number[]) =>
    dispatch({ type: 'deleted', ids, remainingOnPage: rows.filter((row) => !ids.includes(row.id)).length });

  async function run(work: () => Promise<unknown>, done: string, failed: string, ids: number[]) {
    try {
      await work();
    } catch (error) {
      if (!isUnauthorized(error)) toastError(failureText(error, failed));
      return;
    }
    toastSuccess(done);
    gone(ids);
  }

  const restore = (row: TrashEntry<T>) =>
    void run(() => writes.restore.mutateAsync(row.id), TrashTexts.restored(texts.singular), TrashTexts.restoreFailed, [
      row.id,
    ]);

  const words = { message: TrashTexts.foreverConfirm, confirm: TrashTexts.foreverYes, cancel: TrashTexts.cancel };

  function deleteForever(row: TrashEntry<T>) {
    const name = rowLabel(row);
    const title = name ? TrashTexts.foreverTitle(shortName(name)) : TrashTexts.foreverTitleFallback(texts.singular);
    confirmDelete(
      title,
      () =>
        void run(
          () => writes.permanent.mutateAsync(row.id),
          TrashTexts.deletedForever(texts.singular),
          TrashTexts.deleteForeverFailed,
          [row.id],
        ),
      [],
      words,
    );
  }

  const restoreSelected = () =>
    void run(
      () => writes.bulkRestore.mutateAsync(selected),
      TrashTexts.restoredMany(selected.length),
      TrashTexts.restoreFailed,
      selected,
    );

  function deleteSelectedForever() {
    const ids = [...selected];
    const names = rows
      .filter((row) => ids.includes(row.id))
      .map(rowLabel)
      .filter(Boolean);
    confirmDelete(
      TrashTexts.foreverManyTitle(ids.length, texts.singular, texts.plural),
      () =>
        void run(
          () => writes.bulkPermanent.mutateAsync(ids),
          TrashTexts.deletedForeverMany(ids.length),
          TrashTexts.deleteForeverFailed,
          ids,
        ),
      names,
      words,
    );
  }

  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.id));

  return (
    <>
      {isBulkBarVisible({ ...state, selected }) ? (
        <BulkBar
          count={selected.length}
          onClear={() => dispatch({ type: 'clearSelection' })}
          canDelete={false}
          busy={busy}
        >
          <Button size="xs" leftSection={<IconRefresh size={14} />} onClick={restoreSelected} loading={busy}>
            {TrashTexts.restoreAll}
          </Button>
          <Button
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={deleteSelectedForever}
            disabled={busy}
          >
            {TrashTexts.deleteAllForever}
          </Button>
        </BulkBar>
      ) : null}

      <div {...rowsPanelProps(trashColumns, layout)} data-trash aria-busy={trash.isFetching || undefined}>
        {trash.isError && !trash.data ? (
          <InlineError message={TrashTexts.listFailed} onRetry={() => void trash.refetch()} />
        ) : trash.isPending ? (
          <LoadingRows count={3} />
        ) : rows.length === 0 ? (
          <EmptyState
            searching={Boolean(state.search)}
            onClearSearch={() => dispatch({ type: 'search', text: '' })}
            title={state.search ? undefined : TrashTexts.empty}
            hint={days ? TrashTexts.keptFor(days) : undefined}
          />
        ) : (
          <>
            <HeadRow
              columns={trashColumns}
              layout={layout}
              allSelected={allSelected}
              someSelected={selected.length > 0 && !allSelected}
              onToggleAll={() => dispatch({ type: 'toggleSelectAll', ids: rows.map((row) => row.id) })}
            />
            <ul className={classes.rows} aria-label={`${TrashTexts.tab}: ${texts.plural}`}>
              {rows.map((row) => {
                const name = label(row);
                const isSelected = selected.includes(row.id);
                return (
                  <li
                    key={row.id}
                    className={`${classes.rowItem} ${isSelected ? classes.rowSelected : ''}`}
                    data-row-id={row.id}
                  >
                    <Row
                      row={row}
                      label={name}
                      columns={trashColumns}
                      handle={null}
                      selected={isSelected}
                      onToggle={() => dispatch({ type: 'toggleSelect', id: row.id })}
                      statusBadge={null}
                      actions={
                        <>
                          <Button
                            size="xs"
                            variant="default"
                            leftSection={<IconRefresh size={14} />}
                            aria-label={TrashTexts.restoreLabel(name)}
                            onClick={() => restore(row)}
                            disabled={busy}
                          >
                            {TrashTexts.restore}
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            leftSection={<IconTrash size={14} />}
                            aria-label={TrashTexts.deleteForeverLabel(name)}
                            onClick={() => deleteForever(row)}
                            disabled={busy}
                          >
                            {TrashTexts.deleteForever}
                          </Button>
                        </>
                      }
                    />
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>

      {(total ?? 0) > 0 ? (
        <ListFooter
          page={state.page}
          pageSize={state.pageSize}
          total={total ?? 0}
          rowsOnPage={rows.length}
          onPage={(page) => dispatch({ type: 'page', page })}
          onPageSize={(pageSize) => dispatch({ type: 'pageSize', pageSize })}
          idPrefix={`${idPrefix}-trash`}
        />
      ) : null}
    </>
  );
}
