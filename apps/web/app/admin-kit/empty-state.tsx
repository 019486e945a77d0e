import { Messages } from '@atrium/contract/messages';
import { Button, Text } from '@mantine/core';
import { IconInbox } from '~/components/icons';
import classes from './resource-list.module.css';

/** 'No data to display' (requirements 1 §2), with a way out when a search found nothing. */
export function EmptyState({
  searching,
  onClearSearch,
  className,
  title = Messages.noData,
  hint,
}: {
  searching: boolean;
  onClearSearch: () => void;
  className?: string;
  /** What is empty, where it is not the spec's 'No data to display' (the trash), and a line under it. */
  title?: string;
  hint?: string;
}) {
  return (
    <div className={className ? `${classes.empty} ${className}` : classes.empty}>
      <span className={classes.emptyIcon}>
        <IconInbox size={26} />
      </span>
      <Text fw={600} c="gray.8">
        {title}
      </Text>
      {hint && !searching ? <Text size="sm">{hint}</Text> : null}
      {searching ? (
        <>
          <Text size="sm">Nothing matches this search.</Text>
          <Button variant="subtle" size="compact-sm" onClick={onClearSearch}>
            Clear search
          </Button>
        </>
      ) : null}
    </div>
  );
}
