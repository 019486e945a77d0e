import { confirmEmailChange } from '@atrium/contract/endpoints/step-up';
import { AuthMessages, Messages } from '@atrium/contract/messages';
import { EmailChangeMessages, EmailChangeTexts } from '@atrium/contract/step-up';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, call, errorMessage } from '~/lib/api-client';
import { isLoggedIn } from '~/lib/session';
import { toastError } from '~/lib/toast';
import { profileQueryKey } from '~/lib/use-profile';

export const title = `${EmailChangeTexts.title} · Atrium back office`;

/**
 * Decision 068: the link mailed to a new address opens this page; only its button confirms (a
 * POST), since mail scanners fetch links. Works signed in or not (another device may open it).
 */
export default function ConfirmEmail() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const back = isLoggedIn()
    ? { to: '/admin/profile', label: EmailChangeTexts.toProfile }
    : { to: '/admin/login', label: EmailChangeTexts.toLogin };

  async function confirm() {
    setSubmitting(true);
    try {
      const { message } = await call(confirmEmailChange, { body: { token } });
      setDone(message);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const text = errorMessage(error, error.status === 0 ? Messages.networkError : EmailChangeMessages.invalidLink);
      if (error.status === 400) setRefused(text);
      else toastError(text);
    } finally {
      setSubmitting(false);
    }
  }

  const link = (
    <Button component={Link} to={back.to} size="md" fullWidth variant={done ? 'filled' : 'light'}>
      {back.label}
    </Button>
  );

  if (!token || refused) {
    return (
      <Stack gap="lg">
        <Title order={1} fz={28}>
          {EmailChangeTexts.title}
        </Title>
        <Alert color="red" variant="light" title={AuthMessages.invalidLinkTitle} role="alert">
          {refused ?? EmailChangeMessages.invalidLink}
        </Alert>
        {link}
      </Stack>
    );
  }

  if (done) {
    return (
      <Stack gap="lg">
        <Title order={1} fz={28}>
          {EmailChangeTexts.doneTitle}
        </Title>
        <Alert color="teal" variant="light" role="status">
          {done}
        </Alert>
        {link}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {EmailChangeTexts.title}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {EmailChangeTexts.intro}
        </Text>
      </div>
      <Button size="md" fullWidth loading={submitting} onClick={confirm}>
        {EmailChangeTexts.confirm}
      </Button>
    </Stack>
  );
}
