import { Messages } from '@atrium/contract/messages';
import { videoEmbedUrl } from '@atrium/contract/video';
import { Input, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId } from 'react';
import { IconLink, IconPlayerPlay } from '~/components/icons';
import { FileDrop } from './file-drop';
import { isVideoFile, VIDEO_FILE_TYPES } from './file-types';
import classes from './media-inputs.module.css';

type VideoSource = 'url' | 'file';

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
  /** Help under the field's label. */
  description?: string;
  /** The refusal of another file type, where a screen's spec words it differently; default Messages.videoTypes. */
  typeMessage?: string;
  /** Links to YouTube and Vimeo only (the server refuses any other): no direct file addresses. */
  playersOnly?: boolean;
};

/**
 * A video field: a link (YouTube and Vimeo links previewed in their player) or an uploaded
 * MP4, WebM or Ogg file, previewed before saving. The form decides what one source does to the
 * other (requirements 1 §4: they clear each other).
 */
export function VideoPicker(props: VideoPickerProps) {
  const { label, source, onSourceChange, required, description } = props;
  const id = useId();
  return (
    <Input.Wrapper
      role="group"
      aria-labelledby={`${id}-label`}
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      required={required}
      description={description}
    >
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
        {source === 'url' ? <VideoUrlInput {...props} /> : <VideoFileInput {...props} labelId={`${id}-label`} />}
      </Stack>
    </Input.Wrapper>
  );
}

function VideoUrlInput({ url, onUrlChange, urlError, required, playersOnly }: VideoPickerProps) {
  const [settled] = useDebouncedValue(url.trim(), 400);
  const embed = settled ? videoEmbedUrl(settled) : null;
  const direct =
    settled && !embed && !playersOnly && /^https?:\/\/\S+\.(mp4|webm|ogg|ogv)(\?\S*)?$/i.test(settled) ? settled : null;
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
        description={
          playersOnly
            ? 'A YouTube or Vimeo link.'
            : 'A YouTube or Vimeo link, or the address of an MP4, WebM or Ogg file.'
        }
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
      ) : settled && !playersOnly ? (
        <Text size="xs" c="dimmed">
          No preview for this address; it is saved as it is.
        </Text>
      ) : null}
    </>
  );
}

function VideoFileInput({
  file,
  onFileChange,
  existingFile,
  fileError,
  labelId,
  typeMessage = Messages.videoTypes,
}: VideoPickerProps & { labelId: string }) {
  return (
    <FileDrop
      noun="video"
      value={file}
      onChange={onFileChange}
      existing={existingFile}
      error={fileError}
      labelId={labelId}
      accept={VIDEO_FILE_TYPES}
      isAccepted={isVideoFile}
      typeMessage={typeMessage}
      typesHint="MP4, WebM or Ogg"
      aspectRatio={16 / 9}
      renderPreview={(url, name) => <video src={url} controls preload="metadata" aria-label={name} />}
      placeholderIcon={<IconPlayerPlay size={28} />}
      libraryKind="video"
    />
  );
}
