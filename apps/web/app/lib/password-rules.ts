import { passwordProblem } from '@atrium/contract/auth';
import { MIN_PASSWORD_LENGTH } from '@atrium/contract/enums';
import { AuthMessages } from '@atrium/contract/messages';

/** The reset screen's live message for the password field (spec 1 §5), or undefined. */
export function resetPasswordMessage(password: string, confirm: string): string | undefined {
  const problem = passwordProblem(password);
  if (problem) return problem;
  if (confirm !== '' && confirm !== password) return AuthMessages.passwordMismatch;
  return undefined;
}

/** The reset screen's live message for the confirm field (spec 1 §5), or undefined. */
export function resetConfirmMessage(password: string, confirm: string): string | undefined {
  if (confirm.length === 0) return AuthMessages.confirmEmpty;
  if (/\s/.test(confirm)) return AuthMessages.confirmSpaces;
  if (confirm.length < MIN_PASSWORD_LENGTH) return AuthMessages.confirmShort;
  if (confirm !== password) return AuthMessages.confirmMismatch;
  return undefined;
}
