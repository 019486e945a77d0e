import { changePassword } from '@atrium/contract/endpoints/auth';
import type { FieldErrors } from '@atrium/contract/api';
import { changePasswordFormSchema } from '@atrium/contract/auth';
import { AuthMessages, Messages } from '@atrium/contract/messages';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { PasswordField } from '~/components/password-field';
import { PageHeader } from '~/components/page-header';
import { call, ApiError, errorMessage } from '~/lib/api-client';
import { schemaErrors } from '~/lib/form-errors';
import { toastError, toastSuccess } from '~/lib/toast';

export const title = 'Change password · Atrium back office';

type Values = { old_password: string; new_password: string; confirm: string };

/** Requirements 1 §5: all three required; the new one without spaces, 8 or more, equal to the confirmation. */
const validate = (values: Values) => schemaErrors<keyof Values>(changePasswordFormSchema, values);

export default function ChangePassword() {
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // Errors appear after the first submit, then follow the input live.
  const form = useKitForm<Values>({
    initial: { old_password: '', new_password: '', confirm: '' },
    validate,
    serverErrors,
  });
  const { values } = form;
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setServerErrors({});
    if (!form.attempt()) return;
    setSubmitting(true);
    try {
      // Every earlier token ends with the change; the answer carries this session's new one,
      // stored by the API client before other calls refused meanwhile go again (decision 061).
      const { message } = await call(
        changePassword,
        { body: { old_password: values.old_password, new_password: values.new_password } },
        { replacesToken: true },
      );
      toastSuccess(message || AuthMessages.changeSuccess);
      // Saved: going to the profile is not leaving unsaved changes (decision 027).
      form.settle();
      await navigate('/admin/profile');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 401) return; // the session ended; the API client signs out
      setServerErrors(error.errors);
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
              {...form.field('old_password')}
              withAsterisk
              autoFocus
            />
            <PasswordField
              label="New Password"
              description="At least 8 characters, no spaces."
              autoComplete="new-password"
              {...form.field('new_password')}
              withAsterisk
            />
            <PasswordField
              label="Confirm Password"
              autoComplete="new-password"
              {...form.field('confirm')}
              withAsterisk
            />
            <Group justify="flex-end" mt="sm">
              <Button component={Link} to="/admin/profile" variant="default" onClick={form.settle}>
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
