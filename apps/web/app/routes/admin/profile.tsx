import { AdminTexts, AuthMessages } from '@atrium/contract/messages';
import { Avatar, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import defaultAvatar from '~/assets/default-avatar.svg';
import { IconKey, IconPencil } from '~/components/icons';
import { PageHeader } from '~/components/page-header';
import { MySessions } from '~/features/users/sessions';
import { PasskeysSection } from '~/features/two-factor/passkeys-section';
import { TwoFactorSection } from '~/features/two-factor/two-factor-section';
import { mediaUrl } from '~/lib/media';
import { displayName, useCurrentUser } from '~/lib/session';
import { useProfileRefresh } from '~/lib/use-profile';

export const title = 'My profile · Atrium back office';

export default function Profile() {
  useProfileRefresh();
  const user = useCurrentUser();
  const name = displayName(user) ?? AuthMessages.guestUser;
  return (
    <>
      <PageHeader
        title={AdminTexts.myProfile}
        actions={
          <>
            <Button component={Link} to="/admin/change-password" variant="default" leftSection={<IconKey size={16} />}>
              {AdminTexts.changePassword}
            </Button>
            <Button component={Link} to="/admin/edit-profile" leftSection={<IconPencil size={16} />}>
              {AdminTexts.editProfile}
            </Button>
          </>
        }
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group gap="lg" mb="xl" wrap="nowrap" align="center">
          <Avatar src={mediaUrl(user?.profile_image) ?? defaultAvatar} alt="Profile picture" size={96} radius={999} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            {user?.email ? (
              <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <TextInput
            label="First Name"
            value={user?.first_name ?? ''}
            placeholder={AdminTexts.firstNamePlaceholder}
            readOnly
            variant="filled"
          />
          <TextInput
            label="Last Name"
            value={user?.last_name ?? ''}
            placeholder={AdminTexts.lastNamePlaceholder}
            readOnly
            variant="filled"
          />
          <TextInput
            label="Email"
            value={user?.email ?? ''}
            placeholder={AdminTexts.emailPlaceholder}
            readOnly
            variant="filled"
          />
        </SimpleGrid>
      </Paper>
      <TwoFactorSection />
      <PasskeysSection />
      <MySessions />
    </>
  );
}
