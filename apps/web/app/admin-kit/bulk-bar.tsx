import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconTrash, IconX } from '~/components/icons';
import classes from './resource-list.module.css';

/** Shown when more than one row is selected (requirements 1 §2): the count, a clear button and Delete All. */
export function BulkBar({
  count,
  onClear,
  onDeleteAll,
  canDelete,
  busy,
  children,
}: {
  count: number;
  onClear: () => void;
  onDeleteAll?: () => void;
  canDelete: boolean;
  busy: boolean;
  /** Other actions on the selected rows (the trash's Restore all and Delete all forever). */
  children?: ReactNode;
}) {
  return (
    <div className={classes.bulkBar} role="region" aria-label="Bulk actions">
      <Text fw={600} size="sm" className={classes.bulkCount}>
        {count} entries selected
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Button variant="subtle" color="dark" size="xs" leftSection={<IconX size={14} />} onClick={onClear}>
          Clear selection
        </Button>
        {children}
        {canDelete && onDeleteAll ? (
          <Button color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={onDeleteAll} loading={busy}>
            Delete All
          </Button>
        ) : null}
      </Group>
    </div>
  );
}

/** Says how many rows are selected, for screen readers. */
export function SelectionAnnouncer({ count }: { count: number }) {
  return (
    <div aria-live="polite" className={classes.cellLabel}>
      {count === 0 ? '' : count === 1 ? '1 entry selected' : `${count} entries selected`}
    </div>
  );
}
