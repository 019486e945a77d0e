import { Messages, type ResourceTexts } from '@atrium/contract/messages';
import type { BaseRecord } from '@atrium/contract/record';
import { recordVersion } from '@atrium/contract/versions';
import { useState } from 'react';
import { toastError, toastInfo, toastSuccess, toastWarning } from '~/lib/toast';
import { failureText, isUnauthorized, useSaveFeedback } from './feedback';
import { saveAgainst } from './conflict-dialog';
import type { AnyWriteBody, ResourceApi, ResourceRecord } from './resource-api';
import { createUploadTracker, isCancelled } from './upload-tracker';

/** The toasts of a save and of a status change (requirements 1 §8); a status failure may have a title. */
export type WriteTexts = Pick<
  ResourceTexts,
  'created' | 'createFailed' | 'updated' | 'updateFailed' | 'published' | 'unpublished' | 'statusFailed'
> & { statusFailedTitle?: string };

/**
 * Create, update and publish or unpublish one record, each with the spec's toasts; a failed
 * save's field errors (and, where the spec says so, its message) go to the open form through
 * `feedback`. Each call resolves once the outcome is told; what the screen does next is its own.
 * A save that carries files reports its upload through `upload` (the progress bar's source),
 * and can be cancelled there: the form stays open as it was.
 */
export function useRecordWrites<T extends ResourceRecord, W extends AnyWriteBody>(
  api: ResourceApi<T, W>,
  texts: WriteTexts,
  options: { inlineSaveError?: boolean } = {},
) {
  const feedback = useSaveFeedback({ inline: options.inlineSaveError });
  const create = api.useCreate();
  const update = api.useUpdate();
  const setStatus = api.useSetStatus();
  const [upload] = useState(createUploadTracker);
  const [savingApart, setSavingApart] = useState(false);

  return {
    feedback,
    upload,
    creating: create.isPending,
    updating: update.isPending || savingApart,
    /** The record whose status is being changed, if any. */
    statusPendingId: setStatus.isPending ? (setStatus.variables?.id ?? null) : null,

    /** True once the record is saved; `created` is the success toast when a screen words it its own way. */
    /** The created record, or null when the save failed. */
    async create(body: W, created: string = texts.created): Promise<T | null> {
      feedback.clear();
      let record: T;
      // What the server says the editor should know beside the success (decision 086: a poster not fetched).
      let notes: string[];
      try {
        const answer = await create.mutateAsync({ body, transfer: upload.begin(body) });
        record = answer.data;
        notes = answer.notes ?? [];
      } catch (error) {
        if (isCancelled(error)) toastInfo(Messages.uploadCancelled);
        else feedback.report(error, texts.createFailed);
        return null;
      } finally {
        upload.end();
      }
      toastSuccess(created);
      notes.forEach((note) => toastWarning(note));
      return record;
    },

    /**
     * The saved record, or null when the save failed or was withdrawn. It is made against the
     * version of `opened` (the record as the form was opened: If-Match, decision 083); when
     * someone saved since, the editor merges or overwrites knowingly, or goes back to the form.
     * `locale`: the body is that language's texts (decision 092); the version is the record's own.
     */
    async update(row: T, body: W, opened: T = row, locale?: string): Promise<T | null> {
      feedback.clear();
      let saved: T | null;
      let notes: string[] = [];
      try {
        saved = await saveAgainst(
          { record: opened, version: recordVersion(opened as T & BaseRecord) },
          body,
          async (attempt, version) => {
            try {
              const answer = await update.mutateAsync({
                id: row.id,
                body: attempt,
                version,
                locale,
                transfer: upload.begin(attempt),
              });
              notes = answer.notes ?? [];
              return answer.data;
            } finally {
              // Also before the conflict dialog: nothing is going out while the editor chooses.
              upload.end();
            }
          },
        );
      } catch (error) {
        if (isCancelled(error)) toastInfo(Messages.uploadCancelled);
        else feedback.report(error, texts.updateFailed);
        return null;
      }
      if (saved) {
        toastSuccess(texts.updated);
        notes.forEach((note) => toastWarning(note));
      }
      return saved;
    },

    /**
     * A save of the record's beside its own write (a learn item's address in a language, decision
     * 096): true once done; a refusal's field errors go to the open form, as an update's do.
     */
    async saveApart(save: () => Promise<unknown>): Promise<boolean> {
      feedback.clear();
      setSavingApart(true);
      try {
        await save();
        return true;
      } catch (error) {
        feedback.report(error, texts.updateFailed);
        return false;
      } finally {
        setSavingApart(false);
      }
    },

    /** Publishes an unpublished record and unpublishes a published one; true once done. */
    async toggleStatus(row: T): Promise<boolean> {
      const next = row.status === 1 ? 0 : 1;
      try {
        await setStatus.mutateAsync({ id: row.id, status: next });
      } catch (error) {
        if (!isUnauthorized(error))
          toastError(failureText(error, texts.statusFailed), { title: texts.statusFailedTitle });
        return false;
      }
      toastSuccess(next === 1 ? texts.published : texts.unpublished);
      return true;
    },
  };
}
