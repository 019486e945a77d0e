import { confirmPasswordReset } from '@atrium/contract/endpoints/auth';
import { passwordResetConfirmBodySchema, passwordResetFormSchema } from '@atrium/contract/auth';
import { AuthMessages, Messages } from '@atrium/contract/messages';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { IconArrowLeft } from '~/components/icons';
import { PasswordField } from '~/components/password-field';
import { call, ApiError, errorMessage } from '~/lib/api-client';
import { hasErrors, schemaErrors } from '~/lib/form-errors';
import { clearSession } from '~/lib/session';
import { toastError, toastSuccess } from '~/lib/toast';

export const title = 'Reset password · Atrium back office';

type Values = { new_password: string; confirm: string };

const validate = (values: Values) => schemaErrors<keyof Values>(passwordResetFormSchema, values);

export default function PasswordReset() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  // Requirements 1 §5: live messages once a field has been typed in, and on both after a submit.
  const form = useKitForm<Values>({ initial: { new_password: '', confirm: '' }, validate, liveFromFirstEdit: true });
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { new_password: password, confirm } = form.values;
    const isValid = form.attempt();
    if (!token) {
      toastError(AuthMessages.invalidLink, { title: AuthMessages.invalidLinkTitle });
      return;
    }
    if (!isValid) {
      if (password !== confirm && password && confirm) toastError(AuthMessages.passwordsDoNotMatch);
      return;
    }
    if (hasErrors(schemaErrors(passwordResetConfirmBodySchema, { token, new_password: password }))) return;
    setSubmitting(true);
    try {
      const { message } = await call(confirmPasswordReset, { body: { token, new_password: password } });
      // The reset ended every earlier token, including one this browser may still hold.
      clearSession();
      toastSuccess(message || AuthMessages.resetSuccess);
      await navigate('/admin/login', { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fallback = error.status === 0 ? Messages.networkError : AuthMessages.resetError;
      toastError(error.field('error') ?? error.field('new_password') ?? errorMessage(error, fallback));
      setSubmitting(false);
    }
  }

  if (!token) {
    return (
      <Stack gap="lg">
        <Title order={1} fz={28}>
          Reset password
        </Title>
        <Alert color="red" variant="light" title={AuthMessages.invalidLinkTitle} role="alert">
          {AuthMessages.invalidLink}
        </Alert>
        <Button component={Link} to="/admin/forgot-password" size="md" fullWidth>
          Send a new link
        </Button>
        <BackToLogin />
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="reset-title">
      <Stack gap="lg">
        <div>
          <Title order={1} id="reset-title" fz={28}>
            Reset password
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Choose a new password of at least 8 characters, without spaces.
          </Text>
        </div>
        <PasswordField
          label="New Password"
          name="new-password"
          autoComplete="new-password"
          {...form.field('new_password')}
          withAsterisk
          autoFocus
        />
        <PasswordField
          label="Confirm Password"
          name="confirm-password"
          autoComplete="new-password"
          {...form.field('confirm')}
          withAsterisk
        />
        <Button type="submit" size="md" fullWidth loading={submitting}>
          Reset Password
        </Button>
        <BackToLogin />
      </Stack>
    </form>
  );
}

function BackToLogin() {
  return (
    <Anchor component={Link} to="/admin/login" size="sm" fw={500} ta="center">
      <IconArrowLeft size={14} style={{ verticalAlign: '-2px', marginRight: 6 }} />
      Back to Login
    </Anchor>
  );
}
