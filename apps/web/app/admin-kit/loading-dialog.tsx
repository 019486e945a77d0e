import { Group, Loader, Modal, Text } from '@mantine/core';

/** The dialog shown while a record is being created ('Creating Hero Slider...'); it cannot be dismissed. */
export function LoadingDialog({ opened, title }: { opened: boolean; title: string }) {
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
      <Group gap="md" wrap="nowrap" role="status">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          Saving and uploading. This can take a moment for large files.
        </Text>
      </Group>
    </Modal>
  );
}
