import { z } from 'zod';
import { fail, MAX_ID, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import { MAX_PAGE_SIZE } from '../enums.ts';
import { ImportTexts } from '../imports.ts';
import { MediaLibraryTexts } from '../media-library.ts';
import { AdminNavLabels } from '../messages.ts';
import { NewsletterTexts } from '../newsletters.ts';
import { ChangeWords } from '../revisions.ts';
import { csvAnswer } from './submissions.ts';

/**
 * Issue 20 item 4 (decision 031): the audit log. Every administrator write, every sign-in and
 * password change or reset is one entry; administrators read and export them, and no call edits
 * or deletes one (entries older than AUDIT_DAYS are dropped by the server itself).
 */

export const AUDIT_ACTIONS = [
  'create',
  'update',
  // Decision 085: named where the write happens. 'status' is an older entry's publish or unpublish.
  'publish',
  'unpublish',
  'schedule',
  'unschedule',
  'newsletter_send',
  'import',
  'status',
  'delete',
  'delete_forever',
  'restore',
  'restore_revision',
  'reorder',
  'export',
  'settings',
  'sign_in',
  'sign_in_failed',
  'password_change',
  'password_reset',
  'session_reuse',
  'invite',
  'invite_resend',
  'role_change',
  'deactivate',
  'reactivate',
  'invitation_accept',
  'session_end',
  'two_factor_enable',
  'two_factor_disable',
  'two_factor_reset',
  'recovery_code_used',
  // Decision 068.
  'step_up',
  'recovery_codes_new',
  'email_change',
  // Decision 096: a learn item's address, in a language or the default.
  'address_change',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How each action reads in the screen, as people say it (decision 085; the CSV keeps the keys). */
export const AuditActionLabels: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Edited',
  publish: 'Published',
  unpublish: 'Unpublished',
  schedule: 'Scheduled',
  unschedule: 'Cancelled the schedule',
  newsletter_send: 'Sent a newsletter',
  import: 'Imported',
  status: 'Published or unpublished',
  delete: 'Deleted',
  delete_forever: 'Deleted permanently',
  restore: 'Restored',
  restore_revision: 'Restored a version',
  reorder: 'Reordered',
  export: 'Exported',
  settings: 'Changed settings',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed to sign in',
  password_change: 'Changed the password',
  password_reset: 'Reset the password',
  session_reuse: 'Reused session token',
  invite: 'Invited',
  invite_resend: 'Sent the invitation again',
  role_change: 'Changed the role',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  invitation_accept: 'Accepted the invitation',
  session_end: 'Ended a session',
  two_factor_enable: 'Turned two-factor on',
  two_factor_disable: 'Turned two-factor off',
  two_factor_reset: 'Reset two-factor',
  recovery_code_used: 'Used a recovery code',
  step_up: 'Confirmed their identity (step-up)',
  recovery_codes_new: 'Made new recovery codes',
  email_change: 'Changed the email address',
  address_change: 'Changed the address',
};

/**
 * How each recorded resource (the first segment of its /api path, or 'auth' for sign-in events)
 * reads in the screen (the CSV keeps the keys): the back office's own screen names (its
 * navigation's labels). An unknown key reads as itself.
 */
const AuditResourceLabels: Readonly<Record<string, string>> = {
  auth: 'Sign-in',
  'admin-profile': 'My Profile',
  'admin-change-password': 'Password',
  'password-reset': 'Password reset',
  'password-reset-confirm': 'Password reset',
  'audit-log': AdminNavLabels.auditLog,
  users: AdminNavLabels.users,
  redirects: AdminNavLabels.redirects,
  'hero-sliders': AdminNavLabels.heroSlider,
  pages: AdminNavLabels.pages,
  'learn-articles': AdminNavLabels.articles,
  'learn-blogs': AdminNavLabels.blogs,
  'learn-podcasts': AdminNavLabels.podcasts,
  'learn-videos': AdminNavLabels.videos,
  faqs: AdminNavLabels.faq,
  'faqs-main': 'Main FAQ',
  'mission-vision-goals': AdminNavLabels.missionVisionGoal,
  'mission-vision-goals-sub': 'Mission Vision Goal items',
  individuals: AdminNavLabels.individuals,
  'contact-us': AdminNavLabels.contactUs,
  'contact-us-details': 'Contact details',
  industries: AdminNavLabels.industries,
  requestedappointments: AdminNavLabels.requestedAppointments,
  mailinglists: AdminNavLabels.mailingLists,
  categories: AdminNavLabels.categories,
  'preview-links': 'Preview links',
  previews: 'Previews',
  newsletters: NewsletterTexts.title,
  'admin-site-settings': AdminNavLabels.siteSettings,
  'admin-settings': AdminNavLabels.siteSettings,
  media: MediaLibraryTexts.navLabel,
  ckeditor: 'Images in text',
  imports: ImportTexts.navLabel,
};

export const auditResourceLabel = (resource: string) =>
  Object.hasOwn(AuditResourceLabels, resource) ? AuditResourceLabels[resource]! : resource;

/**
 * An entry's summary as lines to read (decision 085): each change ('Title: Old → New',
 * 'Description: changed'), a bulk action's titles, an export's filters; an older entry's field
 * names as it recorded them ('Fields sent: status').
 */
export function auditSummaryLines(summary: Record<string, unknown> | null): string[] {
  if (!summary) return [];
  const lines: string[] = [];
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : String(value));
  if (Array.isArray(summary.changes)) {
    for (const change of summary.changes as unknown[]) {
      const { label, before, after } = (change ?? {}) as { label?: unknown; before?: unknown; after?: unknown };
      if (typeof label === 'string')
        lines.push(ChangeWords.line(label, before as string | undefined, after as string | undefined));
    }
  }
  if (Array.isArray(summary.titles)) lines.push(list(summary.titles));
  if (summary.fields !== undefined) lines.push(AuditTexts.fieldsSent(list(summary.fields)));
  if (summary.filters !== undefined) lines.push(`${AuditTexts.filters}: ${list(summary.filters)}`);
  if (summary.ids !== undefined && !Array.isArray(summary.titles)) lines.push(`ids: ${list(summary.ids)}`);
  return lines;
}

