import { z } from 'zod';
import { done, fail, idParam, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import { localeQueryShape } from '../locales.ts';
import {
  appointmentRequestSchema,
  contactMessageRequestSchema,
  mailingListSignupSchema,
  unreadCountSchema,
} from '../submissions.ts';

/**
 * Requirements 3 §7 Public: the three submissions anyone may send after the spam check (rate limited per
 * address, a honeypot, ALTCHA or reCAPTCHA), the mailing list's confirm and unsubscribe links,
 * and the administrator's CSV exports and inbox read state. Lists, counts and deletes of the
 * inboxes are the resource kit's (resources.ts).
 */

const tags = ['submissions'];
const publicResponses = { 201: done, 400: fail };

export const joinMailingList = endpoint({
  method: 'POST',
  path: '/mailinglists/',
  access: 'public',
  tags,
  summary: 'Join the mailing list: a confirmation mail follows (the same answer for any address)',
  body: mailingListSignupSchema,
  responses: publicResponses,
});

export const requestAppointment = endpoint({
  method: 'POST',
  path: '/requestedappointments/',
  access: 'public',
  tags,
  summary: 'Request an appointment (spam-checked; the organisation is mailed)',
  body: appointmentRequestSchema,
  responses: publicResponses,
});

export const sendContactMessage = endpoint({
  method: 'POST',
  path: '/contact-us/',
  access: 'public',
  tags,
  summary: 'Send a contact message (spam-checked; the organisation is mailed)',
  body: contactMessageRequestSchema,
  responses: publicResponses,
});

const tokenParams = z.object({ token: z.string().max(200) });
/** A 303 carries the envelope too, so a client that does not follow it still reads what happened. */
const redirectBody = z.object({ success: z.boolean(), message: z.string() });
/**
 * Decision 067: what a site page's form adds to its POST. With it the answer is a 303 to the
 * result page (a browser without JavaScript lands on a page); without it, the envelope.
 */
const fromPage = z.literal('page').optional();
/**
 * Decision 067: opening a link (GET or HEAD: a person, or a mail gateway checking every link)
 * changes nothing. A well-formed token is sent (303) to the site's page whose button POSTs; a
 * browser is sent there whatever the token (the page says what is wrong).
 */
const openLinkResponses = { 303: redirectBody, 400: fail };
/** A POST that acts: the envelope, or with `from=page` a 303 to the result page. */
const actResponses = { 200: done, 303: redirectBody, 400: fail, 403: fail, 404: fail };

export const confirmMailingList = endpoint({
  method: 'GET',
  path: '/mailinglists/confirm/:token/',
  access: 'public',
  tags,
  summary:
    'Opens a confirmation link: changes nothing, sends to the page /mailing-list/confirm?token= whose button confirms',
  params: tokenParams,
  responses: openLinkResponses,
});

/**
 * The confirmation itself (decision 067): what the confirm page's button posts (url-encoded,
 * `from=page`), or an API client (JSON `{}`). Works once, for 7 days. A POST whose Origin names
 * another site is refused (403); the link's token is what allows it.
 */
export const confirmMailingListByPost = endpoint({
  method: 'POST',
  path: '/mailinglists/confirm/:token/',
  access: 'public',
  tags,
  summary:
    "Confirms a signup (works once, for 7 days); with from=page (the site page's form) the answer is a 303 to /mailing-list/confirmed",
  params: tokenParams,
  // ours (decision 095): the page's language, whose result page the 303 leads to.
  body: z.object({ from: fromPage, ...localeQueryShape }),
  responses: actResponses,
});

export const unsubscribeMailingList = endpoint({
  method: 'GET',
  path: '/mailinglists/unsubscribe/:token/',
  access: 'public',
  tags,
  summary:
    'Opens an unsubscribe link (the List-Unsubscribe address): changes nothing, sends to the page /mailing-list/unsubscribe?token= whose button unsubscribes',
  params: tokenParams,
  responses: openLinkResponses,
});

/**
 * RFC 8058 one-click unsubscribe (decision 053): what a mail client (Gmail's and Yahoo's
 * Unsubscribe button) POSTs to the List-Unsubscribe address of a newsletter: the form field
 * `List-Unsubscribe=One-Click`, url-encoded or multipart, no sign-in, no cookie, no CSRF token,
 * from anywhere. The unsubscribe page's button posts the same with `from=page` (decision 067),
 * and gets a 303 to the result page; that one is refused (403) when its Origin names another site.
 */
export const oneClickUnsubscribeMailingList = endpoint({
  method: 'POST',
  path: '/mailinglists/unsubscribe/:token/',
  access: 'public',
  tags,
  summary:
    'One-click unsubscribe (RFC 8058): the body List-Unsubscribe=One-Click (form-encoded); answered 200 without a redirect, the same every time (with from=page: a 303 to /mailing-list/unsubscribed)',
  params: tokenParams,
  body: z.object({ 'List-Unsubscribe': z.literal('One-Click'), from: fromPage, ...localeQueryShape }),
  files: {},
  responses: actResponses,
});

/** A CSV download's documented answer (the audit log's export shares it). */
export const csvAnswer = {
  description: 'A CSV file (UTF-8 with a byte-order mark; every cell quoted; formulas neutralised).',
  content: { 'text/csv': { schema: z.string() } },
};

const csvExport = <const P extends `/${string}`>(path: P, summary: string) =>
  endpoint({ method: 'GET', path, access: 'admin', tags, summary, responses: { 200: csvAnswer } });

export const mailingListExport = csvExport(
  '/mailinglists/export.csv',
  'The confirmed subscribers with their consent, as CSV',
);
export const appointmentsExport = csvExport('/requestedappointments/export.csv', 'Every requested appointment, as CSV');
export const contactMessagesExport = csvExport('/contact-us/export.csv', 'Every contact message, as CSV');

/**
 * Not in the spec: which rows of an inbox no administrator has viewed yet (decision 013). A row
 * is marked read by an explicit POST when the admin opens it (View), not by a GET, so lists,
 * exports and prefetches never change it.
 */
function readState<const K extends string>(key: K) {
  return {
    unreadCount: endpoint({
      method: 'GET',
      path: `/${key}/unread-count/`,
      access: 'admin',
      tags: [key],
      summary: 'How many rows no administrator has viewed yet (the navigation badge)',
      responses: { 200: ok(unreadCountSchema), 401: fail },
    }),
    markRead: endpoint({
      method: 'POST',
      path: `/${key}/:id/read/`,
      access: 'admin',
      tags: [key],
      summary: 'Marks the row read (the admin viewed it); again is harmless and keeps the first time',
      params: idParam,
      responses: { 200: ok(z.object({ id: z.number(), read_at: z.string() })), 400: fail, 401: fail, 404: fail },
    }),
  };
}

/** The inboxes with a new/read state, by the URL segment of their resource. */
export const inboxReadState = {
  requestedappointments: readState('requestedappointments'),
  'contact-us': readState('contact-us'),
} as const;
