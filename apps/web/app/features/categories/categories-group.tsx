import type { FieldErrors } from '@atrium/contract/api';
import { CategoryMessages, CategoryStatusLabels, isSystemCategory, type Category } from '@atrium/contract/categories';
import { PAGE_SIZES } from '@atrium/contract/enums';
import { Button, Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { EmptyState } from '~/admin-kit/empty-state';
import { InlineError } from '~/admin-kit/feedback';
import { FormPanel } from '~/admin-kit/form-panel';
import { GroupCard } from '~/admin-kit/group-card';
import { ListFooter } from '~/admin-kit/pager';
import type { CategoryBody } from './categories-values';
import { DeleteButton, EditButton } from '~/admin-kit/row-actions';
import { StatusBadge, StatusButton } from '~/admin-kit/status-controls';
import { IconPlus } from '~/components/icons';
import kit from '~/admin-kit/resource-list.module.css';
import type { CategoryGroup } from './categories-definition';
import { CategoryForm } from './categories-form';
import { CategoryGlyph, iconName } from './categories-icons';
import { editingId, isAdding, type CategoriesState } from './categories-state';
import classes from './categories.module.css';

const EDIT_HEADING = 'Edit Category';

/**
 * One group of the Categories screen: its heading with the count, which collapses and expands
 * it, its Add button where categories can be added, its rows with their forms, and its pager.
 */
export function GroupSection({
  group,
  state,
  list,
  counts,
  total,
  serverErrors,
  creating,
  updating,
  statusPendingId,
  onToggle,
  onOpenAdd,
  onCloseAdd,
  onCreate,
  onOpenEdit,
  onCloseEdit,
  onUpdate,
  onStatus,
  onDelete,
  onPage,
  onPageSize,
  onClearSearch,
}: {
  group: CategoryGroup;
  state: CategoriesState;
  list: UseQueryResult<Category[]>;
  counts: UseQueryResult<number>;
  total: number | undefined;
  serverErrors: FieldErrors;
  creating: boolean;
  updating: boolean;
  statusPendingId: number | null;
  onToggle: () => void;
  onOpenAdd: () => void;
  onCloseAdd: () => void;
  /** The save's promise keeps the form busy until it settles (decisions 102, 107). */
  onCreate: (body: CategoryBody) => Promise<unknown>;
  onOpenEdit: (row: Category) => void;
  onCloseEdit: (row: Category) => void;
  onUpdate: (row: Category, body: CategoryBody) => Promise<unknown>;
  onStatus: (row: Category) => void;
  onDelete: (row: Category) => void;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  onClearSearch: () => void;
}) {
  const id = useId();
  const expanded = state.expanded[group.type];
  const adding = isAdding(state, group.type);
  const rows = list.data ?? [];

  return (
    <GroupCard
      label={group.label}
      count={counts.data}
      countFailed={counts.isError}
      countNoun={['category', 'categories']}
      description={group.description}
      expanded={expanded}
      onToggle={onToggle}
      groupKey={group.type}
      actions={
        group.addLabel ? (
          <Button
            size="sm"
            variant={adding ? 'filled' : 'light'}
            leftSection={<IconPlus size={16} />}
            data-add-group={group.type}
            aria-expanded={adding}
            onClick={adding ? onCloseAdd : onOpenAdd}
          >
            {group.addLabel}
          </Button>
        ) : null
      }
    >
      {adding && group.addLabel ? (
        <div className={classes.addPanel}>
          <FormPanel heading={group.addLabel} level={3}>
            <CategoryForm
              mode="add"
              record={null}
              categoryType={group.type}
              submitting={creating}
              serverErrors={serverErrors}
              onSubmit={onCreate}
              onCancel={onCloseAdd}
            />
          </FormPanel>
        </div>
      ) : null}

      {list.isError && !list.data ? (
        <InlineError message={CategoryMessages.fetchFailed} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <LoadingRows />
      ) : rows.length === 0 ? (
        <EmptyState searching={Boolean(state.search)} onClearSearch={onClearSearch} className={classes.empty} />
      ) : (
        <ul className={kit.rows} aria-label={group.label} aria-busy={list.isFetching || undefined}>
          {rows.map((row) => (
            <CategoryRow
              key={row.id}
              row={row}
              group={group}
              editing={editingId(state) === row.id}
              serverErrors={serverErrors}
              updating={updating}
              statusPending={statusPendingId === row.id}
              onOpenEdit={() => onOpenEdit(row)}
              onCloseEdit={() => onCloseEdit(row)}
              onUpdate={(body) => onUpdate(row, body)}
              onStatus={() => onStatus(row)}
              onDelete={() => onDelete(row)}
            />
          ))}
        </ul>
      )}

      {/* Most groups hold a handful: paging shows only once there is more than the smallest page. */}
      {total !== undefined && total > PAGE_SIZES[0] ? (
        <ListFooter
          page={state.pages[group.type]}
          pageSize={state.pageSizes[group.type]}
          total={total}
          rowsOnPage={rows.length}
          onPage={onPage}
          onPageSize={onPageSize}
          idPrefix={id.replace(/:/g, '')}
          listName={group.label}
        />
      ) : null}
    </GroupCard>
  );
}

function CategoryRow({
  row,
  group,
  editing,
  serverErrors,
  updating,
  statusPending,
  onOpenEdit,
  onCloseEdit,
  onUpdate,
  onStatus,
  onDelete,
}: {
  row: Category;
  group: CategoryGroup;
  editing: boolean;
  serverErrors: FieldErrors;
  updating: boolean;
  statusPending: boolean;
  onOpenEdit: () => void;
  onCloseEdit: () => void;
  onUpdate: (body: CategoryBody) => Promise<unknown>;
  onStatus: () => void;
  onDelete: () => void;
}) {
  return (
    <li className={`${kit.rowItem} ${editing ? kit.rowEditing : ''}`} data-row-id={row.id}>
      <div className={classes.row} data-with-icon={group.hasIcon || undefined}>
        {group.hasIcon ? (
          <div className={classes.cellIcon}>
            {row.icon !== null ? (
              <span className={classes.iconTile} role="img" aria-label={iconName(row.icon)}>
                <CategoryGlyph icon={row.icon} size={22} />
              </span>
            ) : null}
          </div>
        ) : null}
        <div className={classes.cellMain} data-role="title">
          <div className={kit.titleText}>{row.name}</div>
          {row.desc ? <div className={classes.description}>{row.desc}</div> : null}
        </div>
        <div className={classes.cellStatus}>
          <StatusBadge status={row.status} labels={CategoryStatusLabels} />
        </div>
        <div className={classes.cellActions}>
          <EditButton label={row.name} editing={editing} onClick={editing ? onCloseEdit : onOpenEdit} />
          <StatusButton
            status={row.status}
            rowLabel={row.name}
            labels={CategoryStatusLabels}
            loading={statusPending}
            onClick={onStatus}
          />
          {/* The site looks system categories up by name: they have no Delete (the server refuses it too). */}
          {isSystemCategory(row.name) ? null : <DeleteButton label={row.name} onClick={onDelete} />}
        </div>
      </div>
      {editing ? (
        <FormPanel heading={EDIT_HEADING} level={3}>
          <CategoryForm
            mode="edit"
            record={row}
            categoryType={group.type}
            submitting={updating}
            serverErrors={serverErrors}
            onSubmit={onUpdate}
            onCancel={onCloseEdit}
          />
        </FormPanel>
      ) : null}
    </li>
  );
}

function LoadingRows() {
  return (
    <div role="status" aria-label="Loading" className={classes.loading}>
      {[0, 1].map((i) => (
        <div key={i} className={classes.loadingRow}>
          <Skeleton height={12} width="40%" radius="sm" />
          <Skeleton height={10} width="65%" radius="sm" mt={8} />
        </div>
      ))}
    </div>
  );
}
