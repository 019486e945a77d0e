import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, passwordResetFormSchema } from './auth.ts';
import { AuthMessages } from './messages.ts';

/** Each field's first message, as the admin forms show them. */
function firstMessages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe('passwordResetFormSchema (requirements 1 §5, reset password)', () => {
  const check = (new_password: string, confirm: string) =>
    firstMessages(passwordResetFormSchema.safeParse({ new_password, confirm }));

  it("gives each field its own messages in the spec's order", () => {
    expect(check('', '')).toEqual({ new_password: AuthMessages.passwordEmpty, confirm: AuthMessages.confirmEmpty });
    expect(check('has space1', 'has space1')).toEqual({
      new_password: AuthMessages.passwordSpaces,
      confirm: AuthMessages.confirmSpaces,
    });
    expect(check('short', 'short')).toEqual({
      new_password: AuthMessages.passwordShort,
      confirm: AuthMessages.confirmShort,
    });
  });

  it('tells both fields of a mismatch, the password only once a confirmation is typed', () => {
    expect(check('long-enough', '')).toEqual({ confirm: AuthMessages.confirmEmpty });
    expect(check('long-enough', 'long-enough-x')).toEqual({
      new_password: AuthMessages.passwordMismatch,
      confirm: AuthMessages.confirmMismatch,
    });
    // The password's own rule comes first.
    expect(check('short', 'long-enough').new_password).toBe(AuthMessages.passwordShort);
  });

  it('passes a matching password of 8 or more without spaces', () => {
    expect(passwordResetFormSchema.safeParse({ new_password: 'long-enough', confirm: 'long-enough' }).success).toBe(
      true,
    );
  });
});

describe('changePasswordFormSchema (requirements 1 §5, change password)', () => {
  const check = (old_password: string, new_password: string, confirm: string) =>
    firstMessages(changePasswordFormSchema.safeParse({ old_password, new_password, confirm }));

  it('requires all three, each with its own message', () => {
    expect(check('', '', '')).toEqual({
      old_password: AuthMessages.oldPasswordEmpty,
      new_password: AuthMessages.newPasswordEmpty,
      confirm: AuthMessages.confirmPasswordEmpty,
    });
  });

  it('holds the new password to the rules and the confirmation to it, whatever the other fields say', () => {
    expect(check('', 'has space1', 'has space1').new_password).toBe(AuthMessages.passwordSpaces);
    expect(check('', 'long-enough', 'long-enough-x')).toEqual({
      old_password: AuthMessages.oldPasswordEmpty,
      confirm: AuthMessages.passwordsDoNotMatch,
    });
    expect(check('old', 'long-enough', 'long-enough')).toEqual({});
  });
});
