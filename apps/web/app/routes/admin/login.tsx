import { AuthMessages, ToastDuration } from '@atrium/contract/messages';
import { Anchor, Checkbox, Group, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { SignInForm } from '~/admin-kit/sign-in-form';
import { safeNextPath } from '~/lib/next-path';
import { getRememberedIdentifier, isLoggedIn, setRememberedIdentifier, startSession } from '~/lib/session';
import { toastSuccess } from '~/lib/toast';

/** Where a sign-in leads: `next` when it is a back-office path (decision 026), else the dashboard (decision 082). */
function destination(search: URLSearchParams): string {
  return safeNextPath(search.get('next')) ?? '/admin/dashboard';
}

/** Signed in already: straight on (requirements 1 §2). */
export async function loader({ request }: LoaderFunctionArgs) {
  if (isLoggedIn()) throw redirect(destination(new URL(request.url).searchParams));
  return { rememberedIdentifier: getRememberedIdentifier() };
}

export const title = 'Login · Atrium back office';

export default function Login() {
  const loaderData = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [remember, setRemember] = useState(loaderData.rememberedIdentifier !== '');

  return (
    <SignInForm
      initialIdentifier={loaderData.rememberedIdentifier}
      labelledBy="login-title"
      onSignedIn={async (data, identifier) => {
        startSession(data.access, data.user);
        setRememberedIdentifier(remember ? identifier : null);
        toastSuccess(AuthMessages.loginSuccess, { duration: ToastDuration.loginSuccess });
        await navigate(destination(search), { replace: true });
      }}
      header={
        <div>
          <Title order={1} id="login-title" fz={28}>
            Login
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Sign in with your email address or username.
          </Text>
        </div>
      }
      extra={
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
      }
    />
  );
}
