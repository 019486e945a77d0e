import { acceptInvitation, checkInvitation } from '@atrium/contract/endpoints/users';
import { AuthMessages, Messages, ToastDuration } from '@atrium/contract/messages';
import { acceptInvitationFormSchema, UsersTexts } from '@atrium/contract/users';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { PasswordField } from '~/components/password-field';
import { ApiError, call, errorMessage } from '~/lib/api-client';
import { schemaErrors } from '~/lib/form-errors';
import { startSession } from '~/lib/session';
import { toastError, toastSuccess } from '~/lib/toast';

export const title = `${UsersTexts.acceptTitle} · Atrium back office`;

/**
 * A used, expired or unknown link says so before the form (issue 41: the walk filled in the whole
 * form before learning the link was dead). The check changes nothing; the acceptance checks again.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ refused: string | null }> {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (!token) return { refused: UsersTexts.missingToken };
  try {
    await call(checkInvitation, { body: { token } });
    return { refused: null };
  } catch (error) {
    // Unreachable or rate limited: the form stays, and the acceptance answers for itself.
    if (error instanceof ApiError && error.status === 400)
      return { refused: errorMessage(error, UsersTexts.acceptFailed) };
    return { refused: null };
  }
}

type Values = { first_name: string; last_name: string; password: string; confirm: string };

const validate = (values: Values) => schemaErrors<keyof Values>(acceptInvitationFormSchema, values);

/**
 * Decision 035: the invitation mail's link. The invitee sets a name and a password (the reset's
 * rules) and is signed in; a used, expired or unknown link says so and points to an administrator.
 */
export default function AcceptInvitation() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const form = useKitForm<Values>({
    initial: { first_name: '', last_name: '', password: '', confirm: '' },
    validate,
    liveFromFirstEdit: true,
  });
  const [submitting, setSubmitting] = useState(false);
  const checked = useLoaderData<typeof loader>();
  const [refusedOnSubmit, setRefused] = useState<string | null>(null);
  const refused = refusedOnSubmit ?? checked.refused;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.attempt()) return;
    const { first_name, last_name, password } = form.values;
    setSubmitting(true);
    try {
      const { data, message } = await call(acceptInvitation, { body: { token, first_name, last_name, password } });
      startSession(data.access, data.user);
      toastSuccess(message || AuthMessages.loginSuccess, { duration: ToastDuration.loginSuccess });
      await navigate('/admin/profile', { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setSubmitting(false);
      const text = errorMessage(error, error.status === 0 ? Messages.networkError : UsersTexts.acceptFailed);
      if (error.status === 400 && !error.field('password') && !error.field('first_name')) setRefused(text);
      else toastError(text);
    }
  }

  if (!token || refused) {
    return (
      <Stack gap="lg">
        <Title order={1} fz={28}>
          {UsersTexts.acceptTitle}
        </Title>
        <Alert color="red" variant="light" title={AuthMessages.invalidLinkTitle} role="alert">
          {refused ?? UsersTexts.missingToken}
        </Alert>
        <Button component={Link} to="/admin/login" size="md" fullWidth variant="light">
          {UsersTexts.toLogin}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="accept-title">
      <Stack gap="lg">
        <div>
          <Title order={1} id="accept-title" fz={28}>
            {UsersTexts.acceptTitle}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {UsersTexts.acceptIntro}
          </Text>
        </div>
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={UsersTexts.firstName}
            name="given-name"
            autoComplete="given-name"
            {...form.field('first_name')}
            withAsterisk
            autoFocus
          />
          <TextInput
            label={UsersTexts.lastName}
            name="family-name"
            autoComplete="family-name"
            {...form.field('last_name')}
          />
        </Group>
        <PasswordField
          label={UsersTexts.password}
          name="new-password"
          autoComplete="new-password"
          {...form.field('password')}
          withAsterisk
        />
        <PasswordField
          label={UsersTexts.confirm}
          name="confirm-password"
          autoComplete="new-password"
          {...form.field('confirm')}
          withAsterisk
        />
        <Button type="submit" size="md" fullWidth loading={submitting}>
          {UsersTexts.acceptSubmit}
        </Button>
        <Anchor component={Link} to="/admin/login" size="sm" fw={500} ta="center">
          {UsersTexts.toLogin}
        </Anchor>
      </Stack>
    </form>
  );
}
