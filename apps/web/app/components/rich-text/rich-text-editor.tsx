import '@mantine/tiptap/styles.css';
import { Messages } from '@atrium/contract/messages';
import { EditorTexts } from '@atrium/contract/rich-text';
import { Input, Menu, Tooltip, UnstyledButton } from '@mantine/core';
import { getUploadImageExtension, RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import TipTapImage from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { IconChevronDown } from '~/components/icons';
import { toastError, toastWarning } from '~/lib/toast';
import { EmbedControl } from './embed-control';
import { AtriumLink, AtriumTable, Embed } from './extensions';
import { ImageDetailsControl, imageWithSource } from './image-details';
import { withCaption } from './image-node';
import { cleanPastedHtml } from './paste-cleaner';
import type { RichTextFieldProps } from './rich-text-field';
import {
  BlockControls,
  HistoryControls,
  ImageUploadControl,
  LibraryImageControl,
  LinkControl,
  MarkControls,
  InsertTableControl,
  shortcut,
  TableEditControls,
  ToolGroup,
} from './toolbar';
import { uploadEditorImage } from './upload';
import classes from './rich-text.module.css';

/**
 * Pasted HTML loses its look and keeps its structure (paste-cleaner.ts); images the word
 * processor kept on the author's disk cannot be pasted, and the toast says so.
 */
function transformPastedHTML(html: string): string {
  const { html: cleaned, droppedImages } = cleanPastedHtml(html);
  if (droppedImages > 0) {
    toastWarning(EditorTexts.pastedImagesDropped(droppedImages), { title: EditorTexts.pastedImagesDroppedTitle });
  }
  return cleaned;
}

/**
 * `uploaded` is told the address of each image once it is stored (a button upload, a drop or a
 * pasted screenshot), after the editor shows it: the image dialog then asks for its description.
 */
function buildExtensions(placeholder: string, uploaded: (src: string) => void) {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      // Mantine's link below replaces the kit's; code blocks are not part of the spec's toolbar.
      link: false,
      codeBlock: false,
      code: false,
    }),
    AtriumLink,
    Placeholder.configure({ placeholder }),
    withCaption(
      getUploadImageExtension(TipTapImage.configure({ allowBase64: false }), {
        onImageUpload: (file: File) => {
          const upload = uploadEditorImage(file);
          // Mantine places the stored image when the same promise settles; the dialog comes after.
          upload.then(({ src }) => setTimeout(() => uploaded(src), 0)).catch(() => undefined);
          return upload;
        },
        onImageUploadError: (_file, error) =>
          toastError(error instanceof Error ? error.message : Messages.uploadNetwork),
        // Pasted or dropped screenshots (data: and blob: addresses) are stored through the images
        // endpoint and replaced by their /media address; a failed one is removed, never saved as base64.
        shouldUploadPastedImage: (src) => /^(data:image\/|blob:)/i.test(src),
      }),
    ),
    AtriumTable,
    Embed,
  ];
}

/**
 * The back office's rich-text field (requirements 1 §5): headings 1 to 6 and paragraph, bold, italic,
 * underline, link, HTML embed and image upload, and beyond the spec strike, lists, quote,
 * horizontal line, simple tables, undo and redo (decision 029), as a controlled field. Loaded on
 * demand through RichTextField, so screens without it do not carry TipTap.
 */
