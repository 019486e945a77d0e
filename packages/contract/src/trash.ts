import { z, type ZodType } from 'zod';

/**
 * Ours (issue 20 item 2, decision 032): the trash. Delete moves a record to its list's Trash tab
 * (status 2), where Restore brings it back as it was and Delete forever removes it and its files;
 * what stays longer than TRASH_DAYS is deleted forever by itself.
 */

/** Who deleted a record: the user's id and name (null when that user no longer exists, or none was recorded). */
const trashDeleterSchema = z.object({ id: z.number(), name: z.string() }).nullable();

/** A record in the trash: the record as its list gives it, with when and by whom it was deleted. */
export function trashEntrySchema<R extends ZodType>(record: R) {
  const extra = { deleted_at: z.string(), deleted_by: trashDeleterSchema };
  return record instanceof z.ZodObject
    ? (record.extend(extra) as unknown as z.ZodType<z.output<R> & TrashInfo, z.input<R> & TrashInfo>)
    : z.intersection(record, z.object(extra));
}

export type TrashInfo = { deleted_at: string; deleted_by: { id: number; name: string } | null };

export const TrashTexts = {
  tab: 'Trash',
  restore: 'Restore',
  restoreLabel: (name: string) => `Restore ${name}`,
  deleteForever: 'Delete forever',
  deleteForeverLabel: (name: string) => `Delete ${name} forever`,
  restoreAll: 'Restore all',
  deleteAllForever: 'Delete all forever',
  /** Under the time of deletion, who did it (nothing when the user is gone or none was recorded). */
  deletedBy: (who: string) => `by ${who}`,
  deletedColumn: 'Deleted',
  empty: 'The trash is empty.',
  keptFor: (days: number) => `Items in the trash are deleted forever ${days} days after they were deleted.`,
  foreverTitle: (name: string) => `Delete '${name}' forever?`,
  foreverTitleFallback: (singular: string) => `Delete ${singular} forever?`,
  foreverManyTitle: (n: number, singular: string, plural: string) =>
    `Delete ${n} ${n === 1 ? singular : plural} forever?`,
  foreverConfirm: 'It cannot be brought back, and its files are deleted (files other items use are kept).',
  foreverYes: 'Delete forever',
  cancel: 'Cancel',
  restored: (singular: string) => `${singular} restored.`,
  restoredMany: (n: number) => (n === 1 ? '1 item restored.' : `${n} items restored.`),
  deletedForever: (singular: string) => `${singular} deleted forever.`,
  deletedForeverMany: (n: number) => (n === 1 ? '1 item deleted forever.' : `${n} items deleted forever.`),
  restoreFailed: 'Could not restore.',
  deleteForeverFailed: 'Could not delete forever.',
  listFailed: 'Could not load the trash.',
} as const;

/** The server's answers. */
export const TrashMessages = {
  notInTrash: (noun: string) => `${noun} not found in the trash.`,
  restored: (noun: string) => `${noun} restored.`,
  restoredMany: (n: number) => `${n} restored.`,
  deletedForever: (noun: string) => `${noun} deleted forever.`,
  deletedForeverMany: (n: number) => `${n} deleted forever.`,
  /** A learn item's address after Delete forever (410 Gone). */
  gone: 'This page has been removed.',
} as const;
