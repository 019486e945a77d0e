import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Tooltip } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { IconGripVertical } from '~/components/icons';
import classes from './resource-list.module.css';

/** Requirements 1 §9: drag animation 150 ms. */
const DRAG_ANIMATION_MS = 150;

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * The list's rows, sortable by drag (mouse, touch) and by keyboard: focus a row's handle, press
 * Space or Enter to pick it up, the arrow keys to move it, Space or Enter to drop, Escape to
 * cancel. Screen readers hear where the row is as it moves.
 */
export function SortableRows<T extends { id: number }>({
  rows,
  enabled,
  rowLabel,
  onMove,
  children,
  listLabel,
}: {
  rows: T[];
  enabled: boolean;
  rowLabel: (row: T) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
  listLabel: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.map((row) => row.id);
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(Number(id));
  const labelOf = (id: UniqueIdentifier) => {
    const row = rows[indexOf(id)];
    return row ? rowLabel(row) : 'Row';
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from < 0 || to < 0 || from === to) return;
    onMove(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To reorder, press Space or Enter to pick up the row, use the up and down arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.',
        },
        announcements: {
          onDragStart: ({ active }) =>
            `Picked up ${labelOf(active.id)}, position ${indexOf(active.id) + 1} of ${ids.length}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${labelOf(active.id)} is over position ${indexOf(over.id) + 1} of ${ids.length}.`
              : `${labelOf(active.id)} is no longer over the list.`,
          onDragEnd: ({ active, over }) =>
            over
              ? `${labelOf(active.id)} dropped at position ${indexOf(over.id) + 1} of ${ids.length}.`
              : `${labelOf(active.id)} dropped; the order did not change.`,
          onDragCancel: ({ active }) => `Reordering cancelled; ${labelOf(active.id)} is back in its place.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!enabled}>
        <ul className={classes.rows} aria-label={listLabel}>
          {children}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/**
 * One row of the list: the `li` that moves, and the handle that moves it. While dragging is off
 * the handle is disabled, unless `onBlocked` is given: then it stays focusable and a press on it
 * (pointer, Space or Enter) calls `onBlocked`, which says why instead (requirements 3 §4's 'Cannot Drag').
 */
export function SortableRow({
  id,
  label,
  enabled,
  disabledReason,
  showHandle,
  className,
  onBlocked,
  children,
}: {
  id: number;
  label: string;
  enabled: boolean;
  disabledReason: string;
  showHandle: boolean;
  className?: string;
  onBlocked?: () => void;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !enabled,
    transition: { duration: DRAG_ANIMATION_MS, easing: 'cubic-bezier(0.25, 1, 0.5, 1)' },
  });

  const blocked = !enabled && onBlocked ? onBlocked : undefined;
  const handle = showHandle ? (
    <Tooltip label={enabled ? 'Drag to reorder' : disabledReason} openDelay={400} withArrow>
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={classes.handle}
        {...attributes}
        {...listeners}
        {...(blocked
          ? {
              'data-blocked': true,
              onPointerDown: blocked,
              onKeyDown: (event: KeyboardEvent) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                blocked();
              },
            }
          : {})}
        aria-label={`Reorder ${label}`}
        disabled={!enabled && !blocked}
      >
        <IconGripVertical size={18} />
      </button>
    </Tooltip>
  ) : null;

  return (
    <li
      ref={setNodeRef}
      className={className}
      data-row-id={id}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
