import { AuthMessages, ToastDuration } from '@atrium/contract/messages';
import { Button, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '~/lib/api-client';
import { loginPathFor } from '~/lib/next-path';
import { keepSessionFresh } from '~/lib/session-keeper';
import { clearSession, getRememberedIdentifier, getStoredUser, startSession } from '~/lib/session';
import { toastSuccess } from '~/lib/toast';
import { SignInForm } from './sign-in-form';

type Pending = { message: string; userId: number | null; identifier: string; resolve: (retry: boolean) => void };

/**
 * Decision 026: the access token is renewed before it ends; when the session has ended anyway
 * (signed out elsewhere, idle too long, a password changed), a sign-in dialog opens over the
 * screen, which stays as it was with its edits. Signing in again as the same user sends the
 * refused calls again (the save goes through); another user goes to their back office; "Go to
 * login" leaves as before, coming back here after signing in.
 */
export function SessionDialog() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;

  useEffect(() => keepSessionFresh(), []);

  useEffect(
    () =>
      setUnauthorizedHandler(
        (message) =>
          new Promise<boolean>((resolve) => {
            const user = getStoredUser();
            setPending({
              message,
              userId: user?.id ?? null,
              identifier: getRememberedIdentifier() || user?.email || '',
              resolve,
            });
          }),
      ),
    [],
  );

  if (!pending) return null;

  function settle(retry: boolean) {
    pending?.resolve(retry);
    setPending(null);
  }

  function goToLogin() {
    // Login comes back here (decision 102): the shell's own redirect of a signed-out screen reads it.
    // The open forms' drafts are written on the way (the guard's navigation to Login, decision 027).
    clearSession({ endedAt: here.current });
    queryClient.clear();
    settle(false);
    void navigate(loginPathFor(here.current), { replace: true });
  }

  return (
    <Modal
      opened
      onClose={goToLogin}
      title={AuthMessages.sessionDialogTitle}
      // Only the dialog's own button leaves: a stray Escape or click must not drop the edits below.
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
      zIndex={300}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <SignInForm
        initialIdentifier={pending.identifier}
        header={
          <Text size="sm" c="dimmed">
            {AuthMessages.sessionDialogText}
          </Text>
        }
        secondary={
          <Button variant="default" size="md" fullWidth onClick={goToLogin}>
            {AuthMessages.sessionDialogCancel}
          </Button>
        }
        onSignedIn={async (data) => {
          startSession(data.access, data.user);
          toastSuccess(AuthMessages.loginSuccess, { duration: ToastDuration.loginSuccess });
          if (pending.userId === null || data.user.id === pending.userId) {
            settle(true);
            return;
          }
          // Another user: their back office, never the first user's unsaved work.
          queryClient.clear();
          settle(false);
          await navigate('/admin', { replace: true });
        }}
      />
    </Modal>
  );
}
