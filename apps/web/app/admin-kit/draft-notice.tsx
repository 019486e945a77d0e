import { UnsavedTexts } from '@atrium/contract/messages';
import { Alert, Button, Group, Text } from '@mantine/core';
import { formatDraftTime } from './form-drafts';
import type { DraftNotice as Notice } from './use-kit-form';

/**
 * The offer of a draft kept in this browser (decision 027), at the top of its form: when it was
 * typed and when the record was last saved, with Restore and Discard.
 */
export function DraftNotice({ notice }: { notice: Notice }) {
  const draftTime = formatDraftTime(notice.draftSavedAt);
  const savedTime = notice.recordSavedAt ? formatDraftTime(notice.recordSavedAt) : null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      title={UnsavedTexts.draftTitle}
      // The light yellow's own title colour is too faint on its background: the text's colour reads.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-draft-notice=""
    >
      <Text size="sm">{UnsavedTexts.draftMessage(draftTime, savedTime)}</Text>
      <Group gap="sm" mt="sm">
        <Button size="xs" onClick={notice.restore}>
          {UnsavedTexts.restore}
        </Button>
        <Button size="xs" variant="default" onClick={notice.discard}>
          {UnsavedTexts.discard}
        </Button>
      </Group>
    </Alert>
  );
}
