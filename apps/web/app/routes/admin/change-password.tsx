import { changePassword } from '@atrium/contract/endpoints/auth';
import { passwordProblem } from '@atrium/contract/auth';
import { AuthMessages, Messages } from '@atrium/contract/messages';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '~/components/password-field';
import { PageHeader } from '~/components/page-header';
import { call, ApiError, errorMessage } from '~/lib/api-client';
import type { FormErrors } from '~/lib/form-errors';
import { hasErrors } from '~/lib/form-errors';
import { setAccessToken } from '~/lib/session';
import { toastError, toastSuccess } from '~/lib/toast';

export function meta() {
  return [{ title: 'Change password · Atrium back office' }];
}

type Field = 'old_password' | 'new_password' | 'confirm';
type Values = Record<Field, string>;

/** Spec 1 §5: all three required; the new one without spaces, 8 or more, equal to the confirmation. */
function validate(values: Values): FormErrors<Field> {
  return {
    old_password: values.old_password ? undefined : AuthMessages.oldPasswordEmpty,
    new_password: passwordProblem(values.new_password, AuthMessages.newPasswordEmpty) ?? undefined,
    confirm: !values.confirm
      ? AuthMessages.confirmPasswordEmpty
      : values.confirm !== values.new_password
        ? AuthMessages.passwordsDoNotMatch
        : undefined,
  };
}

export default function ChangePassword() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ old_password: '', new_password: '', confirm: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const errors: FormErrors<Field> = submitted ? { ...validate(values) } : {};
  for (const [key, message] of Object.entries(serverErrors) as [Field, string | undefined][]) {
    if (message && !errors[key]) errors[key] = message;
  }

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (hasErrors(validate(values))) return;
    setSubmitting(true);
    try {
      const { data, message } = await call(changePassword, {
        body: { old_password: values.old_password, new_password: values.new_password },
      });
      // Every earlier token ended with the change; the answer carries this session's new one.
      setAccessToken(data.access);
      toastSuccess(message || AuthMessages.changeSuccess);
      await navigate('/admin/profile');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 401) return; // the session ended; the API client signs out
      setServerErrors({ old_password: error.field('old_password'), new_password: error.field('new_password') });
      const fallback = error.status === 0 ? Messages.networkError : AuthMessages.changeError;
      toastError(error.field('error') ?? error.field('new_password') ?? errorMessage(error, fallback));
      setSubmitting(false);
    }
  }

  return (
    <>
      <PageHeader title="Change Password" description="After the change, other signed-in sessions end." />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={560}>
        <form onSubmit={onSubmit} noValidate aria-label="Change password">
          <Stack gap="md">
            <PasswordField
              label="Old Password"
              autoComplete="current-password"
              value={values.old_password}
              onChange={set('old_password')}
              error={errors.old_password}
              withAsterisk
              autoFocus
            />
            <PasswordField
              label="New Password"
              description="At least 8 characters, no spaces."
              autoComplete="new-password"
              value={values.new_password}
              onChange={set('new_password')}
              error={errors.new_password}
              withAsterisk
            />
            <PasswordField
              label="Confirm Password"
              autoComplete="new-password"
              value={values.confirm}
              onChange={set('confirm')}
              error={errors.confirm}
              withAsterisk
            />
            <Group justify="flex-end" mt="sm">
              <Button component={Link} to="/admin/profile" variant="default">
                Cancel
              </Button>
              <Button type="submit" loading={submitting}>
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
