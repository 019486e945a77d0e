import { SubmissionMessages, submissionSearchParts } from '@atrium/contract/submissions';
import { toSearchText } from '@atrium/contract/text';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../../errors.ts';
import type { OutboxMessage } from '../mail/outbox.repository.ts';
import {
  acknowledgement,
  appointmentNotification,
  contactNotification,
  type Quiet,
  unlessQuiet,
} from './submission-mails.ts';
import { createSubmissionsRepository, type NewAppointment, type NewContactMessage } from './submissions.repository.ts';

export type ContactInput = Omit<NewContactMessage, 'industry_id'> & { industries: number };

/**
 * Appointment requests and contact messages: stored with a notification to the organisation
 * (ADMIN_NOTIFY_EMAIL, else the first administrator) and an acknowledgement to the sender, both
 * through the outbox, in the same transaction as the submission.
 */
export function createInboxService(app: FastifyInstance) {
  const repo = createSubmissionsRepository(app.db);
  const adminUrl = (path: string) => `${app.config.publicUrl}/admin/${path}`;

  async function notifyTo(): Promise<string | undefined> {
    const to = app.config.notifyEmail ?? (await repo.firstAdminEmail());
    if (!to) app.log.warn('no ADMIN_NOTIFY_EMAIL and no administrator: a submission is stored without notice');
    return to;
  }

  return {
    async requestAppointment(input: NewAppointment, options: Quiet = {}): Promise<void> {
      const to = await notifyTo();
      const mails: OutboxMessage[] = unlessQuiet(options, [
        ...(to
          ? [appointmentNotification({ to, adminUrl: adminUrl('requested-appointments'), appointment: input })]
          : []),
        acknowledgement('appointment', input.email),
      ]);
      await repo.insertAppointment(input, toSearchText(...submissionSearchParts.appointment(input)), mails);
      app.outbox.wake();
    },

    /** The industry must exist and be published (the form offers only those). */
    async checkIndustry(id: number): Promise<string> {
      const name = await repo.publishedIndustryName(id);
      if (name === undefined) throw new ValidationError({ industries: SubmissionMessages.industryRequired });
      return name;
    },

    async sendContactMessage(
      { industries, ...input }: ContactInput,
      industryName: string,
      options: Quiet = {},
    ): Promise<void> {
      const to = await notifyTo();
      const mails: OutboxMessage[] = unlessQuiet(options, [
        ...(to
          ? [
              contactNotification({
                to,
                adminUrl: adminUrl('contact-us'),
                message: { ...input, industry: industryName },
              }),
            ]
          : []),
        acknowledgement('contact', input.email),
      ]);
      await repo.insertContactMessage(
        { ...input, industry_id: industries },
        toSearchText(...submissionSearchParts.contact(input)),
        mails,
      );
      app.outbox.wake();
    },

    appointments: () => repo.appointments(),
    contactMessages: () => repo.contactMessages(),
  };
}
