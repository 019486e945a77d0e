import { Button } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '~/components/icons';
import { actionText } from './status-controls';

/** A row's Edit button: it opens the form under the row, and closes it again while open. */
export function EditButton({ label, editing, onClick }: { label: string; editing: boolean; onClick: () => void }) {
  return (
    <Button
      size="xs"
      variant={editing ? 'filled' : 'default'}
      leftSection={<IconPencil size={14} />}
      data-action="edit"
      aria-label={`Edit ${label}`}
      aria-expanded={editing}
      onClick={onClick}
    >
      Edit
    </Button>
  );
}

/** A row's View button: it opens the row's details under it, and reads Close while they are open. */
export function ViewButton({ label, open, onClick }: { label: string; open: boolean; onClick: () => void }) {
  return (
    <Button
      size="xs"
      variant={open ? 'filled' : 'default'}
      leftSection={<IconEye size={14} />}
      data-action="view"
      aria-label={`${open ? 'Close' : 'View'} ${label}`}
      aria-expanded={open}
      onClick={onClick}
    >
      {open ? 'Close' : 'View'}
    </Button>
  );
}

export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      c={actionText.remove}
      leftSection={<IconTrash size={14} />}
      aria-label={`Delete ${label}`}
      onClick={onClick}
    >
      Delete
    </Button>
  );
}
