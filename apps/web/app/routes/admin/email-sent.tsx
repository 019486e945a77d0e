import { AuthMessages } from '@atrium/contract/messages';
import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { IconMail } from '~/components/icons';

export const title = 'Check your email · Atrium back office';

export default function EmailSent() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim();
  return (
    <Stack gap="lg">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconMail size={28} />
      </ThemeIcon>
      <div>
        <Title order={1} fz={28}>
          Check your email
        </Title>
        <Text mt="xs">
          {email ? (
            <>
              If an account uses <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>, we have sent it a link
              to reset the password.
            </>
          ) : (
            'If an account uses that address, we have sent it a link to reset the password.'
          )}
        </Text>
        <Text mt="xs" fw={600}>
          {AuthMessages.linkValidity}
        </Text>
      </div>
      <Button component={Link} to="/admin/login" size="md" fullWidth>
        Login
      </Button>
      <Text size="sm" c="dimmed" ta="center">
        Did not get the email?{' '}
        <Anchor component={Link} to="/admin/forgot-password" fw={500}>
          Resend link
        </Anchor>
      </Text>
    </Stack>
  );
}
