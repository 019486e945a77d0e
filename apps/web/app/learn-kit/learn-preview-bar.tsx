import { learnItemPath } from '@atrium/contract/pages';
import type { LearnType } from '@atrium/contract/learn';
import type { FormPreviewBody, LearnPreviewValues } from '@atrium/contract/previews';
import { isLiveAt } from '@atrium/contract/schedule';
import { Group, Paper } from '@mantine/core';
import { PreviewButton, SharePreviewLinks, ViewOnSiteButton } from '~/admin-kit/preview-actions';
import { learnMedia } from './learn-media';
import type { LearnItem, LearnValues } from './learn-values';

const storedFile = (record: LearnItem | null, field: string | undefined) =>
  Boolean(record && field && (record as Record<string, unknown>)[field]);

/**
 * What the preview of a learn form sends (decision 028): the values as typed, saved or not, the
 * stored files the form cleared, and whether it holds new files (shown once saved).
 */
export function learnPreviewBody(type: LearnType, values: LearnValues, record: LearnItem | null): FormPreviewBody {
  const media = learnMedia(type);
  const cleared: NonNullable<LearnPreviewValues['cleared']> = [];
  if (record?.authorImage && !values.storedAuthorImage) cleared.push('authorImage');
  if (storedFile(record, media.logo) && !values.storedLogo) cleared.push('logo');
  if (storedFile(record, media.audio) && !values.storedAudio) cleared.push('audioFile');
  return {
    type,
    ...(record ? { id: record.id } : {}),
    values: {
      selectedPage: values.selectedPage,
      title: values.title,
      subtitle: values.subtitle,
      description: values.description,
      created_at: values.created_at,
      categories: values.categories.map(Number).filter((id) => Number.isInteger(id) && id > 0),
      authorName: values.authorName,
      cta_status: values.cta_status ? 1 : 0,
      cta_url: values.cta_url,
      ...(media.type ? { videoType: values.videoSource === 'file' ? 1 : 0, videoUrl: values.videoUrl } : {}),
      ...(media.audio ? { transcript: values.transcript } : {}),
      cleared,
      hasNewFiles: Boolean(
        values.image || values.logo || values.authorImage || values.videoFile || values.poster || values.audioFile,
      ),
    },
  };
}

/** The top of a learn form: Preview, and View on site while the item is published. */
export function LearnPreviewBar({
  type,
  values,
  record,
}: {
  type: LearnType;
  values: LearnValues;
  record: LearnItem | null;
}) {
  return (
    <Group gap="xs" justify="flex-end">
      <PreviewButton body={() => learnPreviewBody(type, values, record)} />
      {record && isLiveAt(record, new Date()) && record.slug ? (
        <ViewOnSiteButton href={learnItemPath(type, record.slug)} />
      ) : null}
    </Group>
  );
}

/** A saved item's share panel: preview links to its saved state. */
export function LearnShareLinks({ type, record }: { type: LearnType; record: LearnItem | null }) {
  if (!record) return null;
  return (
    <Paper withBorder p="sm" radius="md">
      <SharePreviewLinks target={{ type, id: record.id }} />
    </Paper>
  );
}
