import { UsersTexts } from '@atrium/contract/users';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Decision 035: what an editor sees at an administrators' address, instead of a screen whose calls would fail. */
export function NotAllowed() {
  return (
    <Stack align="flex-start" gap="sm" py="xl" data-testid="not-allowed">
      <Title order={1} size="h2">
        {UsersTexts.notAllowedTitle}
      </Title>
      <Text c="dimmed">{UsersTexts.notAllowedText}</Text>
      <Button component={Link} to="/admin/profile" variant="light">
        {UsersTexts.toProfile}
      </Button>
    </Stack>
  );
}