/**
 * An entry's record as people know it: the title it had when written (an older user entry's
 * `user`, their email: decision 088), else its id.
 */
export const auditRecordName = (entry: Pick<AuditEntry, 'record_id' | 'summary'>): string | null => {
  const title = entry.summary?.title ?? entry.summary?.user;
  return typeof title === 'string' && title ? title : entry.record_id;
};

export const AuditTexts = {
  title: 'Audit log',
  navLabel: 'Audit log',
  intro: 'Who changed what, and every sign-in. Entries cannot be edited or deleted.',
  person: 'Person',
  resource: 'Screen',
  action: 'Action',
  from: 'From',
  to: 'To',
  any: 'Any',
  when: 'When',
  record: 'Record',
  fields: 'What changed',
  /** An older entry's summary: the names of the fields sent, not what changed. */
  fieldsSent: (names: string) => `Fields sent: ${names}`,
  filters: 'Filters',
  address: 'Address',
  export: 'Export CSV',
  empty: 'No entries match these filters.',
  clear: 'Clear filters',
  listFailed: 'Unable to load the audit log. Please try again.',
  exportFailed: 'Unable to export the audit log. Please try again.',
} as const;

const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  user_id: z.number().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  record_id: z.string().nullable(),
  /**
   * Decision 085: `title`, the record's title when written (kept after it is deleted), `changes`
   * (each changed field's label with its old and new value in words; rich text only "changed"),
   * `ids` and `titles` of a bulk action. Older entries have `fields`, the names of the fields sent.
   */
  summary: z.record(z.string(), z.unknown()).nullable(),
  client_address: z.string().nullable(),
  user_agent: z.string().nullable(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date.');

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).min(min, message).max(max, message),
  );

/** The filters the list and the export share. */
const auditFilterSchema = z.strictObject({
  user: wholeNumber('user must be a positive id.', 1, MAX_ID).optional(),
  resource: z.string().max(100, 'resource must be at most 100 characters.').optional(),
  action: z.enum(AUDIT_ACTIONS, { error: `action must be one of: ${AUDIT_ACTIONS.join(', ')}.` }).optional(),
  /** The first day (UTC) of the range, whole. */
  from: day.optional(),
  /** The last day (UTC) of the range, whole. */
  to: day.optional(),
});

export type AuditFilter = z.output<typeof auditFilterSchema>;

const auditListQuerySchema = auditFilterSchema.extend({
  limit: wholeNumber(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`, 1, MAX_PAGE_SIZE).default(20),
  skip: wholeNumber('skip must be a whole number of 0 or more.', 0, 10_000_000).default(0),
});

const tags = ['audit-log'];
const failures = { 400: fail, 401: fail };

export const auditLogList = endpoint({
  method: 'GET',
  path: '/audit-log/',
  access: 'admin',
  tags,
  summary: 'Audit entries, newest first, by person, resource, action and day range (read only)',
  query: auditListQuerySchema,
  responses: { 200: ok(z.object({ items: z.array(auditEntrySchema), total: z.number() })), ...failures },
});

export const auditLogFacets = endpoint({
  method: 'GET',
  path: '/audit-log/facets/',
  access: 'admin',
  tags,
  summary: 'The people and resources the audit log names, for its filters',
  responses: {
    200: ok(
      z.object({
        people: z.array(z.object({ id: z.number(), email: z.string() })),
        resources: z.array(z.string()),
      }),
    ),
    401: fail,
  },
});

export const auditLogExport = endpoint({
  method: 'GET',
  path: '/audit-log/export/',
  access: 'admin',
  tags,
  summary: 'The filtered audit entries as CSV (the export is itself recorded)',
  query: auditFilterSchema,
  responses: { 200: csvAnswer, ...failures },
});
