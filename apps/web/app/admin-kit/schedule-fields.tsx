import {
  formatInZone,
  fromZonedInput,
  hasEndedAt,
  isScheduledAt,
  scheduleRules,
  ScheduleTexts,
  toZonedInput,
} from '@atrium/contract/schedule';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useOrgTimezone } from './use-org-timezone';
import classes from './resource-list.module.css';

/** What a form with a schedule holds: each instant as ISO, or '' for none (decision 034). */
export type ScheduleValues = { publish_at: string; unpublish_at: string };

export function initialSchedule(record: { publish_at?: string | null; unpublish_at?: string | null } | null) {
  return { publish_at: record?.publish_at ?? '', unpublish_at: record?.unpublish_at ?? '' };
}

/** The form's rule, the server's: unpublish at after publish at. */
export function scheduleErrors(values: ScheduleValues): { unpublish_at?: string } {
  return scheduleRules({ publishAt: values.publish_at, unpublishAt: values.unpublish_at });
}

/** Both instants of a save's body ('' clears). */
export function scheduleBody(values: ScheduleValues): ScheduleValues {
  return { publish_at: values.publish_at, unpublish_at: values.unpublish_at };
}

/**
 * Publish at and Unpublish at, as the browser's own date-and-time inputs, read and shown in the
 * organisation's zone (ORG_TIMEZONE), not the browser's.
 */
export function ScheduleFields({
  values,
  errors,
  onChange,
}: {
  values: ScheduleValues;
  errors: Partial<Record<keyof ScheduleValues, string | undefined>>;
  onChange: (field: keyof ScheduleValues, iso: string) => void;
}) {
  const { zone, ready } = useOrgTimezone();
  const input = (field: keyof ScheduleValues, label: string) => (
    <TextInput
      type="datetime-local"
      label={label}
      name={field}
      value={toZonedInput(values[field], zone)}
      onChange={(event) => onChange(field, fromZonedInput(event.currentTarget.value, zone) ?? '')}
      error={errors[field]}
      disabled={!ready}
      maw={280}
    />
  );
  return (
    <div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {input('publish_at', ScheduleTexts.publishAtLabel)}
        {input('unpublish_at', ScheduleTexts.unpublishAtLabel)}
      </SimpleGrid>
      <p className={classes.scheduleHint}>{ScheduleTexts.zoneHint(zone)}</p>
    </div>
  );
}

type Scheduled = { status: number; publish_at?: string | null; unpublish_at?: string | null };

/** Under a row's status: 'Scheduled for …' while its publish_at is to come, or when its unpublish_at passed. */
export function ScheduleBadge({ row }: { row: Scheduled }) {
  const now = new Date();
  if (isScheduledAt(row, now)) return <ScheduleLine kind="scheduled" at={row.publish_at!} />;
  if (hasEndedAt(row, now)) return <ScheduleLine kind="ended" at={row.unpublish_at!} />;
  // Rows of other resources have no schedule: no line, and no settings read for them.
  return null;
}

function ScheduleLine({ kind, at }: { kind: 'scheduled' | 'ended'; at: string }) {
  const { zone, ready } = useOrgTimezone();
  // Never a time in the wrong zone, not even for the moment the settings take to arrive.
  if (!ready) return null;
  const when = formatInZone(at, zone);
  return (
    <span className={classes.scheduleBadge} data-kind={kind}>
      {kind === 'scheduled' ? ScheduleTexts.scheduledBadge(when) : ScheduleTexts.endedBadge(when)}
    </span>
  );
}
