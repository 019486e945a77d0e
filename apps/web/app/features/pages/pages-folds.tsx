import type { SitePage } from '@atrium/contract/enums';
import { Messages } from '@atrium/contract/messages';
import {
  FoldLabels,
  FoldStatus,
  FoldStatusLabels,
  PageTexts,
  pageVersion,
  type Fold,
  type Page,
} from '@atrium/contract/pages';
import { Badge, Button, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { confirmDelete } from '~/admin-kit/confirm-delete';
import { saveAgainst, type ConflictForm } from '~/admin-kit/conflict-dialog';
import { FormScope, guarded } from '~/admin-kit/unsaved-changes';
import { failureText, isUnauthorized } from '~/admin-kit/feedback';
import { DeleteButton, EditButton } from '~/admin-kit/row-actions';
import { SortableRow, SortableRows } from '~/admin-kit/sortable-rows';
import { editButtonOf, usePendingFocus } from '~/admin-kit/use-pending-focus';
import kit from '~/admin-kit/resource-list.module.css';
import { IconPlus } from '~/components/icons';
import { ApiError } from '~/lib/api-client';
import { toastError, toastSuccess, toastWarning } from '~/lib/toast';
import { useFoldWrites } from './pages-api';
import { FoldForm } from './pages-fold-form';
import { PageSlots } from './pages-meta-form';
import { byPosition, dragBlock, foldChoices, moveFold, type FoldActivity } from './pages-fold-rules';
import classes from './pages.module.css';

const ADD_BUTTON = '[data-action="add-fold"]';

const foldLabel = (fold: Fold) => FoldLabels[fold.name] ?? fold.name;

/** A fold as its edit form holds it, in the conflict dialog's words (decision 088). */
const foldForm = (id: number): ConflictForm => ({
  whole: true,
  labels: { name: 'Section', status: 'Visibility' },
  words: {
    name: (value) => FoldLabels[value as Fold['name']] ?? String(value),
    status: (value) => FoldStatusLabels[value === FoldStatus.Hidden ? 1 : 0],
  },
  // Their version of this section; none when they deleted it (the save then says it is gone).
  view: (record) => {
    const fold = (record as Page).folds.find((f) => f.id === id);
    return fold ? { name: fold.name, status: fold.status } : {};
  },
});

/** The server's word on a fold's name, whichever key it used. */
const nameError = (error: unknown) =>
  error instanceof ApiError ? (error.field('fold.name') ?? error.field('name')) : undefined;

/**
 * A default page's folds (requirements 3 §2, §4, §8): listed by position with Shown or Hidden, an add
 * row that opens and closes, a fold's inline edit, its delete after Yes/No, and reordering by
 * drag or keyboard. Dragging is refused with a 'Cannot Drag' warning while a fold is edited,
 * the add row is open, or a new fold is not saved yet; after a drop the folds are numbered
 * from 1 and sent, and a failure reads the pages back.
 */
export function FoldManager({ page }: { page: Page }) {
  const site = page.customUrl as SitePage;
  const headingId = useId();
  const folds = byPosition(page.folds);
  const [activity, setActivity] = useState<FoldActivity>({ editingId: null, adding: false });
  const [serverError, setServerError] = useState<string | undefined>();
  // The page as the open section's form was opened: its save is made against that version (decision 088).
  const [editOpened, setEditOpened] = useState<Page | null>(null);
  // Adding, deleting and reordering act on what the list shows now.
  const version = pageVersion(page);
  const { save, remove, reorder } = useFoldWrites();
  const rootRef = useRef<HTMLElement>(null);
  // A closed form's button gets the focus back once the list shows the outcome (WCAG 2.4.3).
  const focusLater = usePendingFocus(rootRef, save.isPending || remove.isPending);
  const toAddButton = () => focusLater(ADD_BUTTON, { afterLoad: true });
  const toAddButtonNode = () => rootRef.current?.querySelector<HTMLElement>(ADD_BUTTON) ?? null;
  const toFold = (id: number) => focusLater(editButtonOf(id), { afterLoad: true, fallback: toAddButtonNode });
  const block = dragBlock(folds, activity);
  const addPending = save.isPending && save.variables?.fold.id === 0;
  const editPending = save.isPending && !addPending;

  function report(error: unknown, fallback: string) {
    if (isUnauthorized(error)) return;
    setServerError(nameError(error));
    toastError(failureText(error, fallback));
  }

  function add(name: Fold['name']) {
    setServerError(undefined);
    // The add row closes at once: the new fold shows at the end, unsaved, until the server has it.
    setActivity((current) => ({ ...current, adding: false }));
    toAddButton();
    save.mutate(
      { page: site, fold: { id: 0, name, status: FoldStatus.Shown }, version },
      {
        onSuccess: () => toastSuccess(PageTexts.foldAdded),
        onError: (error) => {
          report(error, PageTexts.foldAddFailed);
          setActivity((current) => ({ ...current, adding: true }));
        },
      },
    );
  }

  async function update(fold: Fold, next: Pick<Fold, 'name' | 'status'>) {
    setServerError(undefined);
    const opened = editOpened ?? page;
    const as = opened.folds.find((f) => f.id === fold.id) ?? fold;
    try {
      const saved = await saveAgainst(
        { record: { name: as.name, status: as.status }, version: pageVersion(opened) },
        next,
        (attempt, against) =>
          save.mutateAsync({
            page: site,
            fold: { id: fold.id, name: attempt.name, status: attempt.status, position: fold.position },
            version: against,
          }),
        foldForm(fold.id),
      );
      if (!saved) return;
    } catch (error) {
      report(error, PageTexts.foldUpdateFailed);
      return;
    }
    toastSuccess(PageTexts.foldUpdated);
    setActivity((current) => ({ ...current, editingId: null }));
    setEditOpened(null);
    toFold(fold.id);
  }

  function askDelete(fold: Fold) {
    confirmDelete(`Delete the '${foldLabel(fold)}' section?`, async () => {
      try {
        await remove.mutateAsync({ page: site, id: fold.id, version });
      } catch (error) {
        if (!isUnauthorized(error)) toastError(failureText(error, PageTexts.foldDeleteFailed));
        return;
      }
      toastSuccess(PageTexts.foldDeleted);
      setActivity((current) => (current.editingId === fold.id ? { ...current, editingId: null } : current));
      toAddButton();
    });
  }

  function move(from: number, to: number) {
    reorder.mutate(
      { page: site, pageId: page.id, folds: moveFold(folds, from, to), version },
      {
        onSuccess: () => toastSuccess(PageTexts.orderUpdated),
        // The hook reads the pages back.
        onError: (error) => {
          if (!isUnauthorized(error)) toastError(Messages.orderReverted, { title: PageTexts.orderFailed });
        },
      },
    );
  }

  const warn = block ? () => toastWarning(block, { title: PageTexts.cannotDragTitle }) : undefined;
  const canDrag = block === null && !reorder.isPending && !save.isPending && !remove.isPending;

  return (
    <FormScope value={{ slot: PageSlots.folds }}>
      <section ref={rootRef} className={classes.folds} aria-labelledby={headingId}>
        <div className={classes.foldsHeader}>
          <div>
            <h4 id={headingId} className={classes.subheading}>
              {PageTexts.foldsHeading}
            </h4>
            <Text size="sm" c="dimmed">
              The parts of the page, top to bottom. Hidden sections stay in place but are not shown on the site.
            </Text>
          </div>
          <Button
            variant={activity.adding ? 'filled' : 'light'}
            size="sm"
            leftSection={<IconPlus size={16} />}
            aria-expanded={activity.adding}
            disabled={addPending}
            data-action="add-fold"
            onClick={() =>
              // Opening or closing the add row closes a changed one (decision 027).
              guarded(activity.adding ? [PageSlots.folds] : [], () => {
                setServerError(undefined);
                setActivity((current) => ({ ...current, adding: !current.adding }));
              })
            }
          >
            {PageTexts.addFold}
          </Button>
        </div>

        {activity.adding ? (
          <div className={classes.addFold} role="group" aria-label="New section">
            <FoldForm
              mode="add"
              choices={foldChoices(site, folds)}
              initial={{ name: '', status: FoldStatus.Shown }}
              serverError={serverError}
              onSubmit={({ name }) => add(name)}
              onCancel={() => {
                setActivity((current) => ({ ...current, adding: false }));
                toAddButton();
              }}
            />
          </div>
        ) : null}

        {folds.length === 0 ? (
          <Text size="sm" c="dimmed" className={classes.noFolds}>
            {Messages.noData}
          </Text>
        ) : (
          <div className={classes.foldList}>
            <SortableRows
              rows={folds}
              enabled={canDrag}
              rowLabel={foldLabel}
              onMove={move}
              listLabel={`Sections of the ${page.title} page`}
            >
              {folds.map((fold, index) => {
                const editing = activity.editingId === fold.id;
                const label = foldLabel(fold);
                return (
                  <SortableRow
                    key={fold.id}
                    id={fold.id}
                    label={label}
                    enabled={canDrag}
                    disabledReason={block ?? 'Saving…'}
                    onBlocked={warn}
                    showHandle
                    className={`${kit.rowItem} ${editing ? kit.rowEditing : ''}`}
                  >
                    {(handle) => (
                      <>
                        <div className={classes.foldRow}>
                          <div className={classes.foldHandle}>{handle}</div>
                          <span className={classes.foldPosition} aria-hidden="true">
                            {index + 1}
                          </span>
                          <span className={classes.foldName}>{label}</span>
                          <span className={classes.foldStatus}>
                            {fold.id === 0 ? (
                              <Badge color="gray" variant="light" radius="sm" tt="none" size="md">
                                Saving…
                              </Badge>
                            ) : (
                              <Badge
                                color={fold.status === FoldStatus.Shown ? 'teal' : 'gray'}
                                variant="dot"
                                radius="sm"
                                tt="none"
                                size="md"
                              >
                                {FoldStatusLabels[fold.status]}
                              </Badge>
                            )}
                          </span>
                          {fold.id === 0 ? null : (
                            <div className={`${kit.actions} ${classes.foldActions}`}>
                              <EditButton
                                label={`the ${label} section`}
                                editing={editing}
                                onClick={() =>
                                  // Another fold's form replaces the one open: ask if it is changed.
                                  guarded(activity.editingId === null ? [] : [PageSlots.folds], () => {
                                    setServerError(undefined);
                                    setEditOpened(editing ? null : page);
                                    setActivity((current) => ({ ...current, editingId: editing ? null : fold.id }));
                                  })
                                }
                              />
                              <DeleteButton label={`the ${label} section`} onClick={() => askDelete(fold)} />
                            </div>
                          )}
                        </div>
                        {editing ? (
                          <div className={classes.editFold} role="group" aria-label={`Edit the ${label} section`}>
                            <FoldForm
                              mode="edit"
                              choices={foldChoices(site, folds, fold.name)}
                              initial={{ name: fold.name, status: fold.status }}
                              submitting={editPending}
                              serverError={serverError}
                              onSubmit={(next) => update(fold, next)}
                              onCancel={() => {
                                setActivity((current) => ({ ...current, editingId: null }));
                                toFold(fold.id);
                              }}
                            />
                          </div>
                        ) : null}
                      </>
                    )}
                  </SortableRow>
                );
              })}
            </SortableRows>
          </div>
        )}
      </section>
    </FormScope>
  );
}
