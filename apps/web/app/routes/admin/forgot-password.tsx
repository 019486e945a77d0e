import { requestPasswordReset } from '@atrium/contract/endpoints/auth';
import { passwordResetBodySchema } from '@atrium/contract/auth';
import { AdminTexts, AuthMessages, Messages } from '@atrium/contract/messages';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { IconArrowLeft } from '~/components/icons';
import { call, ApiError } from '~/lib/api-client';
import { schemaErrors } from '~/lib/form-errors';
import { toastError, toastSuccess } from '~/lib/toast';

export const title = 'Forgot password · Atrium back office';

type Values = { email: string };

const validate = (values: Values) => schemaErrors<keyof Values>(passwordResetBodySchema, values);

export default function ForgotPassword() {
  const navigate = useNavigate();
  // Errors appear after the first submit, then follow the input live.
  const form = useKitForm<Values>({ initial: { email: '' }, validate });
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.attempt()) return;
    const { email } = form.values;
    setSubmitting(true);
    try {
      const { message } = await call(requestPasswordReset, { body: { email } });
      toastSuccess(message || AuthMessages.resetSent);
      await navigate(`/admin/email-sent?email=${encodeURIComponent(email)}`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fallback = error.status === 0 ? Messages.networkError : AuthMessages.resetFailed;
      toastError(error.field('email') ?? (error.status === 429 ? error.message : fallback), {
        title: AdminTexts.errorTitle,
      });
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="forgot-title">
      <Stack gap="lg">
        <div>
          <Title order={1} id="forgot-title" fz={28}>
            Forgot password?
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Enter the email address of your account and we will send you a link to set a new password.
          </Text>
        </div>
        <TextInput
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...form.field('email')}
          withAsterisk
          autoFocus
        />
        <Button type="submit" size="md" fullWidth loading={submitting} disabled={submitting}>
          Send Email
        </Button>
        <Anchor component={Link} to="/admin/login" size="sm" fw={500} ta="center">
          <IconArrowLeft size={14} style={{ verticalAlign: '-2px', marginRight: 6 }} />
          Back to Login
        </Anchor>
      </Stack>
    </form>
  );
}
