import type { FieldErrors } from '@atrium/contract/api';
import { CategoryMessages, CategoryStatusLabels, type Category } from '@atrium/contract/categories';
import { PAGE_SIZES } from '@atrium/contract/enums';
import { Button, Skeleton, VisuallyHidden } from '@mantine/core';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useRef } from 'react';
import { EmptyState } from '~/admin-kit/empty-state';
import { InlineError, useQueryErrorToast } from '~/admin-kit/feedback';
import { FormPanel } from '~/admin-kit/form-panel';
import { ListHeader } from '~/admin-kit/list-header';
import { ListFooter } from '~/admin-kit/pager';
import type { SaveBody } from '~/admin-kit/resource-api';
import { EditButton } from '~/admin-kit/row-actions';
import { SearchBox } from '~/admin-kit/search-box';
import { StatusBadge, StatusButton } from '~/admin-kit/status-controls';
import { useListFocus } from '~/admin-kit/use-list-focus';
import { useRecordWrites, type WriteTexts } from '~/admin-kit/use-record-writes';
import { IconChevronRight, IconPlus } from '~/components/icons';
import kit from '~/admin-kit/resource-list.module.css';
import {
  categoriesReducer,
  editingId,
  initialCategoriesState,
  isAdding,
  skipOfGroup,
  type CategoriesState,
  type GroupType,
} from './categories-state';
import { CategoryForm } from './categories-form';
import { categoriesApi, categoryGroups, type CategoryGroup } from './categories-definition';
import { CategoryGlyph, iconName } from './categories-icons';
import classes from './categories.module.css';

const SEARCH_LABEL = 'Search categories';
const EDIT_HEADING = 'Edit Category';

/** Where the focus goes once a form has closed: the button that opened it. */
type FocusTarget = { kind: 'add'; group: GroupType } | { kind: 'edit'; id: number };

const addButtonOf = (group: GroupType) => `[data-add-group="${group}"]`;

/** The toasts of the screen's saves (spec 1 §8); an add's success toast is its group's. */
const categoryWriteTexts: WriteTexts = {
  created: CategoryMessages.added,
  createFailed: CategoryMessages.addFailed,
  updated: CategoryMessages.updated,
  updateFailed: CategoryMessages.updateFailed,
  published: CategoryMessages.published,
  unpublished: CategoryMessages.unpublished,
  statusFailed: CategoryMessages.statusFailed,
};

/**
 * The Categories screen (spec 1 §2): the individuals, media type and learn groups, each
 * collapsible with its count, one search over all three, inline add (media type and learn
 * only) and edit, publish and unpublish, with the spec's toasts. Categories are never deleted
 * or reordered. The rules of what happens when live in categories-state.ts.
 */
