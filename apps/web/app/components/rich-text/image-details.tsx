import { EditorTexts } from '@atrium/contract/rich-text';
import { Checkbox, Textarea, TextInput } from '@mantine/core';
import { useRichTextEditorContext } from '@mantine/tiptap';
import { NodeSelection } from '@tiptap/pm/state';
import { useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { ToolButton, ToolDialog } from './toolbar';
import { IconAltText } from './toolbar-icons';

/** The position of the selected image, or null when the selection is not one image. */
function selectedImage(editor: Editor | null): number | null {
  const selection = editor?.state.selection;
  return selection instanceof NodeSelection && selection.node.type.name === 'image' ? selection.from : null;
}

/** The position of the image showing `src` (just uploaded), or null. */
export function imageWithSource(editor: Editor, src: string): number | null {
  let found: number | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (found !== null) return false;
    if (node.type.name === 'image' && node.attrs.src === src && !node.attrs.uploading) found = pos;
    return found === null;
  });
  return found;
}

/**
 * An image's alt text and caption (decision 039): a dialog opened for the image at `target` (by the
 * toolbar's button while an image is selected, a click on the image, or after an upload). Its
 * alt text is required unless the author marks the image as decorative (alt=""); the caption is
 * optional and shown under the image.
 */
export function ImageDetailsControl({
  target,
  onOpen,
  onClose,
}: {
  target: number | null;
  onOpen: (pos: number) => void;
  onClose: () => void;
}) {
  const { editor } = useRichTextEditorContext();
  const selected = useEditorState({ editor, selector: ({ editor: e }) => selectedImage(e) }) ?? null;
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | null>(null);

  // Each opening starts from the image's own attributes.
  useEffect(() => {
    if (target === null || !editor) return;
    const attrs = editor.state.doc.nodeAt(target)?.attrs ?? {};
    setAlt(typeof attrs.alt === 'string' ? attrs.alt : '');
    setDecorative(attrs.alt === '');
    setCaption(typeof attrs.caption === 'string' ? attrs.caption : '');
    setError(null);
  }, [target, editor]);

  function save() {
    if (!editor || target === null) return;
    const description = decorative ? '' : alt.replace(/\s+/g, ' ').trim();
    if (!decorative && !description) {
      setError(EditorTexts.imageDescriptionRequired);
      return;
    }
    const text = caption.replace(/\s+/g, ' ').trim();
    editor
      .chain()
      .focus()
      .setNodeSelection(target)
      .updateAttributes('image', { alt: description, caption: text || null })
      .run();
    onClose();
  }

  return (
    <>
      {selected !== null && (
        <ToolButton label={EditorTexts.imageDescriptionTitle} icon={IconAltText} run={() => onOpen(selected)} />
      )}
      <ToolDialog
        opened={target !== null}
        title={EditorTexts.imageDescriptionTitle}
        submitLabel="Save"
        onSubmit={save}
        onClose={onClose}
      >
        <Textarea
          autosize
          minRows={2}
          maxRows={5}
          label={EditorTexts.imageDescription}
          description={EditorTexts.imageDescriptionHint}
          value={decorative ? '' : alt}
          disabled={decorative}
          withAsterisk={!decorative}
          error={error}
          data-autofocus
          maxLength={250}
          onChange={(event) => {
            setAlt(event.currentTarget.value);
            setError(null);
          }}
        />
        <Checkbox
          label={EditorTexts.imageDecorative}
          description={EditorTexts.imageDecorativeHint}
          checked={decorative}
          onChange={(event) => {
            setDecorative(event.currentTarget.checked);
            setError(null);
          }}
        />
        <TextInput
          label={EditorTexts.imageCaption}
          description={EditorTexts.imageCaptionHint}
          value={caption}
          maxLength={300}
          onChange={(event) => setCaption(event.currentTarget.value)}
        />
      </ToolDialog>
    </>
  );
}
