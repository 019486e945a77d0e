import { DraftTexts } from '@atrium/contract/drafts';
import { Badge, Checkbox, Skeleton } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { PreviewTexts } from '@atrium/contract/previews';
import { DeleteButton, EditButton, MoveMenu, ViewButton, type MoveChoice } from './row-actions';
import { ViewOnSiteButton } from './preview-actions';
import { SortableRow } from './sortable-rows';
import { ScheduleBadge } from './schedule-fields';
import { StatusBadge, StatusButton } from './status-controls';
import type { ResourceColumn, StatusLabels } from './types';
import classes from './resource-list.module.css';

/** What a list's rows hold besides the resource's columns, in the order they sit. */
export type RowLayout = {
  canReorder: boolean;
  canSelect: boolean;
  hasStatus: boolean;
  canEdit: boolean;
  /** Rows open read-only (View/Close) instead of into a form. */
  canView: boolean;
  canDelete: boolean;
};

/** The CSS grid tracks of a list's rows: handle, checkbox, the columns, status, actions. */
function gridTemplate<T>(columns: Array<ResourceColumn<T>>, layout: RowLayout): string {
  return [
    layout.canReorder ? '28px' : null,
    layout.canSelect ? '24px' : null,
    ...columns.map((column) => column.width ?? 'minmax(0, 1fr)'),
    layout.hasStatus ? 'max-content' : null,
    'max-content',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * What the element holding a list's rows carries for the kit's styles: the shared grid of wide
 * screens (`--kit-columns`), and for narrow cards which leading parts the rows have.
 */
export function rowsPanelProps<T>(columns: Array<ResourceColumn<T>>, layout: RowLayout) {
  return {
    className: classes.panel,
    'data-grid': true,
    'data-select': layout.canSelect || undefined,
    'data-lead': layout.canSelect || layout.canReorder || undefined,
    'data-preview': columns.some((column) => column.role === 'preview') || undefined,
    'data-wide-preview': columns.some((column) => column.role === 'preview' && column.wide) || undefined,
    style: { '--kit-columns': gridTemplate(columns, layout) } as CSSProperties,
  };
}

/** The column headings, with the page's 'Select all' box when rows can be selected. */
export function HeadRow<T>({
  columns,
  layout,
  allSelected,
  someSelected,
  onToggleAll,
}: {
  columns: Array<ResourceColumn<T>>;
  layout: RowLayout;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
}) {
  return (
    <div className={classes.headRow}>
      {layout.canReorder ? <span className={classes.headColumn} aria-hidden="true" /> : null}
      {layout.canSelect ? (
        <>
          <Checkbox
            aria-label="Select all on this page"
            checked={allSelected}
            indeterminate={someSelected}
            onChange={onToggleAll}
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
      {layout.hasStatus ? <span className={classes.headColumn}>Status</span> : null}
      <span className={classes.headColumn} style={{ textAlign: 'right' }}>
        Actions
      </span>
    </div>
  );
}

/**
 * One record in the list: its row, sortable when `drag.enabled`, with Edit, Publish or
 * Unpublish and Delete as the layout allows, and `editForm` under it while it is edited.
 */
export function ListRowItem<T extends { id: number; status: number }>({
  row,
  label,
  columns,
  layout,
  labels,
  drag,
  selected,
  editing,
  statusPending,
  onToggleSelect,
  onEdit,
  onStatus,
  onDelete,
  editForm,
  publicUrl,
  onMove,
  hasDraft = false,
}: {
  row: T;
  /** The row's name in plain text, for its buttons' names. */
  label: string;
  columns: Array<ResourceColumn<T>>;
  layout: RowLayout;
  labels: StatusLabels;
  drag: { enabled: boolean; offReason: string };
  selected: boolean;
  editing: boolean;
  statusPending: boolean;
  onToggleSelect: () => void;
  /** Opens the form (or the view), or closes it when open. */
  onEdit: () => void;
  onStatus: () => void;
  onDelete: () => void;
  /** The form, or with `layout.canView` the row's details. */
  editForm: ReactNode;
  /** The row's public page, when it shows on one: a 'View on site' link (decision 028). */
  publicUrl?: string | null;
  /** With `layout.canReorder`: the row's Move menu (decision 030), off when dragging is. */
  onMove?: (choice: MoveChoice) => void;
  /** The signed-in user has an unsaved draft of it, kept after it was last saved (decision 086). */
  hasDraft?: boolean;
}) {
  const className = [classes.rowItem, selected ? classes.rowSelected : '', editing ? classes.rowEditing : ''].join(' ');
  // A list that is never reordered needs no drag machinery (nor a DndContext around it).
  const Item = layout.canReorder ? SortableRow : PlainRow;
  return (
    <Item
      id={row.id}
      label={label}
      enabled={drag.enabled}
      disabledReason={drag.offReason}
      showHandle={layout.canReorder}
      className={className}
    >
      {(handle) => (
        <>
          <Row
            row={row}
            label={label}
            columns={columns}
            handle={handle}
            selected={selected}
            onToggle={layout.canSelect ? onToggleSelect : undefined}
            titleFlag={hasDraft ? <DraftFlag /> : null}
            statusBadge={
              layout.hasStatus ? (
                <div>
                  <StatusBadge status={row.status} labels={labels} />
                  <ScheduleBadge row={row} />
                </div>
              ) : null
            }
            actions={
              <>
                {layout.canView ? <ViewButton label={label} open={editing} onClick={onEdit} /> : null}
                {layout.canEdit ? <EditButton label={label} editing={editing} onClick={onEdit} /> : null}
                {publicUrl ? (
                  <ViewOnSiteButton href={publicUrl} label={`${PreviewTexts.viewOnSite}: ${label}`} />
                ) : null}
                {layout.hasStatus ? (
                  <StatusButton
                    status={row.status}
                    rowLabel={label}
                    labels={labels}
                    loading={statusPending}
                    onClick={onStatus}
                  />
                ) : null}
                {layout.canReorder && onMove ? (
                  <MoveMenu label={label} offReason={drag.enabled ? undefined : drag.offReason} onChoose={onMove} />
                ) : null}
                {layout.canDelete ? <DeleteButton label={label} onClick={onDelete} /> : null}
              </>
            }
          />
          {(layout.canEdit || layout.canView) && editing ? editForm : null}
        </>
      )}
    </Item>
  );
}

function PlainRow({
  id,
  className,
  children,
}: {
  id: number;
  className: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  return (
    <li className={className} data-row-id={id}>
      {children(null)}
    </li>
  );
}

/** A record's cells: its drag handle, checkbox, columns, status and actions (the trash's rows too). */
export function Row<T>({
  row,
  label,
  columns,
  handle,
  selected,
  onToggle,
  statusBadge,
  actions,
  titleFlag = null,
}: {
  row: T;
  label: string;
  columns: Array<ResourceColumn<T>>;
  handle: ReactNode;
  selected: boolean;
  /** Absent when rows cannot be selected. */
  onToggle?: () => void;
  statusBadge: ReactNode;
  /** Shown under the title column's value (the unsaved-draft flag). */
  titleFlag?: ReactNode;
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
          <div className={classes.cellValue}>
            {column.render(row)}
            {column.role === 'title' ? titleFlag : null}
          </div>
        </div>
      ))}
      {statusBadge ? <div className={classes.cellStatus}>{statusBadge}</div> : null}
      <div className={classes.cellActions}>
        <div className={classes.actions}>{actions}</div>
      </div>
    </div>
  );
}

export function LoadingRows({ count }: { count: number }) {
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

/** A row with an unsaved draft of the signed-in user's (decision 086): opening it offers Restore. */
function DraftFlag() {
  return (
    <Badge
      size="sm"
      color="orange"
      variant="light"
      // The page's text colour on the light orange: the badge's own orange text fails AA contrast (axe).
      c="var(--mantine-color-text)"
      radius="sm"
      tt="none"
      mt={4}
      title={DraftTexts.flagTitle}
      data-draft
    >
      {DraftTexts.flag}
    </Badge>
  );
}
