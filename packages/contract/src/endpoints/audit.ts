import { z } from 'zod';
import { fail, MAX_ID, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import { MAX_PAGE_SIZE } from '../enums.ts';
import { csvAnswer } from './submissions.ts';

/**
 * Issue 20 item 4 (decision 031): the audit log. Every administrator write, every sign-in and
 * password change or reset is one entry; administrators read and export them, and no call edits
 * or deletes one (entries older than AUDIT_DAYS are dropped by the server itself).
 */

export const AUDIT_ACTIONS = [
  'create',
  'update',
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
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How each action reads in the screen and the CSV. */
export const AuditActionLabels: Record<AuditAction, string> = {
  create: 'Create',
  update: 'Update',
  status: 'Publish / unpublish',
  delete: 'Delete',
  delete_forever: 'Delete forever',
  restore: 'Restore',
  restore_revision: 'Restore revision',
  reorder: 'Reorder',
  export: 'Export',
  settings: 'Settings',
  sign_in: 'Sign-in',
  sign_in_failed: 'Failed sign-in',
  password_change: 'Password change',
  password_reset: 'Password reset',
  session_reuse: 'Reused session token',
  invite: 'Invite',
  invite_resend: 'Resend invitation',
  role_change: 'Role change',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  invitation_accept: 'Invitation accepted',
  session_end: 'Session ended',
  two_factor_enable: 'Two-factor turned on',
  two_factor_disable: 'Two-factor turned off',
  two_factor_reset: 'Two-factor reset',
  recovery_code_used: 'Recovery code used',
  step_up: 'Identity confirmed (step-up)',
  recovery_codes_new: 'New recovery codes',
  email_change: 'Email address changed',
};

/**
 * How each recorded resource (the first segment of its /api path, or 'auth' for sign-in events)
 * reads in the screen (the CSV keeps the keys): the back office's own names. An unknown key reads as
 * itself.
 */
const AuditResourceLabels: Readonly<Record<string, string>> = {
  auth: 'Sign-in',
  'admin-profile': 'Profile',
  'admin-change-password': 'Password',
  'password-reset': 'Password reset',
  'password-reset-confirm': 'Password reset',
  'audit-log': 'Audit log',
  users: 'Users',
  redirects: 'Redirects',
  'hero-sliders': 'Hero Slider',
  pages: 'Pages',
  'learn-articles': 'Articles',
  'learn-blogs': 'Blogs',
  'learn-podcasts': 'Podcasts',
  'learn-videos': 'Videos',
  faqs: 'FAQ',
  'faqs-main': 'Main FAQ',
  'mission-vision-goals': 'Mission Vision Goal',
  'mission-vision-goals-sub': 'Mission Vision Goal items',
  individuals: 'Individuals',
  'contact-us': 'Contact Us',
  'contact-us-details': 'Contact details',
  industries: 'Industries',
  requestedappointments: 'Requested Appointments',
  mailinglists: 'Mailing Lists',
  categories: 'Categories',
  'preview-links': 'Preview links',
  previews: 'Previews',
};

export const auditResourceLabel = (resource: string) =>
  Object.hasOwn(AuditResourceLabels, resource) ? AuditResourceLabels[resource]! : resource;

export const AuditTexts = {
  title: 'Audit log',
  navLabel: 'Audit log',
  intro: 'Who changed what, and every sign-in. Entries cannot be edited or deleted.',
  person: 'Person',
  resource: 'Resource',
  action: 'Action',
  from: 'From',
  to: 'To',
  any: 'Any',
  when: 'When',
  record: 'Record',
  fields: 'Fields',
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
  /** Names of the fields sent (never their values), or the ids of a bulk delete. */
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
