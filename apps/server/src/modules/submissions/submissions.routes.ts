import { Readable } from 'node:stream';
import { done, fail } from '@atrium/contract/api';
import { formatPhone } from '@atrium/contract/submissions';
import {
  appointmentRequestSchema,
  CaptchaMessages,
  contactMessageRequestSchema,
  HONEYPOT_FIELD,
  MailingListPages,
  mailingListSignupSchema,
  SubmissionAnswers,
} from '@atrium/contract/submissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ValidationError } from '../../errors.ts';
import { validationErrors } from '../../plugins/errors.ts';
import { clientAddress } from '../auth/client-address.ts';
import { csvLines } from './csv.ts';
import { createInboxService } from './inbox.service.ts';
import { createMailingListService, isLinkToken } from './mailing-list.service.ts';
import { readStateRoutes } from './read-state.routes.ts';

const tags = ['submissions'];
const security = [{ bearer: [] }];

/** A hidden field anyone filled: only software fills what no one sees. */
function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** Browsers following a mail's link get a page of the public site; API clients the envelope. */
const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** A 303 carries the envelope too, so a client that does not follow it still reads what happened. */
const redirectBody = z.object({ success: z.boolean(), message: z.string() });

const csvResponse = {
  description: 'A CSV file (UTF-8 with a byte-order mark; every cell quoted; formulas neutralised).',
  content: { 'text/csv': { schema: z.string() } },
};

/**
 * Spec 3 §7 Public: the three submissions anyone may send after the spam check (rate limited per
 * address, a honeypot, ALTCHA or reCAPTCHA), the mailing list's confirm and unsubscribe links,
 * and the administrator's CSV exports. Lists, counts and deletes are the resource kit's.
 */
