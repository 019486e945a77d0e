import { Button, Menu, Tooltip } from '@mantine/core';
import { MoveTexts } from '@atrium/contract/move';
import { IconChevronDown, IconEye, IconGripVertical, IconPencil, IconTrash } from '~/components/icons';
import { ActionTip, ActionWord } from './action-word';
import { actionText } from './status-controls';

/** A row's Edit button: it opens the form under the row, and closes it again while open. */
export function EditButton({ label, editing, onClick }: { label: string; editing: boolean; onClick: () => void }) {
  return (
    <ActionTip label="Edit">
      <Button
        size="xs"
        variant={editing ? 'filled' : 'default'}
        leftSection={<IconPencil size={14} />}
        data-action="edit"
        data-row-action
        aria-label={`Edit ${label}`}
        aria-expanded={editing}
        onClick={onClick}
      >
        <ActionWord>Edit</ActionWord>
      </Button>
    </ActionTip>
  );
}

/** A row's View button: it opens the row's details under it, and reads Close while they are open. */
export function ViewButton({ label, open, onClick }: { label: string; open: boolean; onClick: () => void }) {
  return (
    <ActionTip label={open ? 'Close' : 'View'}>
      <Button
        size="xs"
        variant={open ? 'filled' : 'default'}
        leftSection={<IconEye size={14} />}
        data-action="view"
        data-row-action
        aria-label={`${open ? 'Close' : 'View'} ${label}`}
        aria-expanded={open}
        onClick={onClick}
      >
        <ActionWord>{open ? 'Close' : 'View'}</ActionWord>
      </Button>
    </ActionTip>
  );
}

export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionTip label="Delete">
      <Button
        size="xs"
        variant="light"
        color="red"
        c={actionText.remove}
        leftSection={<IconTrash size={14} />}
        data-row-action
        aria-label={`Delete ${label}`}
        onClick={onClick}
      >
        <ActionWord>Delete</ActionWord>
      </Button>
    </ActionTip>
  );
}

/** Where a row's Move menu sends it: the top, the bottom, or a place the user types. */
export type MoveChoice = 'top' | 'bottom' | 'place';

/**
 * A row's Move menu (decision 030): to the top, to the bottom or to a position of the whole
 * list, beyond the page a drag is held to. A Mantine menu: Enter, Space or the arrow keys open
 * it, the arrows walk its items, Escape closes it. Off when a drag is (`offReason` says why).
 */
export function MoveMenu({
  label,
  offReason,
  onChoose,
}: {
  label: string;
  /** Set while moving is off: the button is disabled and its tooltip says why. */
  offReason?: string;
  onChoose: (choice: MoveChoice) => void;
}) {
  const button = (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconGripVertical size={14} />}
      rightSection={<IconChevronDown size={12} />}
      data-action="move"
      data-row-action
      aria-label={MoveTexts.menuLabel(label)}
      disabled={offReason !== undefined}
    >
      <ActionWord>{MoveTexts.menu}</ActionWord>
    </Button>
  );
  if (offReason !== undefined)
    return (
      <Tooltip label={offReason} openDelay={400} withArrow>
        <span>{button}</span>
      </Tooltip>
    );
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      {/* The tooltip outside the target: Menu.Target gives its child the props that open the menu. */}
      <ActionTip label={MoveTexts.menu}>
        <Menu.Target>{button}</Menu.Target>
      </ActionTip>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onChoose('top')}>{MoveTexts.toTop}</Menu.Item>
        <Menu.Item onClick={() => onChoose('bottom')}>{MoveTexts.toBottom}</Menu.Item>
        <Menu.Item onClick={() => onChoose('place')}>{MoveTexts.toPlace}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
