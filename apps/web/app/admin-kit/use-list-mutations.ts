import { Messages, type ResourceTexts } from '@atrium/contract/messages';
import { toastError, toastSuccess } from '~/lib/toast';
import { confirmDelete } from './confirm-delete';
import { failureText, isUnauthorized } from './feedback';
import { reorderPositions } from './list-state';
import type { ListParams, ResourceApi, ResourceRecord } from './resource-api';

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
 * after the spec's confirmation, and move a row by drag, each with its toasts (spec 1 §8).
 */
export function useListMutations<T extends ResourceRecord>(api: ResourceApi<T>, texts: RemovalTexts) {
  const remove = api.useRemove();
  const bulkRemove = api.useBulkRemove();
  const reorder = api.useReorder();

  return {
    bulkRemoving: bulkRemove.isPending,
    reordering: reorder.isPending,

    /** Asks, then deletes the row; `onDeleted` runs once it is gone and said. */
    askDelete(row: T, onDeleted: () => void) {
      confirmDelete(`Delete ${texts.singular}`, async () => {
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

    askBulkDelete(ids: number[], onDeleted: () => void) {
      confirmDelete(`Delete ${ids.length} ${texts.plural}`, async () => {
        try {
          await bulkRemove.mutateAsync(ids);
        } catch (error) {
          if (!isUnauthorized(error))
            toastError(failureText(error, texts.bulkDeleteFailed), { title: texts.bulkDeleteFailedTitle });
          return;
        }
        toastSuccess(texts.bulkDeleted);
        onDeleted();
      });
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
  };
}
