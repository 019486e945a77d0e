import { LearnMessages, localToday } from '@atrium/contract/learn';
import { ScheduleMessages } from '@atrium/contract/schedule';
import { TextInput } from '@mantine/core';
import { IconCalendar } from '~/components/icons';
import { settleDate } from './learn-values';

/**
 * The item's date (requirements 2 §5): a calendar day, yyyy-MM-dd, never after today, or after the
 * publish day of a scheduled item (decision 034: `latest`). The browser's own date picker (the
 * same on a phone) offers no later day; a later one typed in is refused at once, and an empty or
 * invalid date becomes today when the field is left.
 */
export function LearnDateField({
  value,
  onChange,
  error,
  latest,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The latest day allowed; default today. */
  latest?: string;
}) {
  const today = localToday();
  const max = latest && latest > today ? latest : today;
  return (
    <TextInput
      type="date"
      label="Date"
      description={max > today ? 'The publish day or earlier.' : 'Today or earlier.'}
      leftSection={<IconCalendar size={16} />}
      max={max}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        const settled = settleDate(event.currentTarget.value, today);
        if (settled !== value) onChange(settled);
      }}
      error={
        error ??
        (value > max ? (max > today ? ScheduleMessages.dateAfterPublishDay : LearnMessages.dateInFuture) : undefined)
      }
      required
      maw={260}
    />
  );
}