export default function CategoriesScreen() {
  const [state, dispatch] = useReducer(categoriesReducer, initialCategoriesState);
  const rootRef = useRef<HTMLDivElement>(null);
  const search = state.search || undefined;

  const countParams = (group: GroupType) => ({ searchedText: search, filters: { categoryType: group } });
  const lists = useQueries({
    queries: categoryGroups.map(({ type }) => ({
      ...categoriesApi.listOptions({
        limit: state.pageSizes[type],
        skip: skipOfGroup(state, type),
        searchedText: search,
        filters: { categoryType: type },
      }),
      // A collapsed group loads nothing until it is opened.
      enabled: state.expanded[type],
    })),
  });
  const counts = useQueries({
    queries: categoryGroups.map(({ type }) => categoriesApi.totalOptions(countParams(type))),
  });
  useQueryErrorToast(lists, CategoryMessages.fetchFailed);
  useQueryErrorToast(counts, CategoryMessages.countsFailed);

  const totals = counts.map((query) => (query.isPlaceholderData ? undefined : query.data));
  // Counts changed (a search, another administrator): keep each group's page in range.
  useEffect(() => {
    categoryGroups.forEach(({ type }, index) => {
      const total = totals[index];
      if (total !== undefined) dispatch({ type: 'clamp', group: type, total });
    });
  }, [totals.join()]);

  const writes = useRecordWrites(categoriesApi, categoryWriteTexts);
  const { feedback } = writes;
  const focus = useListFocus(
    rootRef,
    lists.some((query) => query.isFetching),
  );
  const freshTotal = categoriesApi.useFreshTotal();

  function closeForm(opener: FocusTarget) {
    dispatch({ type: 'closeForm' });
    // The edited row's Edit button is there again once its group is read back.
    if (opener.kind === 'add') focus.toAdd(addButtonOf(opener.group));
    else focus.toRow(opener.id);
  }

  async function handleCreate(group: CategoryGroup, body: SaveBody) {
    if (!(await writes.create(body, group.added))) return;
    const total = (await freshTotal(countParams(group.type))) ?? (totals[categoryGroups.indexOf(group)] ?? 0) + 1;
    dispatch({ type: 'created', group: group.type, total });
    focus.toAdd(addButtonOf(group.type));
  }

  async function handleUpdate(row: Category, body: SaveBody) {
    if (await writes.update(row, body)) closeForm({ kind: 'edit', id: row.id });
  }

  return (
    <div className={kit.page} ref={rootRef}>
      <ListHeader
        title="Categories"
        description="How people, media and learn content are grouped across the site. A category is never deleted: unpublish it to hide it."
      >
        <div className={classes.headerSearch}>
          <SearchBox
            label={SEARCH_LABEL}
            placeholder={`${SEARCH_LABEL}…`}
            active={state.search}
            onSearch={(text) => dispatch({ type: 'search', text })}
          />
        </div>
      </ListHeader>

      {categoryGroups.map((group, index) => (
        <GroupSection
          key={group.type}
          group={group}
          state={state}
          list={lists[index]!}
          counts={counts[index]!}
          total={totals[index]}
          serverErrors={feedback.serverErrors}
          creating={writes.creating}
          updating={writes.updating}
          statusPendingId={writes.statusPendingId}
          onToggle={() => dispatch({ type: 'toggle', group: group.type })}
          onOpenAdd={() => {
            feedback.clear();
            dispatch({ type: 'openAdd', group: group.type });
          }}
          onCloseAdd={() => closeForm({ kind: 'add', group: group.type })}
          onCreate={(body) => void handleCreate(group, body)}
          onOpenEdit={(row) => {
            feedback.clear();
            dispatch({ type: 'openEdit', group: group.type, id: row.id });
          }}
          onCloseEdit={(row) => closeForm({ kind: 'edit', id: row.id })}
          onUpdate={(row, body) => void handleUpdate(row, body)}
          onStatus={(row) => void writes.toggleStatus(row)}
          onPage={(page) => dispatch({ type: 'page', group: group.type, page })}
          onPageSize={(pageSize) => dispatch({ type: 'pageSize', group: group.type, pageSize })}
          onClearSearch={() => dispatch({ type: 'search', text: '' })}
        />
      ))}
    </div>
  );
}

function GroupSection({
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
  onCreate: (body: SaveBody) => void;
  onOpenEdit: (row: Category) => void;
  onCloseEdit: (row: Category) => void;
  onUpdate: (row: Category, body: SaveBody) => void;
  onStatus: (row: Category) => void;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  onClearSearch: () => void;
}) {
  const id = useId();
  const bodyId = `${id}-body`;
  const descriptionId = `${id}-description`;
  const expanded = state.expanded[group.type];
  const adding = isAdding(state, group.type);
  const rows = list.data ?? [];
  const count = counts.data;

  return (
    <section className={`${kit.card} ${classes.group}`} aria-label={group.label}>
      <div className={classes.groupHeader}>
        <div className={classes.groupTitle}>
          <h2 className={classes.groupHeading}>
            <button
              type="button"
              className={classes.disclosure}
              aria-expanded={expanded}
              aria-controls={bodyId}
              aria-describedby={descriptionId}
              onClick={onToggle}
            >
              <IconChevronRight size={18} className={classes.chevron} />
              <span>{group.label}</span>{' '}
              <span className={classes.count}>
                {counts.isError ? '–' : (count ?? '…')}
                <VisuallyHidden>{count === 1 ? ' category' : ' categories'}</VisuallyHidden>
              </span>
            </button>
          </h2>
          <p id={descriptionId} className={classes.groupDescription}>
            {group.description}
          </p>
        </div>
        {group.addLabel ? (
          <Button
            size="sm"
            variant={adding ? 'filled' : 'light'}
            leftSection={<IconPlus size={16} />}
            data-add-group={group.type}
            aria-expanded={adding}
            onClick={adding ? onCloseAdd : onOpenAdd}
            className={classes.addButton}
          >
            {group.addLabel}
          </Button>
        ) : null}
      </div>

      <div id={bodyId} hidden={!expanded} className={classes.groupBody}>
        {expanded ? (
          <>
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
          </>
        ) : null}
      </div>
    </section>
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
}: {
  row: Category;
  group: CategoryGroup;
  editing: boolean;
  serverErrors: FieldErrors;
  updating: boolean;
  statusPending: boolean;
  onOpenEdit: () => void;
  onCloseEdit: () => void;
  onUpdate: (body: SaveBody) => void;
  onStatus: () => void;
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
        <div className={classes.cellMain}>
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
