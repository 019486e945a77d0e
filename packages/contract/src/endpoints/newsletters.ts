import { z } from 'zod';
import { done, fail, idParam, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import { localeQueryShape } from '../locales.ts';
import { newsletterReportSchema, newsletterSendBodySchema } from '../newsletter-sending.ts';
import {
  archivedNewsletterSchema,
  archivedNewsletterSummarySchema,
  newsletterBodySchema,
  newsletterCandidatesQuerySchema,
  newsletterItemSchema,
  newsletterListQuerySchema,
  newsletterPatchSchema,
  newsletterPreviewSchema,
  newsletterSchema,
  newsletterSlugParam,
  newsletterWebTokenParam,
  newsletterSummarySchema,
  newsletterTestBodySchema,
  newsletterTestRecipientSchema,
} from '../newsletters.ts';

/**
 * Issue 25 (decision 052): writing newsletters, previewing and testing them. Editors and
 * administrators. Sending and its report are decision 053's (POST /newsletters/:id/send/).
 */

/** `?locale=` (decision 091): the language a newsletter is read, written, previewed or tested in; absent, the default. */
const inLocale = z.strictObject(localeQueryShape);

const tags = ['newsletters'];
const failures = { 400: fail, 401: fail, 403: fail, 404: fail, 409: fail };

export const listNewsletters = endpoint({
  method: 'GET',
  path: '/newsletters/',
  access: 'editor',
  tags,
  summary: 'Newsletters, newest first, by subject and state, a page at a time',
  query: newsletterListQuerySchema,
  responses: {
    200: ok(z.object({ items: z.array(newsletterSummarySchema), total: z.number() })),
    400: fail,
    401: fail,
    403: fail,
  },
});

export const createNewsletter = endpoint({
  method: 'POST',
  path: '/newsletters/',
  access: 'editor',
  tags,
  summary:
    'A new draft: subject, preheader, rich-text introduction, learn items (picked or since the last one), private flag',
  body: newsletterBodySchema,
  responses: { 201: ok(newsletterSchema), ...failures },
});

/** The compose form's item picker: published learn items of every type, newest first. */
export const newsletterCandidates = endpoint({
  method: 'GET',
  path: '/newsletters/learn-items/',
  access: 'editor',
  tags,
  summary: 'Published learn items to pick for a newsletter, by title, newest first',
  query: newsletterCandidatesQuerySchema,
  responses: { 200: ok(z.array(newsletterItemSchema)), 400: fail, 401: fail, 403: fail },
});

export const getNewsletter = endpoint({
  method: 'GET',
  path: '/newsletters/:id/',
  access: 'editor',
  tags,
  summary: 'One newsletter with its introduction and picked items',
  params: idParam,
  query: inLocale,
  responses: { 200: ok(newsletterSchema), 400: fail, 401: fail, 403: fail, 404: fail },
});

export const updateNewsletter = endpoint({
  method: 'PATCH',
  path: '/newsletters/:id/',
  access: 'editor',
  tags,
  summary: 'Change a draft or scheduled newsletter (409 once sending or sent)',
  params: idParam,
  query: inLocale,
  body: newsletterPatchSchema,
  responses: { 200: ok(newsletterSchema), ...failures },
});

export const removeNewsletter = endpoint({
  method: 'DELETE',
  path: '/newsletters/:id/',
  access: 'editor',
  tags,
  summary: 'Delete a draft (409 for any other state)',
  params: idParam,
  responses: { 200: ok(z.object({ id: z.number() })), ...failures },
});

export const previewNewsletter = endpoint({
  method: 'GET',
  path: '/newsletters/:id/preview/',
  access: 'editor',
  tags,
  summary: 'The email as it would go out now: subject, preheader, HTML (for the preview frame) and plain text',
  params: idParam,
  query: inLocale,
  responses: { 200: ok(newsletterPreviewSchema), 400: fail, 401: fail, 403: fail, 404: fail },
});

/** Decision 067: the addresses a test copy may go to, for the test dialog. */
export const newsletterTestRecipients = endpoint({
  method: 'GET',
  path: '/newsletters/test-recipients/',
  access: 'editor',
  tags,
  summary: 'The addresses a test copy may go to: the active users of the site, by address',
  responses: { 200: ok(z.array(newsletterTestRecipientSchema)), 401: fail, 403: fail },
});

export const testNewsletter = endpoint({
  method: 'POST',
  path: '/newsletters/:id/test/',
  access: 'editor',
  tags,
  summary:
    'Send one test copy now to an active user’s address (any other: 400), through the outbox, its subject prefixed “[Test] ”',
  params: idParam,
  query: inLocale,
  body: newsletterTestBodySchema,
  responses: { 200: done, ...failures, 429: fail },
});

/** The public archive (decision 052): sent newsletters that are not private, newest first. */
export const newsletterArchive = endpoint({
  method: 'GET',
  path: '/newsletters/archive/',
  access: 'public',
  tags,
  summary:
    'The public archive: every sent newsletter not marked private, newest first (`?locale=`: in that language where written in it)',
  query: inLocale,
  responses: { 200: ok(z.array(archivedNewsletterSummarySchema)), 400: fail },
});

export const newsletterArchived = endpoint({
  method: 'GET',
  path: '/newsletters/archive/:slug/',
  access: 'public',
  tags,
  summary: 'One newsletter of the public archive by slug (404 while unsent, or when private)',
  params: newsletterSlugParam,
  query: inLocale,
  responses: { 200: ok(archivedNewsletterSchema), 400: fail, 404: fail },
});

/** Decision 086: a sent newsletter's unlisted page (a private one's web address, linked from its mail). */
export const newsletterWebView = endpoint({
  method: 'GET',
  path: '/newsletters/web/:token/',
  access: 'public',
  tags,
  summary:
    'A sent newsletter by its web token: the “view in browser” page of its mail, private ones too (404 until sent)',
  params: newsletterWebTokenParam,
  query: inLocale,
  responses: { 200: ok(archivedNewsletterSchema), 400: fail, 404: fail },
});

/**
 * Decision 053: the send (now, or `at` a minute in the future), the schedule's cancel, and the
 * report. The recipients are snapshotted when the send starts (at the scheduled minute).
 */
export const sendNewsletter = endpoint({
  method: 'POST',
  path: '/newsletters/:id/send/',
  access: 'editor',
  tags,
  summary:
    'Send to every confirmed, not bouncing subscriber: now, or at `at` (an ISO instant in the future, kept to its minute); 409 once sending or sent',
  params: idParam,
  body: newsletterSendBodySchema,
  responses: { 200: done, ...failures },
});

export const unscheduleNewsletter = endpoint({
  method: 'DELETE',
  path: '/newsletters/:id/send/',
  access: 'editor',
  tags,
  summary: 'Cancel a scheduled send: the newsletter is a draft again (409 when not scheduled)',
  params: idParam,
  responses: { 200: done, ...failures },
});

export const newsletterReport = endpoint({
  method: 'GET',
  path: '/newsletters/:id/report/',
  access: 'editor',
  tags,
  summary:
    'What became of its mails: recipients, queued, sent, failed, skipped, now bouncing, unsubscribed after it (nothing is tracked)',
  params: idParam,
  responses: { 200: ok(newsletterReportSchema), 400: fail, 401: fail, 403: fail, 404: fail },
});
