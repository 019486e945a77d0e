import type { FieldErrors } from '@atrium/contract/api';
import { CategoryMessages, CategoryStatusLabels, type Category } from '@atrium/contract/categories';
import { PAGE_SIZES } from '@atrium/contract/enums';
import { Button, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useRef } from 'react';
import { EmptyState } from '~/admin-kit/empty-state';
import { failureText, InlineError, isUnauthorized, useQueryErrorToast, useSaveFeedback } from '~/admin-kit/feedback';
import { FormPanel } from '~/admin-kit/form-panel';
import { ListFooter } from '~/admin-kit/pager';
import type { SaveBody } from '~/admin-kit/resource-api';
import { SearchBox } from '~/admin-kit/search-box';
import { StatusBadge, StatusButton } from '~/admin-kit/status-controls';
import { editButtonOf, usePendingFocus } from '~/admin-kit/use-pending-focus';
import { IconChevronRight, IconPencil, IconPlus } from '~/components/icons';
import { toastError, toastSuccess } from '~/lib/toast';
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

/**
 * The Categories screen (spec 1 §2): the individuals, media type and learn groups, each
 * collapsible with its count, one search over all three, inline add (media type and learn
 * only) and edit, publish and unpublish, with the spec's toasts. Categories are never deleted
 * or reordered. The rules of what happens when live in categories-state.ts.
 */
export default function CategoriesScreen() {
  const [state, dispatch] = useReducer(categoriesReducer, initialCategoriesState);
  const feedback = useSaveFeedback();
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

  const create = categoriesApi.useCreate();
  const update = categoriesApi.useUpdate();
  const setStatus = categoriesApi.useSetStatus();

  const focusLater = usePendingFocus(
    rootRef,
    lists.some((query) => query.isFetching),
  );
  const freshTotal = categoriesApi.useFreshTotal();

  function closeForm(focus: FocusTarget) {
    dispatch({ type: 'closeForm' });
    // The edited row's Edit button is there again once its group is read back.
    if (focus.kind === 'add') focusLater(`[data-add-group="${focus.group}"]`);
    else focusLater(editButtonOf(focus.id), { afterLoad: true });
  }

  async function handleCreate(group: CategoryGroup, body: SaveBody) {
    feedback.clear();
    try {
      await create.mutateAsync(body);
    } catch (error) {
      feedback.report(error, CategoryMessages.addFailed);
      return;
    }
    toastSuccess(group.added);
    const total = (await freshTotal(countParams(group.type))) ?? (totals[categoryGroups.indexOf(group)] ?? 0) + 1;
    dispatch({ type: 'created', group: group.type, total });
    focusLater(`[data-add-group="${group.type}"]`);
  }

  async function handleUpdate(row: Category, body: SaveBody) {
    feedback.clear();
    try {
      await update.mutateAsync({ id: row.id, body });
    } catch (error) {
      feedback.report(error, CategoryMessages.updateFailed);
      return;
    }
    toastSuccess(CategoryMessages.updated);
    closeForm({ kind: 'edit', id: row.id });
  }

  async function handleStatus(row: Category) {
    const next = row.status === 1 ? 0 : 1;
    try {
      await setStatus.mutateAsync({ id: row.id, status: next });
    } catch (error) {
      if (!isUnauthorized(error)) toastError(failureText(error, CategoryMessages.statusFailed));
      return;
    }
    toastSuccess(next === 1 ? CategoryMessages.published : CategoryMessages.unpublished);
  }

  return (
    <div className={kit.page} ref={rootRef}>
      <header className={kit.header}>
        <div className={kit.headerText}>
          <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.2}>
            Categories
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            How people, media and learn content are grouped across the site. A category is never deleted: unpublish it
            to hide it.
          </Text>
        </div>
        <div className={classes.headerSearch}>
          <SearchBox
            label={SEARCH_LABEL}
            placeholder={`${SEARCH_LABEL}…`}
            active={state.search}
            onSearch={(text) => dispatch({ type: 'search', text })}
          />
        </div>
      </header>

      {categoryGroups.map((group, index) => (
        <GroupSection
          key={group.type}
          group={group}
          state={state}
          list={lists[index]!}
          counts={counts[index]!}
          total={totals[index]}
          serverErrors={feedback.serverErrors}
          creating={create.isPending}
          updating={update.isPending}
          statusPendingId={setStatus.isPending ? (setStatus.variables?.id ?? null) : null}
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
          onStatus={(row) => void handleStatus(row)}
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
          <Button
            size="xs"
            variant={editing ? 'filled' : 'default'}
            leftSection={<IconPencil size={14} />}
            data-action="edit"
            aria-label={`Edit ${row.name}`}
            aria-expanded={editing}
            onClick={editing ? onCloseEdit : onOpenEdit}
          >
            Edit
          </Button>
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
