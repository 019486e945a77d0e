import {
  appointmentRequestSchema,
  contactMessageRequestSchema,
  mailingListSignupSchema,
  phoneE164,
} from '@atrium/contract/submissions';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { createInboxService } from '../features/submissions/inbox.service.ts';
import { createMailingListService } from '../features/submissions/mailing-list.service.ts';

/** A documentation address range (RFC 5737): the demo's visitors come from nowhere real. */
const DEMO_ADDRESS = '192.0.2.10';

const subscribers = [
  { email: 'amara.okafor@example.org', confirmed: true },
  { email: 'lucas.moreau@example.org', confirmed: true },
  { email: 'priya.raman@example.org', confirmed: true },
  { email: 'tomas.novak@example.org', confirmed: false },
  { email: 'mei.lin@example.org', confirmed: false },
];

const appointments = [
  {
    name: 'Hannah Schmidt',
    email: 'hannah.schmidt@example.org',
    phone_number: '2025550143',
    reason: 'I would like to discuss a joint workshop on open data for city planners.',
  },
  {
    name: 'Diego Alvarez',
    email: 'diego.alvarez@example.org',
    phone_number: '3125550178',
    reason: 'Our foundation is looking for speakers for a regional education summit.',
  },
  {
    name: 'Aiko Tanaka',
    email: 'aiko.tanaka@example.org',
    phone_number: '4155550112',
    reason: 'A short call about mentoring programmes for early-career researchers.',
  },
];

const messages = [
  {
    name: 'Samuel Osei',
    email: 'samuel.osei@example.org',
    phone: '6465550190',
    organization: 'Riverside Cooperative',
    purpose: 'Partnership',
    message: 'We run farmer training in three regions and would like to share our material with your network.',
  },
  {
    name: 'Elena Petrova',
    email: 'elena.petrova@example.org',
    phone: '7035550121',
    organization: 'Northbridge University',
    purpose: 'Research collaboration',
    message: 'Could we cite your recent article in a course reader? We would credit the authors in full.',
  },
  {
    name: 'Jonas Berg',
    email: 'jonas.berg@example.org',
    phone: '5125550164',
    organization: 'Berg & Lund Consulting',
    purpose: 'Newsletter',
    message: 'Is there a way to receive the podcast episodes by email as they come out?',
  },
];

/** The public forms' schemas without the spam check's token: what a demo submission must pass. */
const forms = {
  signup: mailingListSignupSchema.omit({ recaptchaToken: true }),
  appointment: appointmentRequestSchema.omit({ recaptchaToken: true }),
  contact: contactMessageRequestSchema.omit({ recaptchaToken: true }),
};

/** A demo submission as its form's schema reads it, so it obeys every rule the API enforces. */
function submitted<T>(schema: z.ZodType<T>, item: object): T {
  const parsed = schema.safeParse(item);
  if (!parsed.success) throw new Error(`A demo submission breaks its form's rules: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Demo submissions of each kind, through the same services as the public forms (without the
 * spam check, and mailing no one): confirmed and pending subscribers, appointment requests and
 * contact messages. Each kind is seeded only while its inbox is empty.
 */
export async function seedDemoSubmissions(app: FastifyInstance): Promise<void> {
  const empty = async (table: 'mailing_list_entries' | 'requested_appointments' | 'contact_messages') =>
    !(await app.db.selectFrom(table).select('id').limit(1).executeTakeFirst());

  if (await empty('mailing_list_entries')) {
    const list = createMailingListService({ db: app.db, config: app.config, clock: app.clock, outbox: app.outbox });
    for (const { confirmed, ...item } of subscribers) {
      const { email } = submitted(forms.signup, item);
      const token = await list.signup(email, DEMO_ADDRESS, { quiet: true });
      if (confirmed && token) await list.confirm(token, DEMO_ADDRESS);
    }
  }

  const inbox = createInboxService({
    db: app.db,
    config: app.config,
    clock: app.clock,
    log: app.log,
    outbox: app.outbox,
  });
  if (await empty('requested_appointments')) {
    for (const item of appointments) {
      const { name, email, phone_number, reason } = submitted(forms.appointment, item);
      // As the route stores it (decision 084): the demo's numbers are the default country's (US).
      await inbox.requestAppointment({ name, email, phone_number: phoneE164(phone_number), reason }, { quiet: true });
    }
  }

  const industry = await app.db
    .selectFrom('industries')
    .select(['id', 'name'])
    .where('status', '=', 1)
    .orderBy('position')
    .executeTakeFirst();
  if (industry && (await empty('contact_messages'))) {
    for (const item of messages) {
      const { name, email, phone, organization, industries, purpose, message } = submitted(forms.contact, {
        ...item,
        industries: industry.id,
      });
      const input = { name, email, phone: phoneE164(phone), organization, industries, purpose, message };
      await inbox.sendContactMessage(input, industry.name, { quiet: true });
    }
  }
  // The oldest of each inbox as already viewed, so the demo shows both the new and the read state.
  for (const table of ['requested_appointments', 'contact_messages'] as const) {
    const oldest = await app.db.selectFrom(table).select('id').orderBy('id').executeTakeFirst();
    if (oldest) {
      await app.db
        .updateTable(table)
        .set({ read_at: app.clock.now().toISOString() })
        .where('id', '=', oldest.id)
        .where('read_at', 'is', null)
        .execute();
    }
  }
  app.log.info('demo submissions created');
}
