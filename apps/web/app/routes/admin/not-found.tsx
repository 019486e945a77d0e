import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export const title = 'Not found · Atrium back office';

export default function AdminNotFound() {
  return (
    <Stack align="flex-start" gap="sm" py="xl">
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text c="dimmed">This back-office page does not exist, or is coming in a later release.</Text>
      <Button component={Link} to="/admin/profile" variant="light">
        Go to my profile
      </Button>
    </Stack>
  );
}
