import { LearnMessages, localToday } from '@atrium/contract/learn';
import { TextInput } from '@mantine/core';
import { IconCalendar } from '~/components/icons';
import { settleDate } from './learn-values';

/**
 * The item's date (spec 2 §5): a calendar day, yyyy-MM-dd, never after today. The browser's own
 * date picker (the same on a phone) offers no later day; a later one typed in is refused at
 * once, and an empty or invalid date becomes today when the field is left.
 */
export function LearnDateField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const today = localToday();
  return (
    <TextInput
      type="date"
      label="Date"
      description="Today or earlier."
      leftSection={<IconCalendar size={16} />}
      max={today}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        const settled = settleDate(event.currentTarget.value, today);
        if (settled !== value) onChange(settled);
      }}
      error={error ?? (value > today ? LearnMessages.dateInFuture : undefined)}
      required
      maw={260}
    />
  );
}
