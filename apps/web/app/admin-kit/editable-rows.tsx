import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { EmptyState } from './empty-state';
import { InlineError } from './feedback';
import { HeadRow, ListRowItem, LoadingRows, rowsPanelProps, type RowLayout } from './list-rows';
import { defaultStatusLabels, type ResourceColumn } from './types';
import classes from './resource-list.module.css';

const layout: RowLayout = {
  canReorder: false,
  canSelect: false,
  hasStatus: false,
  canEdit: true,
  canView: false,
  canDelete: false,
};
const nothing = () => undefined;

/**
 * Rows whose only action is Edit, which opens a form under the row (the Pages screen's lists):
 * the kit's rows and columns without tabs, selection, status or drag, with the loading, failed
 * and empty states. `rowId` names a row when its `id` does not (a learn item's page has none
 * until saved); the focus helpers find a row's Edit button by it.
 */
export function EditableRows<T extends { id: number; status: number }>({
  query,
  rows,
  columns,
  listLabel,
  failedText,
  rowLabel,
  rowId = (row) => row.id,
  editingId,
  onEdit,
  editForm,
  panelRef,
}: {
  /** The read the rows come from: its pending and failed states. */
  query: Pick<UseQueryResult<unknown>, 'isError' | 'isPending' | 'isFetching' | 'data' | 'refetch'>;
  rows: T[];
  columns: Array<ResourceColumn<T>>;
  listLabel: string;
  /** Said in place when the first read fails, with Retry. */
  failedText: string;
  /** The row's name in plain text, for its Edit button ('Edit …'). */
  rowLabel: (row: T) => string;
  rowId?: (row: T) => number;
  editingId: number | null;
  /** Edit was pressed: `editing` says whether the row's form is open (Edit then closes it). */
  onEdit: (row: T, editing: boolean) => void;
  editForm: (row: T) => ReactNode;
  panelRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={panelRef} {...rowsPanelProps(columns, layout)} aria-busy={query.isFetching || undefined}>
      {query.isError && !query.data ? (
        <InlineError message={failedText} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <LoadingRows count={3} />
      ) : rows.length === 0 ? (
        <EmptyState searching={false} onClearSearch={nothing} />
      ) : (
        <>
          <HeadRow columns={columns} layout={layout} allSelected={false} someSelected={false} onToggleAll={nothing} />
          <ul className={classes.rows} aria-label={listLabel}>
            {rows.map((row) => {
              const id = rowId(row);
              const editing = editingId === id;
              return (
                <ListRowItem
                  key={id}
                  row={{ ...row, id }}
                  label={rowLabel(row)}
                  columns={columns}
                  layout={layout}
                  labels={defaultStatusLabels}
                  drag={{ enabled: false, offReason: '' }}
                  selected={false}
                  editing={editing}
                  statusPending={false}
                  onToggleSelect={nothing}
                  onEdit={() => onEdit(row, editing)}
                  onStatus={nothing}
                  onDelete={nothing}
                  editForm={editing ? editForm(row) : null}
                />
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
