import { Messages } from '@atrium/contract/messages';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** 'Are you sure, you want to delete this?' with No / Yes (spec 1 §2); No has the focus. */
export function confirmDelete(title: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title,
    centered: true,
    closeButtonProps: { 'aria-label': 'Close' },
    children: <Text size="sm">{Messages.deleteConfirm}</Text>,
    labels: { confirm: 'Yes', cancel: 'No' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
