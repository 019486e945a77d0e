import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title row of an admin screen: heading, a line of context and the screen's main actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="md" wrap="wrap">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.2}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
