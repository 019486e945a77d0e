import { z } from 'zod';
import { normalizeInstant, ScheduleMessages } from './schedule.ts';

/**
 * Issue 25 (decision 053): sending a newsletter now or at a chosen minute, cancelling a
 * schedule, and the report. The newsletter itself is decision 052's (newsletters.ts); the calls
 * are in endpoints/newsletters.ts.
 */

export const NewsletterSendMessages = {
  atInFuture: 'Choose a minute in the future.',
  notSendable: 'This newsletter is being sent or has been sent.',
  notScheduled: 'This newsletter is not scheduled.',
  started: (count: number) => `Sending to ${count} ${count === 1 ? 'subscriber' : 'subscribers'}.`,
  scheduled: (count: number) =>
    `Scheduled. It goes to the ${count === 1 ? 'subscriber' : `${count} subscribers`} confirmed at that minute.`,
  unscheduled: 'The schedule is cancelled: the newsletter is a draft again.',
} as const;

/** The compose screen's send controls and report (decision 053). */
export const NewsletterSendTexts = {
  send: 'Send now',
  schedule: 'Schedule',
  scheduleAt: 'Send at',
  scheduleHint: (zone: string) => `In ${zone}. The recipients are those confirmed at that minute.`,
  unschedule: 'Cancel schedule',
  confirmTitle: 'Send this newsletter?',
  confirmSend: (count: number) =>
    `It goes now to ${count} confirmed ${count === 1 ? 'subscriber' : 'subscribers'}, each with their own unsubscribe link. This cannot be undone.`,
  confirmSchedule: (count: number, when: string) =>
    `It goes on ${when} to every confirmed subscriber at that minute (${count} now).`,
  confirm: 'Send',
  confirmScheduled: 'Schedule',
  cancel: 'Cancel',
  reportTitle: 'Report',
  report: {
    recipients: 'Recipients',
    queued: 'Waiting',
    sent: 'Sent',
    failed: 'Failed',
    skipped: 'Skipped (unsubscribed or bouncing meanwhile)',
    bouncing: 'Now bouncing',
    unsubscribed: 'Unsubscribed after it',
  },
  scheduledFor: (when: string) => `Scheduled for ${when}.`,
  privacy: 'No tracking pixels, no rewritten links: opens and clicks are not counted.',
  failed: 'The newsletter could not be sent. Try again.',
} as const;

/** POST /newsletters/:id/send/: `at`, an instant in the future (kept to its minute); none: now. */
export const newsletterSendBodySchema = z.strictObject({
  at: z
    .string({ error: ScheduleMessages.instantInvalid })
    .transform((value, ctx) => {
      const normal = normalizeInstant(value.trim());
      if (normal) return new Date(Math.floor(Date.parse(normal) / 60_000) * 60_000).toISOString();
      ctx.addIssue({ code: 'custom', message: ScheduleMessages.instantInvalid });
      return z.NEVER;
    })
    .optional(),
});

/** What became of a newsletter's mails (no opens, no clicks: nothing is tracked). */
export const newsletterReportSchema = z.object({
  id: z.number(),
  state: z.enum(['draft', 'scheduled', 'sending', 'sent']),
  send_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** Confirmed, not bouncing subscribers now: whom a send starting now would go to. */
  mailable_now: z.number(),
  recipients: z.number(),
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
  skipped: z.number(),
  bouncing: z.number(),
  unsubscribed: z.number(),
});
export type NewsletterReport = z.infer<typeof newsletterReportSchema>;
