import { updateAdminProfile } from '@atrium/contract/endpoints/auth';
import type { FieldErrors } from '@atrium/contract/api';
import { profileUpdateBodySchema } from '@atrium/contract/auth';
import { IMAGE_ACCEPT } from '@atrium/contract/enums';
import { AdminTexts, AuthMessages, Messages } from '@atrium/contract/messages';
import { Avatar, Button, FileButton, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useKitForm } from '~/admin-kit/use-kit-form';
import defaultAvatar from '~/assets/default-avatar.svg';
import { IconTrash, IconUpload } from '~/components/icons';
import { isImageFile } from '~/components/media-inputs/file-types';
import { PageHeader } from '~/components/page-header';
import { call, ApiError, errorMessage } from '~/lib/api-client';
import { schemaErrors } from '~/lib/form-errors';
import { mediaUrl } from '~/lib/media';
import { getStoredUser, setStoredUser } from '~/lib/session';
import { toastError, toastSuccess } from '~/lib/toast';
import { profileQueryKey } from '~/lib/use-profile';

export const title = 'Edit profile · Atrium back office';

/** The picture as it will be sent: unchanged, a new file, or removed. */
type Picture = { kind: 'current' } | { kind: 'new'; file: File } | { kind: 'removed' };
type Values = { first_name: string; last_name: string; email: string; profile_image: Picture };

/** First and last name are sent only when not empty (requirements 1 §5). */
function textFields(values: Values) {
  const fields: { email: string; first_name?: string; last_name?: string } = { email: values.email.trim() };
  if (values.first_name.trim()) fields.first_name = values.first_name.trim();
  if (values.last_name.trim()) fields.last_name = values.last_name.trim();
  return fields;
}

const validate = (values: Values) => schemaErrors<keyof Values>(profileUpdateBodySchema, textFields(values));

export default function EditProfile() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [initial] = useState(() => getStoredUser());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // Errors appear after the first submit, then follow the input live.
  const form = useKitForm<Values>({
    initial: () => ({
      first_name: initial?.first_name ?? '',
      last_name: initial?.last_name ?? '',
      email: initial?.email ?? '',
      profile_image: { kind: 'current' },
    }),
    validate,
    serverErrors,
  });
  const picture = form.values.profile_image;
  // A refused file shows its message at once, and holds the submit until another choice.
  const [pictureError, setPictureError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  const previewUrl = useMemo(() => (picture.kind === 'new' ? URL.createObjectURL(picture.file) : null), [picture]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  const shownPicture =
    previewUrl ?? (picture.kind === 'current' ? mediaUrl(initial?.profile_image) : undefined) ?? defaultAvatar;
  const hasPicture = picture.kind === 'new' || (picture.kind === 'current' && Boolean(initial?.profile_image));
  const pictureMessage = form.errors.profile_image ?? pictureError;

  function choosePicture(file: File | null) {
    if (!file) return;
    if (!isImageFile(file)) {
      setPictureError(Messages.imageTypes);
      return;
    }
    setPictureError(undefined);
    form.set('profile_image', { kind: 'new', file });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setServerErrors({});
    if (!form.attempt() || pictureError) return;
    // A new picture goes as a file (the API client sends the body as multipart), '' removes it.
    const profile_image = picture.kind === 'new' ? picture.file : picture.kind === 'removed' ? '' : undefined;
    setSubmitting(true);
    try {
      const { data, message } = await call(updateAdminProfile, { body: { ...textFields(form.values), profile_image } });
      setStoredUser(data);
      queryClient.setQueryData(profileQueryKey, data);
      toastSuccess(message || AuthMessages.profileSuccess);
      // Saved: going to the profile is not leaving unsaved changes (decision 027).
      form.settle();
      await navigate('/admin/profile');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 401) return; // the session ended; the API client signs out
      setServerErrors(error.errors);
      const fallback = error.status === 0 ? Messages.networkError : AuthMessages.profileError;
      toastError(errorMessage(error, fallback));
      setSubmitting(false);
    }
  }

  return (
    <>
      <PageHeader
        title={AdminTexts.editProfile}
        description="Your name and picture appear in the back-office header."
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={onSubmit} noValidate aria-label="Edit profile">
          <Stack gap="xl">
            <Group gap="lg" align="center" wrap="wrap">
              <Avatar src={shownPicture} alt="Profile picture preview" size={96} radius={999} />
              <Stack gap={6}>
                <Group gap="sm">
                  <FileButton onChange={choosePicture} accept={IMAGE_ACCEPT}>
                    {(props) => (
                      <Button {...props} variant="light" leftSection={<IconUpload size={16} />}>
                        {hasPicture ? 'Change picture' : 'Upload picture'}
                      </Button>
                    )}
                  </FileButton>
                  {hasPicture ? (
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} />}
                      onClick={() => {
                        form.set('profile_image', { kind: 'removed' });
                        setPictureError(undefined);
                      }}
                    >
                      Remove picture
                    </Button>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed">
                  JPG, JPEG or PNG.
                  {picture.kind === 'new' ? ` Selected: ${picture.file.name}` : ''}
                </Text>
                {pictureMessage ? (
                  <Text size="sm" c="red.8" role="alert">
                    {pictureMessage}
                  </Text>
                ) : null}
              </Stack>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <TextInput
                label="First Name"
                autoComplete="given-name"
                placeholder={AdminTexts.firstNamePlaceholder}
                {...form.field('first_name')}
              />
              <TextInput
                label="Last Name"
                autoComplete="family-name"
                placeholder={AdminTexts.lastNamePlaceholder}
                {...form.field('last_name')}
              />
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                placeholder={AdminTexts.emailPlaceholder}
                {...form.field('email')}
                withAsterisk
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button component={Link} to="/admin/profile" variant="default" onClick={form.settle}>
                Cancel
              </Button>
              <Button type="submit" loading={submitting} disabled={submitting}>
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
