import { DEFAULT_PHONE_COUNTRY } from '@atrium/contract/submission-rules';
import { SubmissionMessages, submissionSearchParts } from '@atrium/contract/submissions';
import { toSearchText } from '@atrium/contract/text';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { ValidationError } from '../../errors.ts';
import type { Clock, Log } from '../../service-deps.ts';
import type { Outbox } from '../../foundations/mail/outbox.ts';
import type { OutboxMessage } from '../../foundations/mail/outbox.repository.ts';
import { createRateLimits, recipientKey } from '../../foundations/rate-limits/rate-limits.ts';
import type { SiteSettingsService } from '../site-settings/site-settings.service.ts';
import {
  orgNameOf,
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
export type InboxServiceDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'notifyEmail' | 'acknowledgementWindowMinutes'>;
  clock: Clock;
  log: Log;
  outbox: Pick<Outbox, 'wake'>;
  /** The organisation's name in the acknowledgements (decision 048); none: the defaults'. */
  siteSettings?: Pick<SiteSettingsService, 'publicSettings' | 'defaultCountry'>;
};

export function createInboxService({ db, config, clock, log, outbox, siteSettings }: InboxServiceDeps) {
  const orgName = orgNameOf(siteSettings);
  /** The notification shows the visitor's phone as the organisation reads it (decision 084). */
  const country = async () => (await siteSettings?.defaultCountry()) ?? DEFAULT_PHONE_COUNTRY;
  const repo = createSubmissionsRepository(db);
  const adminUrl = (path: string) => `${config.publicUrl}/admin/${path}`;
  const rateLimits = createRateLimits({ db, clock, log });

  /**
   * N1 (decision 043): the form mails whatever address is typed, so one recipient gets at most
   * one acknowledgement a window, across processes; the submission and its notification go on.
   */
  async function acknowledged(
    kind: 'appointment' | 'contact',
    email: string,
    options: Quiet,
  ): Promise<OutboxMessage[]> {
    if (options.quiet) return [];
    const first = await rateLimits.first(
      `acknowledgement ${recipientKey(email)}`,
      config.acknowledgementWindowMinutes * 60_000,
    );
    return first ? [acknowledgement(kind, email, { orgName: await orgName(), language: options.language?.mail })] : [];
  }

  async function notifyTo(): Promise<string | undefined> {
    const to = config.notifyEmail ?? (await repo.firstAdminEmail());
    if (!to) log.warn('no ADMIN_NOTIFY_EMAIL and no administrator: a submission is stored without notice');
    return to;
  }

  return {
    async requestAppointment(input: NewAppointment, options: Quiet = {}): Promise<void> {
      const to = await notifyTo();
      const mails: OutboxMessage[] = unlessQuiet(options, [
        ...(to
          ? [
              appointmentNotification({
                to,
                adminUrl: adminUrl('requested-appointments'),
                appointment: input,
                country: await country(),
              }),
            ]
          : []),
        ...(await acknowledged('appointment', input.email, options)),
      ]);
      await repo.insertAppointment(
        { ...input, locale: options.language?.code ?? null },
        toSearchText(...submissionSearchParts.appointment(input)),
        mails,
        clock.now().toISOString(),
      );
      outbox.wake();
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
                country: await country(),
              }),
            ]
          : []),
        ...(await acknowledged('contact', input.email, options)),
      ]);
      await repo.insertContactMessage(
        { ...input, industry_id: industries, locale: options.language?.code ?? null },
        toSearchText(...submissionSearchParts.contact(input)),
        mails,
        clock.now().toISOString(),
      );
      outbox.wake();
    },

    appointments: () => repo.appointments(),
    contactMessages: () => repo.contactMessages(),
  };
}
