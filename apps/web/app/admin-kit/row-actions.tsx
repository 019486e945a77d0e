import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '~/components/icons';
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
