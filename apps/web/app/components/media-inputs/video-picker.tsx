import { VIDEO_ACCEPT } from '@atrium/contract/enums';
import { Messages } from '@atrium/contract/messages';
import { videoEmbedUrl } from '@atrium/contract/video';
import { Button, FileButton, Group, Input, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useRef, useState, type DragEvent } from 'react';
import { IconLink, IconPlayerPlay, IconUpload, IconX } from '~/components/icons';
import { mediaUrl } from '~/lib/media';
import { formatBytes, isVideoFile } from './file-types';
import { useObjectUrl } from './use-object-url';
import classes from './media-inputs.module.css';

export type VideoSource = 'url' | 'file';

export type VideoPickerProps = {
  label: string;
  source: VideoSource;
  onSourceChange: (source: VideoSource) => void;
  url: string;
  onUrlChange: (url: string) => void;
  /** The newly chosen file, not yet uploaded. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The stored video file's path when editing. */
  existingFile?: string | null;
  urlError?: string;
  fileError?: string;
  required?: boolean;
};

/**
 * A video field: a link (YouTube and Vimeo links previewed in their player) or an uploaded
 * MP4, WebM or Ogg file, previewed before saving. The form decides what one source does to the
 * other (spec 1 §4: they clear each other).
 */
export function VideoPicker(props: VideoPickerProps) {
  const { label, source, onSourceChange, required } = props;
  const id = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: `${id}-label` }} required={required}>
      <Stack gap="sm" mt={4}>
        <SegmentedControl
          aria-labelledby={`${id}-label`}
          value={source}
          onChange={(value) => onSourceChange(value as VideoSource)}
          data={[
            { value: 'url', label: 'Video link' },
            { value: 'file', label: 'Upload a file' },
          ]}
          className={classes.segmented}
        />
        {source === 'url' ? <VideoUrlInput {...props} /> : <VideoFileInput {...props} />}
      </Stack>
    </Input.Wrapper>
  );
}

function VideoUrlInput({ url, onUrlChange, urlError, required }: VideoPickerProps) {
  const [settled] = useDebouncedValue(url.trim(), 400);
  const embed = settled ? videoEmbedUrl(settled) : null;
  const direct = settled && !embed && /^https?:\/\/\S+\.(mp4|webm|ogg|ogv)(\?\S*)?$/i.test(settled) ? settled : null;
  return (
    <>
      <TextInput
        label="Video URL"
        size="sm"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        leftSection={<IconLink size={16} />}
        value={url}
        onChange={(event) => onUrlChange(event.currentTarget.value)}
        error={urlError}
        required={required}
        description="A YouTube or Vimeo link, or the address of an MP4, WebM or Ogg file."
      />
      {embed ? (
        <div className={classes.videoFrame}>
          <iframe
            src={embed}
            title="Preview of the linked video"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        </div>
      ) : direct ? (
        <div className={classes.videoFrame}>
          <video src={direct} controls preload="metadata" aria-label="Preview of the linked video" />
        </div>
      ) : settled ? (
        <Text size="xs" c="dimmed">
          No preview for this address; it is saved as it is.
        </Text>
      ) : null}
    </>
  );
}

function VideoFileInput({ file, onFileChange, existingFile, fileError }: VideoPickerProps) {
  const id = useId();
  const [typeError, setTypeError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const resetRef = useRef<() => void>(null);
  const localUrl = useObjectUrl(file);
  const previewUrl = localUrl ?? mediaUrl(existingFile) ?? null;
  const shownError = typeError ?? fileError;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;

  function take(next: File | null) {
    resetRef.current?.();
    if (!next) return;
    if (!isVideoFile(next)) {
      setTypeError(Messages.videoTypes);
      return;
    }
    setTypeError(null);
    onFileChange(next);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0] ?? null);
  }

  return (
    <Input.Wrapper error={shownError} errorProps={{ id: errorId }}>
      <div
        className={classes.drop}
        data-dragging={dragging || undefined}
        data-invalid={shownError ? 'true' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className={classes.preview} style={{ aspectRatio: 16 / 9 }}>
          {previewUrl ? (
            <video
              src={previewUrl}
              controls
              preload="metadata"
              aria-label={file ? `Preview of ${file.name}` : 'Current video'}
            />
          ) : (
            <span className={classes.previewEmpty} aria-hidden="true">
              <IconPlayerPlay size={28} />
            </span>
          )}
        </div>
        <div className={classes.dropBody}>
          <Text size="sm" fw={600} id={statusId}>
            {file ? `New video: ${file.name}` : existingFile ? 'Current video' : 'No video chosen'}
          </Text>
          <Text size="xs" c="dimmed">
            {file
              ? `${formatBytes(file.size)} · uploaded when you save the form`
              : 'MP4, WebM or Ogg. Drag a file here or choose one.'}
          </Text>
          <Group gap="xs" mt={8}>
            <FileButton onChange={take} accept={VIDEO_ACCEPT} resetRef={resetRef}>
              {(buttonProps) => (
                <Button
                  {...buttonProps}
                  size="xs"
                  variant="default"
                  leftSection={<IconUpload size={14} />}
                  aria-describedby={[statusId, shownError ? errorId : null].filter(Boolean).join(' ')}
                  data-invalid={shownError ? 'true' : undefined}
                >
                  {previewUrl ? 'Replace video' : 'Choose video'}
                </Button>
              )}
            </FileButton>
            {file ? (
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                leftSection={<IconX size={14} />}
                onClick={() => {
                  setTypeError(null);
                  onFileChange(null);
                }}
              >
                {existingFile ? 'Keep current video' : 'Remove'}
              </Button>
            ) : null}
          </Group>
        </div>
      </div>
    </Input.Wrapper>
  );
}
