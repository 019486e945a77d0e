import { Readable } from 'node:stream';
import {
  appointmentsExport,
  confirmMailingList,
  confirmMailingListByPost,
  contactMessagesExport,
  joinMailingList,
  mailingListExport,
  requestAppointment,
  sendContactMessage,
  unsubscribeMailingList,
  oneClickUnsubscribeMailingList,
} from '@atrium/contract/endpoints/submissions';
import { pathInLocale } from '@atrium/contract/locale-paths';
import {
  CaptchaMessages,
  formatPhone,
  HONEYPOT_FIELD,
  MailingListPages,
  phoneE164,
  phoneProblem,
  SubmissionAnswers,
} from '@atrium/contract/submissions';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../errors.ts';
import { route } from '../../plugins/endpoints.ts';
import { validationErrors } from '../../plugins/errors.ts';
import { clientAddress } from '../../foundations/auth/client-address.ts';
import { csvLines } from '../../foundations/csv/csv.ts';
import { createInboxService } from './inbox.service.ts';
import { createMailingListService, createMailLinkLanguage, isLinkToken } from './mailing-list.service.ts';
import { readStateRoutes } from './read-state.routes.ts';
import { answerIn } from './public-answers.ts';
import { type SubmissionLanguage, visitorMailLanguage } from './submission-mails.ts';

/** A hidden field anyone filled: only software fills what no one sees. */
function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** A browser opening a mail's link gets a page of the public site, even for a mangled token; API clients the envelope. */
const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * Requirements 3 §7 Public, as packages/contract/src/endpoints/submissions.ts declares it: the public
 * submissions, the mailing list's links and the CSV exports. Lists, counts and deletes are the
 * resource kit's.
 */
