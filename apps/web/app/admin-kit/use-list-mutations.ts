import { Messages, type ResourceTexts } from '@atrium/contract/messages';
import { MoveTexts } from '@atrium/contract/move';
import { toastError, toastSuccess } from '~/lib/toast';
import { confirmDelete, deleteTitle } from './confirm-delete';
import { failureText, isUnauthorized } from './feedback';
import { reorderPositions } from './list-state';
import type { AnyWriteBody, ListParams, MoveInput, ResourceApi, ResourceRecord } from './resource-api';

export type RemovalTexts = Pick<
  ResourceTexts,
  | 'singular'
  | 'plural'
  | 'deleted'
  | 'deleteFailed'
  | 'deleteFailedTitle'
  | 'bulkDeleted'
  | 'bulkDeleteFailed'
  | 'bulkDeleteFailedTitle'
>;

/**
 * What a list does to several rows at once or to their order: delete one or the selected ones
 * after the spec's confirmation (naming them, with `rowLabel`), and move a row by drag, each
 * with its toasts (requirements 1 §8).
 */
export function useListMutations<T extends ResourceRecord, W extends AnyWriteBody>(
  api: ResourceApi<T, W>,
  texts: RemovalTexts,
  rowLabel?: (row: T) => string,
) {
  const remove = api.useRemove();
  const bulkRemove = api.useBulkRemove();
  const reorder = api.useReorder();
  const moveBeyond = api.useMove();

  return {
    bulkRemoving: bulkRemove.isPending,
    reordering: reorder.isPending || moveBeyond.isPending,

    /** Asks, then deletes the row; `onDeleted` runs once it is gone and said. */
    askDelete(row: T, onDeleted: () => void) {
      confirmDelete(deleteTitle(rowLabel?.(row), texts.singular), async () => {
        try {
          await remove.mutateAsync(row.id);
        } catch (error) {
          if (!isUnauthorized(error))
            toastError(failureText(error, texts.deleteFailed), { title: texts.deleteFailedTitle });
          return;
        }
        toastSuccess(texts.deleted);
        onDeleted();
      });
    },

    /** `rows`: the rows on screen, whose names the confirmation lists. */
    askBulkDelete(ids: number[], onDeleted: () => void, rows: readonly T[] = []) {
      const names = rowLabel
        ? rows
            .filter((row) => ids.includes(row.id))
            .map(rowLabel)
            .filter(Boolean)
        : [];
      confirmDelete(
        Messages.deleteManyTitle(ids.length, texts.singular, texts.plural),
        async () => {
          try {
            await bulkRemove.mutateAsync(ids);
          } catch (error) {
            if (!isUnauthorized(error))
              toastError(failureText(error, texts.bulkDeleteFailed), { title: texts.bulkDeleteFailedTitle });
            return;
          }
          toastSuccess(texts.bulkDeleted);
          onDeleted();
        },
        names,
      );
    },

    /** Moves the row at `from` to `to` on the page shown with `params`: at once, then as the server has it. */
    move(rows: T[], params: ListParams, from: number, to: number) {
      const { rows: reordered, items } = reorderPositions(rows, from, to);
      if (items.length === 0) return;
      reorder.mutate(
        { items, optimistic: { params, rows: reordered } },
        {
          onSuccess: () => toastSuccess(Messages.orderUpdated),
          // The hook reloads the page from the server either way.
          onError: (error) => {
            if (!isUnauthorized(error)) toastError(Messages.orderReverted, { title: Messages.orderFailedTitle });
          },
        },
      );
    },

    /**
     * Moves a row beyond its page (decision 030): to the top, the bottom or place N of its tab.
     * Answers the row's new place (from 1), or undefined when the move failed (and was said).
     */
    async moveTo(input: MoveInput): Promise<number | undefined> {
      try {
        const { data } = await moveBeyond.mutateAsync(input);
        toastSuccess(Messages.orderUpdated);
        return data.place;
      } catch (error) {
        if (!isUnauthorized(error))
          toastError(failureText(error, MoveTexts.failed), { title: Messages.orderFailedTitle });
        return undefined;
      }
    },
  };
}
