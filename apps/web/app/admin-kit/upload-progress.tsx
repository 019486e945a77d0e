import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { IconX } from '~/components/icons';
import { formatBytes } from '~/components/media-inputs/file-types';
import type { UploadTracker } from './upload-tracker';

/**
 * The progress of a save's upload, with a way to stop it; nothing while no file is going out.
 * Leaving the page mid-upload asks first (the browser's own dialog).
 */
export function UploadProgress({ tracker }: { tracker: UploadTracker }) {
  const progress = useSyncExternalStore(tracker.subscribe, tracker.getSnapshot, tracker.getSnapshot);
  const sending = progress !== null && progress.loaded < progress.total;

  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);

  if (!progress) return null;
  const percent = progress.total > 0 ? Math.min(100, Math.floor((progress.loaded / progress.total) * 100)) : 0;
  return (
    <Stack gap={6} data-upload-progress>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {sending ? `Uploading… ${percent}%` : 'Upload complete. Saving…'}
        </Text>
        <Text size="xs" c="dimmed">
          {formatBytes(progress.loaded)} of {formatBytes(progress.total)}
        </Text>
      </Group>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section value={percent} aria-label="Upload progress" animated={sending} />
      </Progress.Root>
      {sending ? (
        <Group justify="flex-end">
          <Button size="xs" variant="default" leftSection={<IconX size={14} />} onClick={tracker.cancel}>
            Cancel upload
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
