import { CategoryMessages, CategoryTexts, type Category } from '@atrium/contract/categories';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { useQueryErrorToast } from '~/admin-kit/feedback';
import { ListHeader } from '~/admin-kit/list-header';
import type { CategoryBody } from './categories-values';
import { SearchBox } from '~/admin-kit/search-box';
import { useListFocus } from '~/admin-kit/use-list-focus';
import { useListMutations } from '~/admin-kit/use-list-mutations';
import { useRecordWrites, type WriteTexts } from '~/admin-kit/use-record-writes';
import kit from '~/admin-kit/resource-list.module.css';
import { guarded, settleForms } from '~/admin-kit/unsaved-changes';
import { categoriesApi, categoryGroups, type CategoryGroup } from './categories-definition';
import { CATEGORY_FORM_SLOT } from './categories-form';
import { GroupSection } from './categories-group';
import { categoriesReducer, editingId, initialCategoriesState, skipOfGroup, type GroupType } from './categories-state';
import classes from './categories.module.css';

const SEARCH_LABEL = 'Search categories';

/** Where the focus goes once a form has closed: the button that opened it. */
type FocusTarget = { kind: 'add'; group: GroupType } | { kind: 'edit'; id: number };

const addButtonOf = (group: GroupType) => `[data-add-group="${group}"]`;

/** The toasts of the screen's saves (requirements 1 §8); an add's success toast is its group's. */
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
 * The Categories screen (requirements 1 §2): the individuals, media type and learn groups, each
 * collapsible with its count, one search over all three, inline add (media type and learn
 * only) and edit, publish and unpublish, with the spec's toasts; a category that is not a system
 * one can be deleted when nothing uses it (the server says why otherwise). Never reordered. The rules of what happens when live in categories-state.ts.
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
  const removal = useListMutations(categoriesApi, CategoryTexts, (row) => row.name);

  /** What may close the open form asks first when it is changed (decision 027). */
  const leaving = (action: () => void) => guarded([CATEGORY_FORM_SLOT], action);

  function closeForm(opener: FocusTarget) {
    dispatch({ type: 'closeForm' });
    // The edited row's Edit button is there again once its group is read back.
    if (opener.kind === 'add') focus.toAdd(addButtonOf(opener.group));
    else focus.toRow(opener.id);
  }

  async function handleCreate(group: CategoryGroup, body: CategoryBody) {
    if (!(await writes.create(body, group.added))) return;
    settleForms([CATEGORY_FORM_SLOT]);
    const total = (await freshTotal(countParams(group.type))) ?? (totals[categoryGroups.indexOf(group)] ?? 0) + 1;
    dispatch({ type: 'created', group: group.type, total });
    focus.toAdd(addButtonOf(group.type));
  }

  function handleDelete(row: Category) {
    removal.askDelete(row, () => {
      if (editingId(state) === row.id) dispatch({ type: 'closeForm' });
      // The row is gone: the focus goes to its group's heading rather than to the page's top.
      focus.toAdd(`[data-group-toggle="${row.categoryType}"]`);
    });
  }

  async function handleUpdate(row: Category, body: CategoryBody) {
    if (!(await writes.update(row, body))) return;
    settleForms([CATEGORY_FORM_SLOT]);
    closeForm({ kind: 'edit', id: row.id });
  }

  return (
    <div className={kit.page} ref={rootRef}>
      <ListHeader
        title="Categories"
        description="How people, media and learn content are grouped across the site. Unpublish a category to hide it; one that nothing uses can be deleted."
      >
        <div className={classes.headerSearch}>
          <SearchBox
            label={SEARCH_LABEL}
            placeholder={`${SEARCH_LABEL}…`}
            active={state.search}
            onSearch={(text) => leaving(() => dispatch({ type: 'search', text }))}
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
          onToggle={() => leaving(() => dispatch({ type: 'toggle', group: group.type }))}
          onOpenAdd={() =>
            leaving(() => {
              feedback.clear();
              dispatch({ type: 'openAdd', group: group.type });
            })
          }
          onCloseAdd={() => closeForm({ kind: 'add', group: group.type })}
          onCreate={(body) => handleCreate(group, body)}
          onOpenEdit={(row) =>
            leaving(() => {
              feedback.clear();
              dispatch({ type: 'openEdit', group: group.type, id: row.id });
            })
          }
          onCloseEdit={(row) => closeForm({ kind: 'edit', id: row.id })}
          onUpdate={(row, body) => handleUpdate(row, body)}
          onStatus={(row) => void writes.toggleStatus(row)}
          onDelete={handleDelete}
          onPage={(page) => leaving(() => dispatch({ type: 'page', group: group.type, page }))}
          onPageSize={(pageSize) => leaving(() => dispatch({ type: 'pageSize', group: group.type, pageSize }))}
          onClearSearch={() => dispatch({ type: 'search', text: '' })}
        />
      ))}
    </div>
  );
}
