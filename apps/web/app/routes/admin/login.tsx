import { login } from '@atrium/contract/endpoints/auth';
import type { FieldErrors } from '@atrium/contract/api';
import { loginBodySchema } from '@atrium/contract/auth';
import { AuthMessages, ToastDuration } from '@atrium/contract/messages';
import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, redirect, useNavigate } from 'react-router';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { PasswordField } from '~/components/password-field';
import { call, ApiError } from '~/lib/api-client';
import { schemaErrors } from '~/lib/form-errors';
import { getRememberedIdentifier, isLoggedIn, setRememberedIdentifier, startSession } from '~/lib/session';
import { toastError, toastSuccess } from '~/lib/toast';
import type { Route } from './+types/login';

/** Signed in already: straight to the profile (spec 1 §2). */
export async function clientLoader() {
  if (isLoggedIn()) throw redirect('/admin/profile');
  return { rememberedIdentifier: getRememberedIdentifier() };
}

export function meta() {
  return [{ title: 'Login · Atrium back office' }];
}

type Values = { identifier: string; password: string };

const validate = (values: Values) => schemaErrors<keyof Values>(loginBodySchema, values);

/** Spec 1 §8: the server's answer decides which field is marked. */
function serverFieldErrors(error: ApiError): FieldErrors {
  if (error.message === AuthMessages.invalidUsername) return { identifier: AuthMessages.invalidUserNameField };
  if (error.message === AuthMessages.invalidPassword) return { password: AuthMessages.invalidPasswordField };
  if (error.status === 400 && (error.errors.identifier || error.errors.password)) {
    const { identifier, password } = error.errors;
    return { ...(identifier ? { identifier } : {}), ...(password ? { password } : {}) };
  }
  return { identifier: AuthMessages.invalidCredentialsField, password: AuthMessages.invalidCredentialsField };
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // Errors appear after the first submit, then follow the input live (spec 1 §5).
  const form = useKitForm<Values>({
    initial: { identifier: loaderData.rememberedIdentifier, password: '' },
    validate,
    serverErrors,
  });
  const [remember, setRemember] = useState(loaderData.rememberedIdentifier !== '');
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setServerErrors({});
    if (!form.attempt()) return;
    const identifier = form.values.identifier.trim();
    setSubmitting(true);
    try {
      const { data } = await call(login, { body: { identifier, password: form.values.password } });
      startSession(data.access, data.user);
      setRememberedIdentifier(remember ? identifier : null);
      toastSuccess(AuthMessages.loginSuccess, { duration: ToastDuration.loginSuccess });
      await navigate('/admin/profile', { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // No answer, or too many attempts: the fields are not at fault.
      if (error.status !== 0 && error.status !== 429 && error.status < 500) setServerErrors(serverFieldErrors(error));
      toastError(error.message);
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <Stack gap="lg">
        <div>
          <Title order={1} id="login-title" fz={28}>
            Login
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Sign in with your email address or username.
          </Text>
        </div>
        <TextInput
          label="Email or username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.field('identifier')}
          withAsterisk
          autoFocus={loaderData.rememberedIdentifier === ''}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          {...form.field('password')}
          withAsterisk
          autoFocus={loaderData.rememberedIdentifier !== ''}
        />
        <Group justify="space-between" wrap="nowrap">
          <Checkbox
            label="Remember me"
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
          <Anchor component={Link} to="/admin/forgot-password" size="sm" fw={500}>
            Forgot Password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={submitting}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