export default function RichTextEditorField({
  label,
  value,
  onChange,
  error,
  required,
  description,
  placeholder = Messages.editorPlaceholder,
  minHeight = 140,
  lang,
  dir,
}: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The image whose alt text and caption the image dialog edits (its position), or null.
  const [imageTarget, setImageTarget] = useState<number | null>(null);
  const openImageRef = useRef<(src: string) => void>(() => undefined);

  const editor = useEditor({
    extensions: buildExtensions(placeholder, (src) => openImageRef.current(src)),
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });

  // A stored upload asks for its description, unless the dialog is already open for another image.
  openImageRef.current = (src) => {
    if (!editor || editor.isDestroyed || imageTarget !== null) return;
    const pos = imageWithSource(editor, src);
    if (pos === null) return;
    editor.commands.setNodeSelection(pos);
    setImageTarget(pos);
  };

  // A value set from outside (a reset, another record) replaces the content; typing does not loop back.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  // The editable area is the field: it carries the label, the error and the required state. (Its
  // editorProps are set here only: options given to useEditor are applied again on every render.)
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
    editor.setOptions({
      editorProps: {
        transformPastedHTML,
        // A click on an image selects it and opens its alt text and caption.
        handleClickOn: (view, _pos, node, nodePos, _event, direct) => {
          if (!direct || node.type.name !== 'image' || node.attrs.uploading || !view.editable) return false;
          editor.commands.setNodeSelection(nodePos);
          setImageTarget(nodePos);
          return true;
        },
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(required ? { 'aria-required': 'true' } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          ...(lang ? { lang } : {}),
          ...(dir ? { dir } : {}),
          class: classes.editable ?? '',
          style: `min-height: ${minHeight}px`,
        },
      },
    });
  }, [editor, error, required, description, labelId, errorId, descriptionId, minHeight, lang, dir]);

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId, onClick: () => editor?.commands.focus(), className: classes.label }}
      required={required}
      error={error}
      errorProps={{ id: errorId }}
      description={description}
      descriptionProps={{ id: descriptionId }}
    >
      <RichTextEditor
        editor={editor}
        className={classes.root}
        data-invalid={error ? 'true' : undefined}
        labels={{ imageUploadControlLabel: 'Upload image' }}
      >
        <RichTextEditor.Toolbar
          sticky
          stickyOffset={64}
          role="toolbar"
          aria-label={`${label} formatting`}
          className={classes.toolbar}
        >
          <ToolGroup label="Text style">
            <BlockTypeControl />
          </ToolGroup>
          <MarkControls />
          <BlockControls />
          <ToolGroup label="Insert">
            <LinkControl />
            <ImageUploadControl />
            <ImageDetailsControl target={imageTarget} onOpen={setImageTarget} onClose={() => setImageTarget(null)} />
            <LibraryImageControl />
            <InsertTableControl />
            <EmbedControl />
          </ToolGroup>
          <TableEditControls />
          <HistoryControls className={classes.history} />
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

const blockTypes = [
  { label: 'Paragraph', level: 0, keys: 'Mod-Alt-0' },
  { label: 'Heading 1', level: 1, keys: 'Mod-Alt-1' },
  { label: 'Heading 2', level: 2, keys: 'Mod-Alt-2' },
  { label: 'Heading 3', level: 3, keys: 'Mod-Alt-3' },
  { label: 'Heading 4', level: 4, keys: 'Mod-Alt-4' },
  { label: 'Heading 5', level: 5, keys: 'Mod-Alt-5' },
  { label: 'Heading 6', level: 6, keys: 'Mod-Alt-6' },
] as const;

type Level = (typeof blockTypes)[number]['level'];

function currentLevel(editor: Editor | null): Level {
  if (!editor) return 0;
  for (const level of [1, 2, 3, 4, 5, 6] as const) if (editor.isActive('heading', { level })) return level;
  return 0;
}

/** Paragraph or Heading 1–6, as a menu showing the current block's type. */
function BlockTypeControl() {
  const { editor } = useRichTextEditorContext();
  const level = useEditorState({ editor, selector: ({ editor: e }) => currentLevel(e) }) ?? 0;
  const current = blockTypes.find((type) => type.level === level) ?? blockTypes[0];

  function apply(next: Level) {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (next === 0) chain.setParagraph().run();
    else chain.setHeading({ level: next }).run();
  }

  return (
    <Menu position="bottom-start" shadow="md" width={180} withinPortal>
      <Tooltip label={`Text style (${shortcut(current.keys).text})`} withinPortal openDelay={300}>
        <Menu.Target>
          <UnstyledButton className={classes.blockType} aria-label={`Text style: ${current.label}`}>
            <span>{current.label}</span>
            <IconChevronDown size={14} />
          </UnstyledButton>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        {blockTypes.map((type) => (
          <Menu.Item
            key={type.level}
            onClick={() => apply(type.level)}
            className={classes.blockTypeItem}
            data-level={type.level}
            aria-current={type.level === level ? 'true' : undefined}
            aria-keyshortcuts={shortcut(type.keys).aria}
            rightSection={<span className={classes.menuShortcut}>{shortcut(type.keys).text}</span>}
          >
            {type.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
