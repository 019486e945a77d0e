import type { SitePage } from '@atrium/contract/enums';
import { foldsAllowedOn, PageTexts, type Fold, type FoldName } from '@atrium/contract/pages';

/** What the fold list is doing besides showing the folds: one fold in its inline form, or the add row open. */
export type FoldActivity = { editingId: number | null; adding: boolean };

/**
 * Why the folds cannot be dragged now, or null when they can (requirements 3 §4): a fold not yet saved
 * (id 0) is on the list, a fold is being edited, or a new fold is being added.
 */
export function dragBlock(folds: readonly Fold[], activity: FoldActivity): string | null {
  if (folds.some((fold) => fold.id === 0)) return PageTexts.cannotDragUnsaved;
  if (activity.editingId !== null) return PageTexts.cannotDragEditing;
  if (activity.adding) return PageTexts.cannotDragAdding;
  return null;
}

/** The folds after moving the one at `from` to `to`, numbered from 1 in their new order (requirements 3 §4). */
export function moveFold(folds: readonly Fold[], from: number, to: number): Fold[] {
  const moved = [...folds];
  const [fold] = moved.splice(from, 1);
  if (fold === undefined) return [...folds];
  moved.splice(to, 0, fold);
  return moved.map((f, i) => ({ ...f, position: i + 1 }));
}

/** The folds by position, as the page shows them. */
export const byPosition = (folds: readonly Fold[]): Fold[] =>
  [...folds].sort((a, b) => a.position - b.position || a.id - b.id);

/**
 * The names a fold of this page may take: those the page accepts that are not on it yet (the
 * server refuses a repeat), plus `keep`, the name of the fold being edited.
 */
export function foldChoices(page: SitePage, folds: readonly Fold[], keep?: FoldName): FoldName[] {
  const taken = new Set(folds.map((fold) => fold.name).filter((name) => name !== keep));
  return foldsAllowedOn(page).filter((name) => !taken.has(name));
}
