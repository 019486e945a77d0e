import { z } from 'zod';
import { withFormat } from './documented.ts';
import { MIN_PASSWORD_LENGTH } from './enums.ts';
import { AuthMessages, Messages } from './messages.ts';
import { USER_ROLES } from './roles.ts';

/** Argon2 cost grows with the input; no real password is longer than this. */
export const MAX_PASSWORD_LENGTH = 256;
const MAX_EMAIL_LENGTH = 254;

/** The administrator as the API sends it (login, profile). */
export const adminUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** A relative media path ('/media/...') or null for the default picture. */
  profile_image: z.string().nullable(),
  /** Decision 035: what the back office shows this user (the server checks every call itself). */
  role: z.enum(USER_ROLES),
  /** Decision 036: TOTP is on for this user. */
  two_factor_enabled: z.boolean(),
  /** REQUIRE_2FA is set: a user without a second factor must enrol before anything else. */
  two_factor_required: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The spec's email rules in its order: empty, spaces, shape. Null when the address is fine. */
export function emailProblem(value: string, emptyMessage: string = AuthMessages.emailEmpty): string | null {
  if (value.length === 0) return emptyMessage;
  if (/\s/.test(value)) return AuthMessages.emailSpaces;
  if (value.length > MAX_EMAIL_LENGTH || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return AuthMessages.emailInvalid;
  return null;
}

/** The spec's new-password rules: required, no spaces, at least 8 characters. Null when fine. */
export function passwordProblem(value: string, emptyMessage: string = AuthMessages.passwordEmpty): string | null {
  if (value.length === 0) return emptyMessage;
  if (/\s/.test(value)) return AuthMessages.passwordSpaces;
  if (value.length < MIN_PASSWORD_LENGTH) return AuthMessages.passwordShort;
  if (value.length > MAX_PASSWORD_LENGTH) return AuthMessages.passwordLong;
  return null;
}

/** A string field whose absence reads as `missing`; a wrong type keeps zod's own message. */
const text = (missing: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : undefined) });

const checked = (missing: string, problem: (value: string) => string | null) =>
  text(missing).superRefine((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const emailField = (missing: string) =>
  withFormat(
    checked(missing, (v) => emailProblem(v, missing)),
    'email',
  );
export const newPasswordField = (missing: string) => checked(missing, (v) => passwordProblem(v, missing));

export const loginBodySchema = z.strictObject({
  /** The email (any case) or the username. */
  identifier: text(Messages.required)
    .trim()
    .min(1, Messages.required)
    .max(MAX_EMAIL_LENGTH, AuthMessages.invalidCredentials),
  password: text(Messages.required).min(1, Messages.required).max(MAX_PASSWORD_LENGTH, AuthMessages.invalidCredentials),
});

export const passwordResetBodySchema = z.strictObject({ email: emailField(AuthMessages.emailEmpty) });

export const passwordResetConfirmBodySchema = z.strictObject({
  token: text(AuthMessages.invalidLink).min(1, AuthMessages.invalidLink).max(200, AuthMessages.invalidLink),
  new_password: newPasswordField(AuthMessages.passwordEmpty),
});

export const changePasswordBodySchema = z.strictObject({
  old_password: text(AuthMessages.oldPasswordEmpty)
    .min(1, AuthMessages.oldPasswordEmpty)
    .max(MAX_PASSWORD_LENGTH, AuthMessages.oldPasswordWrong),
  new_password: newPasswordField(AuthMessages.newPasswordEmpty),
});

/**
 * The reset screen's two fields as the form holds them (requirements 1 §5): each field's live messages
 * in the spec's order, the confirmation checked against the password. What is sent is
 * passwordResetConfirmBodySchema's body (the token and new_password).
 */
export const passwordResetFormSchema = z
  .object({ new_password: newPasswordField(AuthMessages.passwordEmpty), confirm: z.string() })
  .superRefine(({ new_password, confirm }, ctx) => {
    // After the password's own rules (a field shows its first message).
    if (confirm !== '' && confirm !== new_password) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: AuthMessages.passwordMismatch });
    }
    const message =
      confirm.length === 0
        ? AuthMessages.confirmEmpty
        : /\s/.test(confirm)
          ? AuthMessages.confirmSpaces
          : confirm.length < MIN_PASSWORD_LENGTH
            ? AuthMessages.confirmShort
            : confirm !== new_password
              ? AuthMessages.confirmMismatch
              : null;
    if (message) ctx.addIssue({ code: 'custom', path: ['confirm'], message });
  });

/**
 * A form's `confirm` field, required and equal to its `field` (the change-password and
 * accept-invitation screens): the check to hand to `superRefine`.
 */
export function confirmationOf<const F extends string>(field: F) {
  return (values: Record<F | 'confirm', string>, ctx: z.RefinementCtx) => {
    const message = !values.confirm
      ? AuthMessages.confirmPasswordEmpty
      : values.confirm !== values[field]
        ? AuthMessages.passwordsDoNotMatch
        : null;
    if (message) ctx.addIssue({ code: 'custom', path: ['confirm'], message });
  };
}

/** The change-password screen's fields (requirements 1 §5): the body's rules, and a confirmation equal to the new password. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirm: z.string() })
  .superRefine(confirmationOf('new_password'));

/** Names are sent only when non-empty (requirements 1 §5); '' leaves the stored name as it is. */
export const nameField = z.string({ error: 'Must be text.' }).trim().max(150, 'Must be at most 150 characters.');

/**
 * The text fields of a profile update, as JSON or multipart. The picture (profile_image) is a
 * file on the server and a File in the browser, so the endpoint declares it as a file field
 * (endpoints/auth.ts) and each side adds its own field for it.
 */
const profileUpdateFields = {
  email: emailField(AuthMessages.profileEmailRequired),
  first_name: nameField.optional(),
  last_name: nameField.optional(),
};
export const profileUpdateBodySchema = z.strictObject(profileUpdateFields);

/** What a successful login returns in `data`. */
export type LoginResult = { access: string; user: AdminUser };
