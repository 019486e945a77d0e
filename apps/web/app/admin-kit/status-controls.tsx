import { Badge, Button } from '@mantine/core';
import { IconEye, IconEyeOff } from '~/components/icons';
import { ActionTip, ActionWord } from './action-word';
import type { StatusLabels } from './types';

/** Text colours of the tinted action buttons: the light variant's own are below 4.5:1 on its tint (WCAG AA). */
export const actionText = { publish: '#0b6b4f', unpublish: '#a63a0a', remove: '#a61e1e' } as const;

/** A row's status: Published or Unpublished, or the resource's own words for them. */
export function StatusBadge({ status, labels }: { status: number; labels: StatusLabels }) {
  return status === 1 ? (
    <Badge color="teal" variant="dot" radius="sm" tt="none" size="sm">
      {labels.published}
    </Badge>
  ) : (
    <Badge color="gray" variant="dot" radius="sm" tt="none" size="sm">
      {labels.unpublished}
    </Badge>
  );
}

/** Publish for an unpublished row, Unpublish for a published one (requirements 1 §4), named after the row. */
export function StatusButton({
  status,
  rowLabel,
  labels,
  loading,
  onClick,
}: {
  status: number;
  /** The row's name, for the button's accessible name ('Publish …'). */
  rowLabel: string;
  labels: StatusLabels;
  loading: boolean;
  onClick: () => void;
}) {
  const isPublished = status === 1;
  const word = isPublished ? labels.unpublish : labels.publish;
  return (
    <ActionTip label={word}>
      <Button
        size="xs"
        variant="light"
        color={isPublished ? 'orange' : 'teal'}
        c={isPublished ? actionText.unpublish : actionText.publish}
        leftSection={isPublished ? <IconEyeOff size={14} /> : <IconEye size={14} />}
        aria-label={`${word} ${rowLabel}`}
        loading={loading}
        // One width for both words keeps a card's buttons in place from row to row (the kit's CSS).
        data-row-action="status"
        onClick={onClick}
      >
        <ActionWord>{word}</ActionWord>
      </Button>
    </ActionTip>
  );
}
