import { Button, Group, Input, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useId, useRef, useState, type ReactNode } from 'react';
import { IconUpload, IconX } from '~/components/icons';
import { mediaUrl } from '~/lib/media';
import { chosenPath, libraryChoice } from '~/lib/media-choice';
import { formatBytes, type FileTypes } from './file-types';
import { ImageAltFields } from './image-alt-fields';
import { LibraryPickerButton } from './library-picker';
import { useObjectUrl } from './use-object-url';
import classes from './media-inputs.module.css';

export type FileDropProps = {
  /** What the file is, in the field's texts: 'image' gives 'Choose image', 'New image: …'. */
  noun: string;
  /** The newly chosen file, not yet uploaded. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** The stored file's path ('/media/...') when editing: shown until a new file replaces it. */
  existing?: string | null;
  error?: string;
  /** The field's own label, when it has one here; else `labelId` names the label it sits under. */
  label?: string;
  labelId?: string;
  required?: boolean;
  description?: string;
  /** The types the chooser offers and a drag highlights; `isAccepted` has the last word on a chosen or dropped file. */
  accept: FileTypes;
  isAccepted: (file: File) => boolean;
  /** The refusal of a file of another type. */
  typeMessage: string;
  /** The types it takes, for the hint: 'JPG, JPEG or PNG'. */
  typesHint: string;
  /** Width over height of the preview frame. */
  aspectRatio: number;
  /** The preview of a chosen or stored file at `url`, named `name` for assistive technology. */
  renderPreview: (url: string, name: string) => ReactNode;
  /** Shown in the frame while there is no file. */
  placeholderIcon: ReactNode;
  /** For an optional file: removes the stored one (a 'Remove …' button while no new file is chosen). */
  onClearExisting?: () => void;
  /** A small preview, for secondary pictures such as a logo or an author's portrait. */
  compact?: boolean;
  /** The media library's kind for this field: 'Choose from library' beside the upload (decision 038). */
  libraryKind?: 'image' | 'video';
  /** An image's alt text and decorative choice under the field, stored with the file (decision 038). */
  withAlt?: boolean;
};

/**
 * The common part of the image and video fields: choose (or drop) a file of the accepted types
 * and see it before saving; other types are refused with `typeMessage`. On edit the stored file
 * shows until a new one is chosen, and 'Keep current …' undoes that choice.
 */
export function FileDrop({
  noun,
  value,
  onChange,
  existing,
  error,
  label,
  labelId,
  required,
  description,
  accept,
  isAccepted,
  typeMessage,
  typesHint,
  aspectRatio,
  renderPreview,
  placeholderIcon,
  onClearExisting,
  compact = false,
  libraryKind,
  withAlt = false,
}: FileDropProps) {
  const id = useId();
  const [typeError, setTypeError] = useState<string | null>(null);
  const openRef = useRef<() => void>(null);
  // A file chosen from the library is shown from its stored path; only an upload has local bytes.
  const chosen = chosenPath(value);
  const localUrl = useObjectUrl(chosen ? null : value);
  const previewUrl = (chosen ? mediaUrl(chosen) : localUrl) ?? mediaUrl(existing) ?? null;
  const shownError = typeError ?? error;
  const ownLabelId = `${id}-label`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  // The button says which field it is for: two pickers on one form both read 'Choose image'.
  const describedBy = [label ? ownLabelId : labelId, statusId, shownError ? errorId : null].filter(Boolean).join(' ');

  function take(file: File | undefined) {
    if (!file) return;
    if (!isAccepted(file)) {
      setTypeError(typeMessage);
      return;
    }
    setTypeError(null);
    onChange(file);
  }

  return (
    <Input.Wrapper
      // One field of several parts (preview, buttons): a group named by its label (under another
      // field's label, that field is the group).
      role={label ? 'group' : undefined}
      aria-labelledby={label ? ownLabelId : undefined}
      label={label}
      labelElement="div"
      labelProps={label ? { id: ownLabelId } : undefined}
      required={required}
      error={shownError}
      errorProps={{ id: errorId }}
      description={description}
    >
      <Dropzone
        // Our own look (the frame this field always had); Dropzone brings the drop, the chooser and the drag state.
        unstyled
        classNames={{ root: classes.drop, inner: classes.dropInner }}
        data-compact={compact || undefined}
        // Not data-invalid: the form's focus on the first invalid field must reach the button, not the hidden input.
        mod={{ error: Boolean(shownError) }}
        accept={accept}
        multiple={false}
        // The 'Choose' button opens the chooser: one named control for the keyboard and screen readers.
        activateOnClick={false}
        activateOnKeyboard={false}
        openRef={openRef}
        inputProps={{ 'aria-hidden': true }}
        // Either way the file goes through `isAccepted`, whose refusal gives the spec's message;
        // of several files dropped at once the first is taken, as a chooser of one would.
        onDrop={(files) => take(files[0])}
        onReject={(rejections) => take(rejections[0]?.file)}
      >
        <div className={classes.preview} style={{ aspectRatio }}>
          {previewUrl ? (
            renderPreview(previewUrl, value ? `Preview of ${value.name}` : `Current ${noun}`)
          ) : (
            <span className={classes.previewEmpty} aria-hidden="true">
              {placeholderIcon}
            </span>
          )}
        </div>
        <div className={classes.dropBody}>
          <Text size="sm" fw={600} id={statusId}>
            {value ? `New ${noun}: ${value.name}` : existing ? `Current ${noun}` : `No ${noun} chosen`}
          </Text>
          <Text size="xs" c="dimmed">
            {chosen
              ? 'From the media library · used when you save the form'
              : value
                ? `${formatBytes(value.size)} · uploaded when you save the form`
                : `${typesHint}. Drag a file here or choose one.`}
          </Text>
          <Group gap="xs" mt={8}>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconUpload size={14} />}
              onClick={() => openRef.current?.()}
              aria-describedby={describedBy}
              data-invalid={shownError ? 'true' : undefined}
            >
              {previewUrl ? `Replace ${noun}` : `Choose ${noun}`}
            </Button>
            {libraryKind ? (
              <LibraryPickerButton
                kind={libraryKind}
                describedBy={label ? ownLabelId : labelId}
                onPick={(item) => {
                  setTypeError(null);
                  onChange(libraryChoice(item));
                }}
              />
            ) : null}
            {value ? (
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                leftSection={<IconX size={14} />}
                onClick={() => {
                  setTypeError(null);
                  onChange(null);
                }}
              >
                {existing ? `Keep current ${noun}` : 'Remove'}
              </Button>
            ) : existing && onClearExisting ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconX size={14} />}
                onClick={() => {
                  setTypeError(null);
                  onClearExisting();
                }}
                aria-describedby={label ? ownLabelId : labelId}
              >
                {`Remove ${label ? label.toLowerCase() : noun}`}
              </Button>
            ) : null}
          </Group>
        </div>
      </Dropzone>
      {withAlt ? <ImageAltFields value={value} existing={existing} /> : null}
    </Input.Wrapper>
  );
}
