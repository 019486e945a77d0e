import { Messages } from '@atrium/contract/messages';
import { IconPhoto } from '~/components/icons';
import { FileDrop } from './file-drop';
import { IMAGE_FILE_TYPES, isImageFile } from './file-types';

export type ImagePickerProps = {
  label: string;
  /** The newly chosen file, not yet uploaded. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** The stored image's path ('/media/...') when editing: shown until a new file replaces it. */
  existing?: string | null;
  error?: string;
  required?: boolean;
  description?: string;
  /** Width over height of the preview frame; default 16/9. */
  aspectRatio?: number;
  /** The refusal of another file type, where a screen's spec words it differently; default Messages.imageTypes. */
  typeMessage?: string;
  /** For an optional image: removes the stored one. */
  onClearExisting?: () => void;
  /** A small preview, for a logo or a portrait beside other fields. */
  compact?: boolean;
};

/**
 * An image field: choose (or drop) a JPEG or PNG, see it before saving. Other types are refused
 * with the spec's 'Only JPG, JPEG, and PNG files are allowed.' (or the screen's own wording). On
 * edit the stored image shows until a new one is chosen.
 */
export function ImagePicker({ aspectRatio = 16 / 9, typeMessage = Messages.imageTypes, ...field }: ImagePickerProps) {
  return (
    <FileDrop
      {...field}
      noun="image"
      accept={IMAGE_FILE_TYPES}
      isAccepted={isImageFile}
      typeMessage={typeMessage}
      typesHint="JPG, JPEG or PNG"
      aspectRatio={aspectRatio}
      renderPreview={(url, name) => <img src={url} alt={name} />}
      placeholderIcon={<IconPhoto size={28} />}
      libraryKind="image"
      withAlt
    />
  );
}
