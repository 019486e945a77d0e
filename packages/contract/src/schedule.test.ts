import { describe, expect, it } from 'vitest';
import {
  formatInZone,
  fromZonedInput,
  hasEndedAt,
  isLiveAt,
  isScheduledAt,
  latestLearnDate,
  scheduleInstant,
  ScheduleMessages,
  scheduleRules,
  toZonedInput,
  zoneName,
} from './schedule.ts';

describe('scheduled publishing in the contract (decision 034)', () => {
  it('reads instants with a zone into UTC, empty as none, and refuses the rest', () => {
    expect(scheduleInstant.parse('2026-12-01T09:00:00+01:00')).toBe('2026-12-01T08:00:00.000Z');
    expect(scheduleInstant.parse(' 2026-12-01T09:00Z ')).toBe('2026-12-01T09:00:00.000Z');
    expect(scheduleInstant.parse('')).toBeNull();
    expect(scheduleInstant.parse(null)).toBeNull();
    for (const bad of ['2026-12-01', '2026-12-01T09:00', 'soon', '2026-02-30T09:00:00Z', 5]) {
      const result = scheduleInstant.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ScheduleMessages.instantInvalid);
    }
  });

  it('says what the public sees, what is scheduled and what has ended', () => {
    const now = new Date('2026-12-01T09:00:00.000Z');
    const item = (publish_at: string | null, unpublish_at: string | null, status = 1) => ({
      status,
      publish_at,
      unpublish_at,
    });
    expect(isLiveAt(item(null, null), now)).toBe(true);
    expect(isLiveAt(item('2026-12-01T09:00:00.000Z', null), now)).toBe(true);
    expect(isLiveAt(item('2026-12-01T09:01:00.000Z', null), now)).toBe(false);
    expect(isLiveAt(item(null, '2026-12-01T09:00:00.000Z'), now)).toBe(false);
    expect(isLiveAt(item(null, null, 0), now)).toBe(false);
    expect(isScheduledAt(item('2026-12-01T09:01:00.000Z', null), now)).toBe(true);
    expect(isScheduledAt(item('2026-12-01T09:01:00.000Z', null, 0), now)).toBe(false);
    expect(hasEndedAt(item(null, '2026-12-01T08:00:00.000Z'), now)).toBe(true);
    expect(scheduleRules({ publishAt: '2026-12-02T00:00:00.000Z', unpublishAt: '2026-12-01T00:00:00.000Z' })).toEqual({
      unpublish_at: ScheduleMessages.unpublishBeforePublish,
    });
    expect(scheduleRules({ publishAt: '', unpublishAt: '2026-12-01T00:00:00.000Z' })).toEqual({});
  });

  it('shows and reads date-time inputs in the organisation zone, across a clock change', () => {
    expect(toZonedInput('2026-12-01T08:00:00.000Z', 'Europe/Paris')).toBe('2026-12-01T09:00');
    expect(fromZonedInput('2026-12-01T09:00', 'Europe/Paris')).toBe('2026-12-01T08:00:00.000Z');
    // Summer time: UTC+2.
    expect(fromZonedInput('2026-07-01T09:00', 'Europe/Paris')).toBe('2026-07-01T07:00:00.000Z');
    expect(fromZonedInput('2026-12-01T09:00', 'UTC')).toBe('2026-12-01T09:00:00.000Z');
    expect(fromZonedInput('', 'UTC')).toBe('');
    expect(fromZonedInput('tomorrow', 'UTC')).toBeUndefined();
    expect(toZonedInput(null, 'UTC')).toBe('');
    expect(formatInZone('2026-12-01T08:00:00.000Z', 'America/New_York')).toBe('Dec 1, 2026, 3:00 AM');
  });

  it("lets a learn item's date reach its publish day (UTC+14, as latestToday)", () => {
    const now = new Date('2026-12-01T09:00:00.000Z');
    expect(latestLearnDate(now)).toBe('2026-12-01');
    expect(latestLearnDate(now, '2026-12-10T09:00:00.000Z')).toBe('2026-12-10');
    expect(latestLearnDate(now, '2026-11-10T09:00:00.000Z')).toBe('2026-12-01');
  });
});

describe('the name a time zone is stored by (decision 061)', () => {
  it('keeps IANA spellings, fixes the case of others, refuses offsets and unknown zones', () => {
    for (const zone of ['Europe/Paris', 'US/Pacific', 'Etc/GMT+5', 'UTC', 'America/Argentina/Buenos_Aires']) {
      expect(zoneName(zone), zone).toBe(zone);
    }
    expect(zoneName('europe/paris')).toBe('Europe/Paris');
    for (const zone of ['+05:00', '-00:00', 'Mars/Olympus_Mons', '']) expect(zoneName(zone), zone).toBeNull();
  });
});