export const submissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailingList = createMailingListService({
    db: app.db,
    config: app.config,
    clock: app.clock,
    outbox: app.outbox,
  });
  const inbox = createInboxService({
    db: app.db,
    config: app.config,
    clock: app.clock,
    log: app.log,
    outbox: app.outbox,
  });
  const rateLimit = {
    max: app.config.rateLimit.submissionsPerMinute,
    timeWindow: 60_000,
    keyGenerator: clientAddress,
    errorResponseBuilder: () => new AppError(429, CaptchaMessages.tooMany),
  };
  const publicPost = { attachValidation: true, config: { rateLimit } };
  const publicResponses = { 201: done, 400: fail };
  await app.register(readStateRoutes);

  /**
   * What every public submission goes through before anything is stored: its fields (the spec's
   * messages, the first one as the answer's message), the honeypot, then the spam check, which
   * spends the token: last, so a refusal for any other reason leaves the visitor's token unspent.
   */
  async function admit(request: FastifyRequest, body: Record<string, unknown>) {
    if (request.validationError) throw new ValidationError(validationErrors(request.validationError));
    if (honeypotFilled(body[HONEYPOT_FIELD])) throw new AppError(400, CaptchaMessages.honeypot);
    await app.captcha.check(body.recaptchaToken as string | undefined, clientAddress(request));
  }

  app.post(
    '/mailinglists/',
    {
      ...publicPost,
      schema: {
        tags,
        summary: 'Join the mailing list: a confirmation mail follows (the same answer for any address)',
        body: mailingListSignupSchema,
        response: publicResponses,
      },
    },
    async (request, reply) => {
      await admit(request, request.body);
      await mailingList.signup(request.body.email, clientAddress(request));
      return reply.status(201).send({ success: true as const, message: SubmissionAnswers.mailingListSignup });
    },
  );

  app.post(
    '/requestedappointments/',
    {
      ...publicPost,
      schema: {
        tags,
        summary: 'Request an appointment (spam-checked; the organisation is mailed)',
        body: appointmentRequestSchema,
        response: publicResponses,
      },
    },
    async (request, reply) => {
      await admit(request, request.body);
      const { name, email, phone_number, reason } = request.body;
      await inbox.requestAppointment({ name, email, phone_number, reason });
      return reply.status(201).send({ success: true as const, message: SubmissionAnswers.appointmentReceived });
    },
  );

  app.post(
    '/contact-us/',
    {
      ...publicPost,
      schema: {
        tags,
        summary: 'Send a contact message (spam-checked; the organisation is mailed)',
        body: contactMessageRequestSchema,
        response: publicResponses,
      },
    },
    async (request, reply) => {
      if (request.validationError) throw new ValidationError(validationErrors(request.validationError));
      // Before the spam check, so a wrong industry does not spend the visitor's token.
      const industryName = await inbox.checkIndustry(request.body.industries);
      await admit(request, request.body);
      const { name, email, phone, organization, industries, purpose, message } = request.body;
      await inbox.sendContactMessage({ name, email, phone, organization, industries, purpose, message }, industryName);
      return reply.status(201).send({ success: true as const, message: SubmissionAnswers.contactReceived });
    },
  );

  const tokenParams = z.object({ token: z.string().max(200) });
  const linkResponses = { 200: done, 303: redirectBody, 400: fail, 404: fail };

  /** Answers a mail link: a page of the site for a browser, the envelope for anything else. */
  function answerLink(request: FastifyRequest, reply: FastifyReply, page: string, ok: boolean, message: string) {
    reply.header('cache-control', 'no-store');
    if (wantsHtml(request)) {
      const location = `${app.config.publicUrl}${page}${ok ? '' : `?${MailingListPages.invalidQuery}`}`;
      return reply.status(303).header('location', location).send({ success: ok, message });
    }
    if (ok) return reply.status(200).send({ success: true as const, message });
    const malformed = !isLinkToken((request.params as { token: string }).token);
    return reply.status(malformed ? 400 : 404).send({ success: false as const, message });
  }

  app.get(
    '/mailinglists/confirm/:token/',
    {
      schema: {
        tags,
        summary:
          'The confirmation link of a signup (works once, for 7 days); a browser is sent to /mailing-list/confirmed',
        params: tokenParams,
        response: linkResponses,
      },
    },
    async (request, reply) => {
      const confirmed = await mailingList.confirm(request.params.token, clientAddress(request));
      const message = confirmed ? SubmissionAnswers.mailingListConfirmed : SubmissionAnswers.mailingListLinkInvalid;
      return answerLink(request, reply, MailingListPages.confirmed, confirmed, message);
    },
  );

  app.get(
    '/mailinglists/unsubscribe/:token/',
    {
      schema: {
        tags,
        summary:
          'The unsubscribe link of every list mail (no sign-in; the same answer every time); a browser is sent to /mailing-list/unsubscribed',
        params: tokenParams,
        response: linkResponses,
      },
    },
    async (request, reply) => {
      const known = await mailingList.unsubscribe(request.params.token);
      const message = known ? SubmissionAnswers.mailingListUnsubscribed : SubmissionAnswers.mailingListLinkInvalid;
      return answerLink(request, reply, MailingListPages.unsubscribed, known, message);
    },
  );

  /** A CSV download, written as the rows are read. */
  function sendCsv(reply: FastifyReply, name: string, lines: AsyncIterable<string>) {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
      .send(Readable.from(lines));
  }
  const exportRoute = (summary: string) => ({
    config: { auth: 'admin' as const },
    schema: { tags, security, summary, response: { 200: csvResponse } },
  });

  app.get(
    '/mailinglists/export.csv',
    exportRoute('The confirmed subscribers with their consent, as CSV'),
    async (_request, reply) =>
      sendCsv(
        reply,
        'mailing-list',
        csvLines(
          ['email', 'confirmed_at', 'consent_at', 'consent_address', 'consent_text', 'created_at'],
          mailingList.confirmedEntries(),
          (r) => [r.email, r.confirmed_at, r.consent_at, r.consent_address, r.consent_text, r.created_at],
        ),
      ),
  );

  app.get(
    '/requestedappointments/export.csv',
    exportRoute('Every requested appointment, as CSV'),
    async (_request, reply) =>
      sendCsv(
        reply,
        'requested-appointments',
        csvLines(['id', 'created_at', 'name', 'email', 'phone_number', 'reason'], inbox.appointments(), (r) => [
          r.id,
          r.created_at,
          r.name,
          r.email,
          formatPhone(r.phone_number),
          r.reason,
        ]),
      ),
  );

  app.get('/contact-us/export.csv', exportRoute('Every contact message, as CSV'), async (_request, reply) =>
    sendCsv(
      reply,
      'contact-us',
      csvLines(
        ['id', 'created_at', 'name', 'email', 'phone', 'organization', 'industries', 'purpose', 'message'],
        inbox.contactMessages(),
        (r) => [
          r.id,
          r.created_at,
          r.name,
          r.email,
          formatPhone(r.phone),
          r.organization,
          r.industry,
          r.purpose,
          r.message,
        ],
      ),
    ),
  );
};
