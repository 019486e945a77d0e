import { z } from 'zod';
import { adminUserSchema, confirmationOf, emailField, nameField, newPasswordField } from './auth.ts';
import { AuthMessages, Messages } from './messages.ts';
import { USER_ROLES, UserRoleLabels, type UserRole } from './roles.ts';

/**
 * Issue 21 items 1 and 2 (decision 035): the users screen, invitations and the two roles. The
 * role rule itself is roles.ts.
 */

/** How long an invitation link works. */
export const INVITATION_HOURS = 72;

/** A user's state: invited (has not accepted yet, cannot sign in), active, or deactivated. */
const USER_STATES = ['invited', 'active', 'deactivated'] as const;
export type UserState = (typeof USER_STATES)[number];

export const UserStateLabels: Record<UserState, string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};

/** The server's answers about users. */
export const UserMessages = {
  forbidden: 'You do not have permission to do this. Ask an administrator if you need it.',
  deactivated: 'This account has been deactivated. Ask an administrator to reactivate it.',
  lastAdmin: 'There must always be at least one active administrator. Make another user an administrator first.',
  emailExists: 'A user with this email already exists.',
  invalidInvitation:
    'This invitation link is invalid, has expired or has already been used. Ask an administrator for a new one.',
  invitationOpen: 'This invitation link is valid.',
  alreadyAccepted: 'This user has already accepted their invitation.',
  notAcceptedYet: 'This user has not accepted their invitation yet: resend it, or delete it.',
  notSelfDeactivate: 'You cannot deactivate your own account.',
  notSelfDelete: 'You cannot delete your own account.',
  notFound: 'User not found.',
  invited: (email: string) => `Invitation sent to ${email}.`,
  resent: (email: string) => `Invitation sent again to ${email}.`,
  roleChanged: (email: string, role: UserRole) => `${email} is now an ${UserRoleLabels[role].toLowerCase()}.`,
  deactivatedUser: (email: string) => `${email} has been deactivated; their sessions have ended.`,
  reactivated: (email: string) => `${email} has been reactivated.`,
  deleted: (email: string) => `${email} has been deleted.`,
  accepted: 'Welcome! Your account is ready.',
} as const;

const roleField = z.enum(USER_ROLES, { error: `role must be one of: ${USER_ROLES.join(', ')}.` });

/** A user as the users screen lists them. */
export const userSchema = adminUserSchema.omit({ two_factor_required: true }).extend({
  state: z.enum(USER_STATES),
  /** null: never signed in. */
  last_sign_in_at: z.string().nullable(),
  /** An invited user's newest link: when it stops working (null for the others). */
  invitation_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const inviteUserBodySchema = z.strictObject({
  email: emailField(AuthMessages.emailEmpty),
  role: roleField,
});

export const updateUserBodySchema = z
  .strictObject({
    role: roleField.optional(),
    active: z.boolean({ error: 'active must be true or false.' }).optional(),
  })
  .refine((body) => body.role !== undefined || body.active !== undefined, {
    message: 'Send role or active.',
  });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

const firstNameField = z
  .string({ error: (issue) => (issue.input === undefined ? Messages.required : undefined) })
  .trim()
  .min(1, Messages.required)
  .max(150, 'Must be at most 150 characters.');

export const acceptInvitationBodySchema = z.strictObject({
  token: z
    .string({ error: UserMessages.invalidInvitation })
    .min(1, UserMessages.invalidInvitation)
    .max(200, UserMessages.invalidInvitation),
  first_name: firstNameField,
  last_name: nameField.optional(),
  password: newPasswordField(AuthMessages.passwordEmpty),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

/** Whether an invitation's link is still open, asked before the screen shows its form. */
export const checkInvitationBodySchema = acceptInvitationBodySchema.pick({ token: true });

/** The accept screen's fields: the body's rules, and a confirmation equal to the password. */
export const acceptInvitationFormSchema = acceptInvitationBodySchema
  .omit({ token: true })
  .extend({ confirm: z.string() })
  .superRefine(confirmationOf('password'));

/** The users screen, the accept-invitation screen and the "not allowed" screen. */
export const UsersTexts = {
  title: 'Users',
  intro:
    'Who can sign in to the back office, and what they may do. Editors manage the content; administrators everything.',
  invite: 'Invite user',
  inviteTitle: 'Invite a user',
  inviteIntro: `They receive an email with a link to set their name and password. The link works once, for ${INVITATION_HOURS} hours.`,
  email: 'Email',
  role: 'Role',
  state: 'State',
  name: 'Name',
  lastSignIn: 'Last sign-in',
  twoFactor: 'Two-factor',
  actions: 'Actions',
  never: 'Never',
  on: 'On',
  off: 'Off',
  you: 'you',
  send: 'Send invitation',
  cancel: 'Cancel',
  resend: 'Resend invitation',
  expires: (when: string) => `Link valid until ${when}`,
  expired: 'Link expired',
  makeRole: (role: UserRole) => `Make ${role === 'administrator' ? 'administrator' : 'editor'}`,
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  delete: 'Delete',
  deleteInvitation: 'Delete invitation',
  roleTitle: (email: string, role: UserRole) =>
    `Make ${email} ${role === 'administrator' ? 'an administrator' : 'an editor'}?`,
  roleText: (role: UserRole) =>
    role === 'administrator'
      ? 'Administrators can do everything, including managing users, the inboxes and the audit log.'
      : 'Editors manage the content only: no users, inboxes, settings or audit log. The change applies at once.',
  deactivateTitle: (email: string) => `Deactivate ${email}?`,
  deactivateText: 'They are signed out everywhere at once and cannot sign in until reactivated.',
  reactivateTitle: (email: string) => `Reactivate ${email}?`,
  reactivateText: 'They can sign in again with their password.',
  deleteTitle: (email: string) => `Delete ${email}?`,
  deleteText: 'The account is removed for good. The audit log keeps their email on past entries.',
  listFailed: 'Failed to load the users.',
  actionFailed: 'The change could not be saved.',
  empty: 'No users yet.',
  // The accept-invitation screen (public, like the password reset).
  acceptTitle: 'Accept your invitation',
  acceptIntro: 'Set your name and a password to finish creating your account.',
  firstName: 'First name',
  lastName: 'Last name',
  password: 'Password',
  confirm: 'Confirm password',
  acceptSubmit: 'Create my account',
  acceptFailed: 'An error occurred. Please try again.',
  missingToken: 'This invitation link is incomplete. Open the link from the email again.',
  toLogin: 'Go to login',
  // The screen an editor meets at an administrators' address.
  notAllowedTitle: 'Not allowed',
  notAllowedText: 'Your role does not give access to this page. Ask an administrator if you need it.',
  toProfile: 'Go to my profile',
} as const;

/** The invitation mail. */
export const InvitationMail = {
  subject: 'You are invited to the Atrium back office',
} as const;
