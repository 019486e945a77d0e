import type { FieldErrors } from '@atrium/contract/api';
import { loginBodySchema, type LoginResult } from '@atrium/contract/auth';
import { login } from '@atrium/contract/endpoints/auth';
import { AuthMessages } from '@atrium/contract/messages';
import { UserMessages } from '@atrium/contract/users';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { PasswordField } from '~/components/password-field';
import { ApiError, call } from '~/lib/api-client';
import { schemaErrors } from '~/lib/form-errors';
import { toastError } from '~/lib/toast';
import { PasskeySignInButton } from './passkey-sign-in';
import { TwoFactorStep } from './two-factor-step';

type Values = { identifier: string; password: string };

const validate = (values: Values) => schemaErrors<keyof Values>(loginBodySchema, values);

/** Requirements 1 §8: the server's answer decides which field is marked. */
function serverFieldErrors(error: ApiError): FieldErrors {
  if (error.message === AuthMessages.invalidUsername) return { identifier: AuthMessages.invalidUserNameField };
  if (error.message === AuthMessages.invalidPassword) return { password: AuthMessages.invalidPasswordField };
  // The right password of a deactivated account (decision 035): say so, not "Invalid Credentials".
  if (error.message === UserMessages.deactivated) return { identifier: UserMessages.deactivated };
  if (error.status === 400 && (error.errors.identifier || error.errors.password)) {
    const { identifier, password } = error.errors;
    return { ...(identifier ? { identifier } : {}), ...(password ? { password } : {}) };
  }
  return { identifier: AuthMessages.invalidCredentialsField, password: AuthMessages.invalidCredentialsField };
}

export type SignInFormProps = {
  initialIdentifier: string;
  /** Called with the answer and the trimmed identifier; the form stays busy until it settles. */
  onSignedIn: (result: LoginResult, identifier: string) => Promise<void> | void;
  /** Above the fields: the screen's title and words. */
  header?: ReactNode;
  /** Between the fields and the button: the login page's "Remember me" and reset link. */
  extra?: ReactNode;
  /** Beside the button: the dialog's way out. */
  secondary?: ReactNode;
  autoFocus?: boolean;
  labelledBy?: string;
};

/**
 * The sign-in fields, their checks and the call (requirements 1 §4/§5): the login page and the dialog
 * over a screen whose session ended (decision 026) use the same form.
 */
export function SignInForm({
  initialIdentifier,
  onSignedIn,
  header,
  extra,
  secondary,
  autoFocus = true,
  labelledBy,
}: SignInFormProps) {
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // Errors appear after the first submit, then follow the input live (requirements 1 §5).
  const form = useKitForm<Values>({ initial: { identifier: initialIdentifier, password: '' }, validate, serverErrors });
  const [submitting, setSubmitting] = useState(false);
  // Decision 036: a right password of a user with a second factor answers a challenge instead.
  const [challenge, setChallenge] = useState<{ token: string; identifier: string } | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setServerErrors({});
    if (!form.attempt()) return;
    const identifier = form.values.identifier.trim();
    setSubmitting(true);
    try {
      const { data } = await call(login, { body: { identifier, password: form.values.password } });
      if ('challenge' in data) {
        setChallenge({ token: data.challenge, identifier });
        setSubmitting(false);
        return;
      }
      await onSignedIn(data, identifier);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // No answer, or too many attempts: the fields are not at fault.
      if (error.status !== 0 && error.status !== 429 && error.status < 500) setServerErrors(serverFieldErrors(error));
      toastError(error.message);
      setSubmitting(false);
    }
  }

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge.token}
        onSignedIn={(data) => onSignedIn(data, challenge.identifier)}
        onBack={() => setChallenge(null)}
        secondary={secondary}
      />
    );
  }

  const submit = (
    <Button type="submit" size="md" fullWidth loading={submitting}>
      Login
    </Button>
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      <Stack gap="lg">
        {header}
        <TextInput
          label="Email or username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.field('identifier')}
          withAsterisk
          data-autofocus={autoFocus && initialIdentifier === '' ? true : undefined}
          autoFocus={autoFocus && initialIdentifier === ''}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          {...form.field('password')}
          withAsterisk
          data-autofocus={autoFocus && initialIdentifier !== '' ? true : undefined}
          autoFocus={autoFocus && initialIdentifier !== ''}
        />
        {extra}
        <Stack gap="sm">
          {submit}
          <PasskeySignInButton onSignedIn={(data) => onSignedIn(data, data.user.email)} />
          {secondary}
        </Stack>
      </Stack>
    </form>
  );
}
