import { IMAGE_ACCEPT } from '@atrium/contract/enums';
import { Messages } from '@atrium/contract/messages';
import { Button, FileButton, Group, Input, Text } from '@mantine/core';
import { useId, useRef, useState, type DragEvent } from 'react';
import { IconPhoto, IconUpload, IconX } from '~/components/icons';
import { mediaUrl } from '~/lib/media';
import { formatBytes, isImageFile } from './file-types';
import { useObjectUrl } from './use-object-url';
import classes from './media-inputs.module.css';

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
};

/**
 * An image field: choose (or drop) a JPEG or PNG, see it before saving. Other types are refused
 * with the spec's 'Only JPG, JPEG, and PNG files are allowed.' (or the screen's own wording). On
 * edit the stored image shows until a new one is chosen.
 */
export function ImagePicker({
  label,
  value,
  onChange,
  existing,
  error,
  required,
  description,
  aspectRatio = 16 / 9,
  typeMessage = Messages.imageTypes,
}: ImagePickerProps) {
  const id = useId();
  const [typeError, setTypeError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const resetRef = useRef<() => void>(null);
  const localUrl = useObjectUrl(value);
  const previewUrl = localUrl ?? mediaUrl(existing) ?? null;
  const shownError = typeError ?? error;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;

  function take(file: File | null) {
    resetRef.current?.();
    if (!file) return;
    if (!isImageFile(file)) {
      setTypeError(typeMessage);
      return;
    }
    setTypeError(null);
    onChange(file);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0] ?? null);
  }

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      required={required}
      error={shownError}
      errorProps={{ id: errorId }}
      description={description}
    >
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
        <div className={classes.preview} style={{ aspectRatio }}>
          {previewUrl ? (
            <img src={previewUrl} alt={value ? `Preview of ${value.name}` : 'Current image'} />
          ) : (
            <span className={classes.previewEmpty} aria-hidden="true">
              <IconPhoto size={28} />
            </span>
          )}
        </div>
        <div className={classes.dropBody}>
          <Text size="sm" fw={600} id={statusId}>
            {value ? `New image: ${value.name}` : existing ? 'Current image' : 'No image chosen'}
          </Text>
          <Text size="xs" c="dimmed">
            {value
              ? `${formatBytes(value.size)} · saved when you save the form`
              : 'JPG, JPEG or PNG. Drag a file here or choose one.'}
          </Text>
          <Group gap="xs" mt={8}>
            <FileButton onChange={take} accept={IMAGE_ACCEPT} resetRef={resetRef}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="default"
                  leftSection={<IconUpload size={14} />}
                  aria-describedby={[`${id}-label`, statusId, shownError ? errorId : null].filter(Boolean).join(' ')}
                  data-invalid={shownError ? 'true' : undefined}
                >
                  {previewUrl ? 'Replace image' : 'Choose image'}
                </Button>
              )}
            </FileButton>
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
                {existing ? 'Keep current image' : 'Remove'}
              </Button>
            ) : null}
          </Group>
        </div>
      </div>
    </Input.Wrapper>
  );
}
