/**
 * Ours (decision 030): the texts of moving a row beyond its page. The spec has no such action;
 * its toasts after a move are the reorder's (Messages.orderUpdated, Messages.orderFailedTitle).
 */
export const MoveTexts = {
  menu: 'Move',
  menuLabel: (row: string) => `Move ${row}`,
  toTop: 'Move to top',
  toBottom: 'Move to bottom',
  toPlace: 'Move to position…',
  dialogTitle: (row: string) => `Move '${row}'`,
  placeLabel: 'New position',
  placeHint: (total: number) => `From 1 (top) to ${total} (bottom) in this list.`,
  placeRange: (total: number) => `Enter a whole number from 1 to ${total}.`,
  submit: 'Move',
  cancel: 'Cancel',
  failed: 'The order did not change.',
} as const;
