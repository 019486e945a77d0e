import { Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { UploadProgress } from './upload-progress';
import type { UploadTracker } from './upload-tracker';

/**
 * The dialog shown while a record is being created ('Creating Hero Slider...'); it cannot be
 * dismissed, but an upload in it shows its progress and can be cancelled.
 */
export function LoadingDialog({
  opened,
  title,
  upload,
  message = 'Saving and uploading. This can take a moment for large files.',
}: {
  opened: boolean;
  title: string;
  upload?: UploadTracker;
  /** What is happening, under the title; the default speaks of an upload. */
  message?: string;
}) {
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title={title}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="sm"
      radius="md"
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" role="status">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {message}
          </Text>
        </Group>
        {upload ? <UploadProgress tracker={upload} /> : null}
      </Stack>
    </Modal>
  );
}