export const submissionsRoutes: FastifyPluginAsync = async (app) => {
  const mailingList = createMailingListService({
    db: app.db,
    config: app.config,
    clock: app.clock,
    outbox: app.outbox,
    log: app.log,
    siteSettings: app.siteSettings,
  });
  const inbox = createInboxService({
    db: app.db,
    config: app.config,
    clock: app.clock,
    log: app.log,
    outbox: app.outbox,
    siteSettings: app.siteSettings,
  });
  const rateLimit = {
    max: app.config.rateLimit.submissionsPerMinute,
    timeWindow: 60_000,
    keyGenerator: clientAddress,
    errorResponseBuilder: () => new AppError(429, CaptchaMessages.tooMany),
  };
  // A refused field is worded by the handler (admit), with the spec's messages.
  const publicPost = { attachValidation: true, config: { rateLimit } };
  await app.register(readStateRoutes);

  /**
   * The fields' schemas, then the phone read as a number of the site's default country (decision 084),
   * which the schema cannot know: its problem joins the others, or the body's phone becomes E.164.
   */
  async function checkFields(request: FastifyRequest, body: Record<string, unknown>, phoneField: string) {
    const errors = request.validationError ? validationErrors(request.validationError) : {};
    const typed = body[phoneField];
    if (typeof typed === 'string' && errors[phoneField] === undefined) {
      const country = await app.siteSettings.defaultCountry();
      const problem = phoneProblem(typed, country);
      if (problem) errors[phoneField] = problem;
      else body[phoneField] = phoneE164(typed, country);
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  /**
   * The visitor's language (decision 091), before the spam check spends the token: the form's
   * `locale` (400 when the site has no such language), else the prefix of the page it was sent
   * from, else the default language.
   */
  async function visitorLanguage(request: FastifyRequest, sent: string | undefined): Promise<SubmissionLanguage> {
    const fromPath = URL.parse(request.headers.referer ?? '')?.pathname;
    const { locale, defaultLocale } = await app.locales.visitorLanguage(sent, fromPath);
    return { code: locale.code, defaultLocale, mail: visitorMailLanguage(locale.code, locale.dir, defaultLocale) };
  }

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

  /**
   * The language a public form's answer is in (decision 095): the form's `locale` when the site has
   * it, else the prefix of the page it was sent from, else the default language. Unlike
   * `visitorLanguage` it refuses nothing: a forged `locale`'s 400 is answered in the page's language.
   * A 429 comes before the body is read, so from the page alone.
   */
  async function answerLocale(request: FastifyRequest): Promise<string> {
    const sent = (request.body as { locale?: unknown } | undefined)?.locale;
    const fromPath = URL.parse(request.headers.referer ?? '')?.pathname;
    const language = await app.locales
      .visitorLanguage(typeof sent === 'string' ? sent : undefined, fromPath)
      .catch(() => app.locales.visitorLanguage(undefined, fromPath));
    return language.locale.code;
  }

  // The three public forms, whose every answer (thanks, field errors, spam check, 429, 503) is
  // worded in the visitor's language on its way out.
  await app.register(async (forms) => {
    forms.addHook('preSerialization', async (request, _reply, payload: Record<string, unknown>) => {
      // Without the languages (the database out of reach), the answer as it is.
      const code = await answerLocale(request).catch(() => undefined);
      return code === undefined ? payload : answerIn(code, payload);
    });

    route(
      forms,
      joinMailingList,
      async (request) => {
        if (request.validationError) throw new ValidationError(validationErrors(request.validationError));
        const language = await visitorLanguage(request, request.body.locale);
        await admit(request, request.body);
        await mailingList.signup(request.body.email, clientAddress(request), { language });
        app.analytics.formSent('mailinglists', request.headers.referer);
        return { message: SubmissionAnswers.mailingListSignup };
      },
      publicPost,
    );

    route(
      forms,
      requestAppointment,
      async (request) => {
        await checkFields(request, request.body, 'phone_number');
        const language = await visitorLanguage(request, request.body.locale);
        await admit(request, request.body);
        const { name, email, phone_number, reason } = request.body;
        await inbox.requestAppointment({ name, email, phone_number, reason }, { language });
        app.analytics.formSent('requestedappointments', request.headers.referer);
        return { message: SubmissionAnswers.appointmentReceived };
      },
      publicPost,
    );

    route(
      forms,
      sendContactMessage,
      async (request) => {
        await checkFields(request, request.body, 'phone');
        // Before the spam check, so a wrong industry does not spend the visitor's token.
        const industryName = await inbox.checkIndustry(request.body.industries);
        const language = await visitorLanguage(request, request.body.locale);
        await admit(request, request.body);
        const { name, email, phone, organization, industries, purpose, message } = request.body;
        const fields = { name, email, phone, organization, industries, purpose, message };
        await inbox.sendContactMessage(fields, industryName, { language });
        app.analytics.formSent('contact-us', request.headers.referer);
        return { message: SubmissionAnswers.contactReceived };
      },
      publicPost,
    );
  });

  const siteOrigin = new URL(app.config.publicUrl).origin;
  const linkLanguage = createMailLinkLanguage({ db: app.db, locales: app.locales });

  /**
   * Decision 067: a POST from a page of another site. The token is what allows the action; this
   * only refuses a browser that says it was sent elsewhere. Absent (a mail client, curl) and
   * `null` pass: the link pages answer `Referrer-Policy: no-referrer`, under which a browser
   * sends `Origin: null` with their own form.
   */
  function isForeignOrigin(request: FastifyRequest): boolean {
    const origin = request.headers.origin;
    if (origin === undefined || origin === 'null' || origin === siteOrigin) return false;
    // The host the browser asked for: a site reached by another name than PUBLIC_URL's.
    return URL.parse(origin)?.host !== request.headers.host;
  }

  /**
   * Decision 067: opening a link (GET or HEAD; a person, or a mail gateway that fetches every
   * link it sees) changes nothing. It leads to the site's page whose button POSTs, in the
   * subscriber's language (decision 102: the address says none, the List-Unsubscribe header's
   * and every link of mails sent before languages).
   */
  async function openLink(
    request: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
    link: 'confirm' | 'unsubscribe',
  ) {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const { token } = request.params;
    if (!isLinkToken(token) && !wantsHtml(request)) {
      return reply.status(400).send({ success: false as const, message: SubmissionAnswers.mailingListLinkInvalid });
    }
    const page = await inSubscriberLanguage(MailingListPages[link], link, token);
    const location = `${app.config.publicUrl}${page}?${MailingListPages.tokenParam}=${encodeURIComponent(token)}`;
    return reply
      .status(303)
      .header('location', location)
      .send({ success: true, message: SubmissionAnswers.mailingListOpenPage });
  }

  /**
   * The answer of a POST that acted (or found the link unknown): for a site page's form (with
   * `from=page`), a 303 to the result page; for anything else, the envelope. A malformed token
   * is 400 either way: no page of ours posts one.
   */
  async function answerAction(
    request: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
    options: { fromPage: boolean; page: string; ok: boolean; message: string },
  ) {
    reply.header('cache-control', 'no-store');
    const { fromPage, page, ok, message } = options;
    if (!isLinkToken(request.params.token)) return reply.status(400).send({ success: false as const, message });
    if (fromPage) {
      const location = `${app.config.publicUrl}${page}${ok ? '' : `?${MailingListPages.invalidQuery}`}`;
      return reply.status(303).header('location', location).send({ success: ok, message });
    }
    return reply.status(ok ? 200 : 404).send({ success: ok, message });
  }

  const refuseForeign = (reply: FastifyReply) =>
    reply
      .status(403)
      .header('cache-control', 'no-store')
      .send({ success: false as const, message: SubmissionAnswers.mailingListForeignOrigin });

  route(app, confirmMailingList, async (request, reply) => openLink(request, reply, 'confirm'));

  route(app, unsubscribeMailingList, async (request, reply) => openLink(request, reply, 'unsubscribe'));

  // RFC 8058's POST and the link pages' forms are forms (decisions 053, 067): url-encoded bodies
  // are read for these routes only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** A link page's path in the language of the subscriber its token belongs to (decision 102). */
  async function inSubscriberLanguage(path: string, link: 'confirm' | 'unsubscribe', token: string) {
    const code = await linkLanguage(link, token);
    return code ? pathInLocale(path, code, (await app.locales.settings()).defaultLocale) : path;
  }

  /**
   * Where a link page's form leads once it has acted: the result page in the language of the page
   * that posted (decisions 095, 097), a language the site does not have being a 400 before anything
   * is done. A page that names none (the default language's, or one opened before languages) leads
   * to the subscriber's (decision 102), read before the action spends the link.
   */
  async function resultPage(
    body: { locale?: string; from?: string },
    token: string,
    link: 'confirm' | 'unsubscribe',
  ): Promise<string> {
    const { locale: code, settings } = await app.locales.resolve(body.locale);
    const path = link === 'confirm' ? MailingListPages.confirmed : MailingListPages.unsubscribed;
    if (body.from !== MailingListPages.fromPageValue) return path;
    if (body.locale) return pathInLocale(path, code, settings.defaultLocale);
    return inSubscriberLanguage(path, link, token);
  }

  route(app, confirmMailingListByPost, async (request, reply) => {
    if (isForeignOrigin(request)) return refuseForeign(reply);
    const { token } = request.params;
    const page = await resultPage(request.body, token, 'confirm');
    const confirmed = await mailingList.confirm(token, clientAddress(request));
    return answerAction(request, reply, {
      fromPage: request.body.from === MailingListPages.fromPageValue,
      page,
      ok: confirmed,
      message: confirmed ? SubmissionAnswers.mailingListConfirmed : SubmissionAnswers.mailingListLinkInvalid,
    });
  });

  route(app, oneClickUnsubscribeMailingList, async (request, reply) => {
    const fromPage = request.body.from === MailingListPages.fromPageValue;
    // A mail client's one-click POST may come from anywhere (a webmail in a browser too).
    if (fromPage && isForeignOrigin(request)) return refuseForeign(reply);
    const { token } = request.params;
    const page = await resultPage(request.body, token, 'unsubscribe');
    const known = await mailingList.unsubscribe(token);
    return answerAction(request, reply, {
      fromPage,
      page,
      ok: known,
      message: known ? SubmissionAnswers.mailingListUnsubscribed : SubmissionAnswers.mailingListLinkInvalid,
    });
  });

  /** A CSV download, written as the rows are read. */
  function sendCsv(reply: FastifyReply, name: string, lines: AsyncIterable<string>) {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
      .send(Readable.from(lines));
  }

  route(app, mailingListExport, async (_request, reply) =>
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

  route(app, appointmentsExport, async (_request, reply) => {
    const country = await app.siteSettings.defaultCountry();
    return sendCsv(
      reply,
      'requested-appointments',
      csvLines(['id', 'created_at', 'name', 'email', 'phone_number', 'reason'], inbox.appointments(), (r) => [
        r.id,
        r.created_at,
        r.name,
        r.email,
        formatPhone(r.phone_number, country),
        r.reason,
      ]),
    );
  });

  route(app, contactMessagesExport, async (_request, reply) => {
    const country = await app.siteSettings.defaultCountry();
    return sendCsv(
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
          formatPhone(r.phone, country),
          r.organization,
          r.industry,
          r.purpose,
          r.message,
        ],
      ),
    );
  });
};
