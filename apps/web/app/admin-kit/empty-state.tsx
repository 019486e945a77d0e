import { Messages } from '@atrium/contract/messages';
import { Button, Text } from '@mantine/core';
import { IconInbox } from '~/components/icons';
import classes from './resource-list.module.css';

/** 'No data to display' (spec 1 §2), with a way out when a search found nothing. */
export function EmptyState({
  searching,
  onClearSearch,
  className,
}: {
  searching: boolean;
  onClearSearch: () => void;
  className?: string;
}) {
  return (
    <div className={className ? `${classes.empty} ${className}` : classes.empty}>
      <span className={classes.emptyIcon}>
        <IconInbox size={26} />
      </span>
      <Text fw={600} c="gray.8">
        {Messages.noData}
      </Text>
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
