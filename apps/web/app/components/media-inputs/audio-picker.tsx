import { Messages } from '@atrium/contract/messages';
import { IconMicrophone } from '~/components/icons';
import { FileDrop } from './file-drop';
import { AUDIO_FILE_TYPES, isAudioFile } from './file-types';
import classes from './media-inputs.module.css';

export type AudioPickerProps = {
  label: string;
  /** The newly chosen file, not yet uploaded. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** The stored audio file's path ('/media/...') when editing: shown until a new file replaces it. */
  existing?: string | null;
  /** Removes the stored file (the field is optional). */
  onClearExisting?: () => void;
  error?: string;
  description?: string;
};

/**
 * An audio field (a podcast's episode, decision 040): choose (or drop) an MP3, M4A or Ogg file and
 * listen to it before saving. Other types are refused with Messages.audioTypes; the server judges
 * the bytes.
 */
export function AudioPicker(field: AudioPickerProps) {
  return (
    <FileDrop
      {...field}
      noun="audio"
      accept={AUDIO_FILE_TYPES}
      isAccepted={isAudioFile}
      typeMessage={Messages.audioTypes}
      typesHint="MP3, M4A or Ogg"
      aspectRatio={16 / 3}
      renderPreview={(url, name) => (
        <audio className={classes.audioPreview} src={url} controls preload="metadata" aria-label={name} />
      )}
      placeholderIcon={<IconMicrophone size={28} />}
    />
  );
}
