import { EditorTexts } from '@atrium/contract/rich-text';
import { Button, Checkbox, Group, Modal, Stack, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { RichTextEditor, RichTextEditorControl, useRichTextEditorContext } from '@mantine/tiptap';
import { useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useState, type ReactNode } from 'react';
import { MediaLibraryTexts } from '@atrium/contract/media-library';
import { IconLink, IconPages, IconPhoto, type IconComponent } from '~/components/icons';
import { LibraryPicker } from '~/components/media-inputs/library-picker';
import { mediaUrl } from '~/lib/media';
import { linkAddress } from './link-protocol';
import {
  IconBold,
  IconBulletList,
  IconColumnAdd,
  IconColumnRemove,
  IconItalic,
  IconLine,
  IconLinkOff,
  IconNumberedList,
  IconQuote,
  IconRedo,
  IconRowAdd,
  IconRowRemove,
  IconStrikethrough,
  IconTableOff,
  IconTablePlus,
  IconUnderline,
  IconUndo,
} from './toolbar-icons';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** 'Mod-Shift-8' as the tooltip shows it ('Ctrl+Shift+8', '⌘⇧8' on a Mac) and as aria-keyshortcuts says it. */
export function shortcut(keys: string): { text: string; aria: string } {
  const parts = keys.split('-');
  const text = isMac
    ? parts.map((part) => ({ Mod: '⌘', Shift: '⇧', Alt: '⌥' })[part] ?? part.toUpperCase()).join('')
    : parts.map((part) => ({ Mod: 'Ctrl' })[part] ?? (part.length === 1 ? part.toUpperCase() : part)).join('+');
  const aria = parts.map((part) => ({ Mod: isMac ? 'Meta' : 'Control' })[part] ?? part.toUpperCase()).join('+');
  return { text, aria };
}

type ToolProps = {
  label: string;
  icon: IconComponent;
  /** TipTap's key binding ('Mod-b'), shown in the tooltip. */
  keys?: string;
  /** For marks and blocks that are on or off: the button says whether it is pressed. */
  isActive?: (editor: Editor) => boolean;
  isDisabled?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

/**
 * One toolbar button: Mantine's control look, an accessible name, a tooltip with its shortcut,
 * aria-pressed (true or false) for toggles and a real disabled state.
 */
export function ToolButton({ label, icon: IconShown, keys, isActive, isDisabled, run }: ToolProps) {
  const { editor } = useRichTextEditorContext();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: e && !e.isDestroyed && isActive ? isActive(e) : false,
      disabled: !e || e.isDestroyed || !e.isEditable || (isDisabled ? isDisabled(e) : false),
    }),
  });
  const keyText = keys ? shortcut(keys) : null;
  const active = state?.active ?? false;
  const disabled = state?.disabled ?? true;
  return (
    <Tooltip label={keyText ? `${label} (${keyText.text})` : label} withinPortal openDelay={300}>
      <UnstyledButton
        className={RichTextEditorControl.classes.control}
        data-rich-text-editor-control
        data-variant="default"
        data-interactive
        data-active={active || undefined}
        data-disabled={disabled || undefined}
        disabled={disabled}
        aria-label={label}
        aria-pressed={isActive ? active : undefined}
        aria-keyshortcuts={keyText?.aria}
        // The editor keeps its selection: the button does not take the focus on a click.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => editor && !editor.isDestroyed && run(editor)}
      >
        <IconShown size={16} />
      </UnstyledButton>
    </Tooltip>
  );
}

/** A group of buttons with a name for assistive technology ('Text', 'Lists', 'Table'…). */
export function ToolGroup({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <RichTextEditor.ControlsGroup role="group" aria-label={label} className={className}>
      {children}
    </RichTextEditor.ControlsGroup>
  );
}

/** A named group of buttons, each given as data. */
function Tools({ label, tools, className }: { label: string; tools: readonly ToolProps[]; className?: string }) {
  return (
    <ToolGroup label={label} className={className}>
      {tools.map((tool) => (
        <ToolButton key={tool.label} {...tool} />
      ))}
    </ToolGroup>
  );
}

const markTools: readonly ToolProps[] = [
  {
    label: 'Bold',
    icon: IconBold,
    keys: 'Mod-b',
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    icon: IconItalic,
    keys: 'Mod-i',
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Underline',
    icon: IconUnderline,
    keys: 'Mod-u',
    isActive: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: 'Strikethrough',
    icon: IconStrikethrough,
    keys: 'Mod-Shift-s',
    isActive: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
];

const blockTools: readonly ToolProps[] = [
  {
    label: 'Bullet list',
    icon: IconBulletList,
    keys: 'Mod-Shift-8',
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: IconNumberedList,
    keys: 'Mod-Shift-7',
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    icon: IconQuote,
    keys: 'Mod-Shift-b',
    isActive: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    label: 'Horizontal line',
    icon: IconLine,
    isDisabled: (e) => !e.can().setHorizontalRule(),
    run: (e) => e.chain().focus().setHorizontalRule().run(),
  },
];

const historyTools: readonly ToolProps[] = [
  {
    label: 'Undo',
    icon: IconUndo,
    keys: 'Mod-z',
    isDisabled: (e) => !e.can().undo(),
    run: (e) => e.chain().focus().undo().run(),
  },
  {
    label: 'Redo',
    icon: IconRedo,
    keys: 'Mod-Shift-z',
    isDisabled: (e) => !e.can().redo(),
    run: (e) => e.chain().focus().redo().run(),
  },
];

const tableTools: readonly ToolProps[] = [
  { label: 'Add row below', icon: IconRowAdd, run: (e) => e.chain().focus().addRowAfter().run() },
  {
    label: 'Remove row',
    icon: IconRowRemove,
    isDisabled: (e) => !e.can().deleteRow(),
    run: (e) => e.chain().focus().deleteRow().run(),
  },
  { label: 'Add column to the right', icon: IconColumnAdd, run: (e) => e.chain().focus().addColumnAfter().run() },
  {
    label: 'Remove column',
    icon: IconColumnRemove,
    isDisabled: (e) => !e.can().deleteColumn(),
    run: (e) => e.chain().focus().deleteColumn().run(),
  },
  { label: 'Delete table', icon: IconTableOff, run: (e) => e.chain().focus().deleteTable().run() },
];

export const MarkControls = () => <Tools label="Text" tools={markTools} />;
export const BlockControls = () => <Tools label="Blocks" tools={blockTools} />;
export const HistoryControls = ({ className }: { className?: string }) => (
  <Tools label="History" tools={historyTools} className={className} />
);

/** Inserts a 3×3 table whose first row is a header row. */
export function InsertTableControl() {
  return (
    <ToolButton
      label="Insert table"
      icon={IconTablePlus}
      isDisabled={(e) => e.isActive('table') || !e.can().insertTable({ rows: 3, cols: 3, withHeaderRow: true })}
      run={(e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
    />
  );
}

/** Shown inside a table: add and remove rows and columns, or delete the table. */
export function TableEditControls() {
  const { editor } = useRichTextEditorContext();
  const inTable = useEditorState({ editor, selector: ({ editor: e }) => Boolean(e?.isActive('table')) }) ?? false;
  return inTable ? <Tools label="Table" tools={tableTools} /> : null;
}

/** The image upload (through the images endpoint), with its tooltip. */
export function ImageUploadControl() {
  return (
    <Tooltip label="Upload image" withinPortal openDelay={300}>
      <RichTextEditor.ImageUpload accept="image/jpeg,image/png" icon={() => <IconPhoto size={16} />} />
    </Tooltip>
  );
}

/** An image of the media library into the text, with its alt text (decision 038). */
export function LibraryImageControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label={MediaLibraryTexts.chooseFromLibrary} withinPortal openDelay={300}>
        <RichTextEditorControl aria-label={MediaLibraryTexts.chooseFromLibrary} onClick={() => setOpened(true)}>
          <IconPages size={16} />
        </RichTextEditorControl>
      </Tooltip>
      {opened ? (
        <LibraryPicker
          kind="image"
          onClose={() => setOpened(false)}
          onPick={(item) => {
            setOpened(false);
            editor
              ?.chain()
              .focus()
              .setImage({ src: mediaUrl(item.path) ?? item.path, alt: item.decorative ? '' : item.alt })
              .run();
          }}
        />
      ) : null}
    </>
  );
}

/**
 * The link dialog (Ctrl+K or the link button): the address is checked (http, https, mailto or a
 * page of this site), external links open in a new tab unless the author unticks it (requirements 1 §5),
 * and an existing link can be changed or removed.
 */
export function LinkControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [address, setAddress] = useState('');
  const [newTab, setNewTab] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);

  function open() {
    if (!editor || editor.isDestroyed) return;
    const attributes = editor.getAttributes('link') as { href?: string; target?: string | null };
    setEditing(Boolean(attributes.href));
    setAddress(attributes.href ?? '');
    setNewTab(attributes.href ? attributes.target === '_blank' : true);
    setError(null);
    setOpened(true);
  }

  // Mantine's link mark sends 'edit-link' on Ctrl+K: only the editor that has the focus answers.
  useEffect(() => {
    const onShortcut = () => {
      if (editor?.isFocused) open();
    };
    window.addEventListener('edit-link', onShortcut);
    return () => window.removeEventListener('edit-link', onShortcut);
  });

  function close() {
    setOpened(false);
    editor?.commands.focus();
  }

  function save() {
    if (!editor) return;
    const href = linkAddress(address);
    if (!href) {
      setError(EditorTexts.linkAddressInvalid);
      return;
    }
    const target = newTab && /^https?:/i.test(href) ? '_blank' : null;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({
          type: 'text',
          text: href.replace(/^mailto:/i, ''),
          marks: [{ type: 'link', attrs: { href, target } }],
        })
        .run();
    } else {
      chain.setLink({ href, target }).run();
    }
    setOpened(false);
  }

  function remove() {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpened(false);
  }

  return (
    <>
      <ToolButton label="Link" icon={IconLink} keys="Mod-k" isActive={(e) => e.isActive('link')} run={open} />
      <ToolButton
        label={EditorTexts.linkRemove}
        icon={IconLinkOff}
        isDisabled={(e) => !e.isActive('link')}
        run={(e) => e.chain().focus().extendMarkRange('link').unsetLink().run()}
      />
      <ToolDialog
        opened={opened}
        title={EditorTexts.linkDialogTitle}
        submitLabel={EditorTexts.linkSave}
        onSubmit={save}
        onClose={close}
        extraAction={
          editing ? (
            <Button variant="subtle" color="red" onClick={remove}>
              {EditorTexts.linkRemove}
            </Button>
          ) : null
        }
      >
        <TextInput
          label={EditorTexts.linkAddress}
          description={EditorTexts.linkAddressDescription}
          placeholder="https://…"
          value={address}
          error={error}
          data-autofocus
          inputMode="url"
          autoComplete="off"
          onChange={(event) => {
            setAddress(event.currentTarget.value);
            setError(null);
          }}
        />
        <Checkbox
          label={EditorTexts.linkNewTab}
          checked={newTab}
          onChange={(event) => setNewTab(event.currentTarget.checked)}
        />
      </ToolDialog>
    </>
  );
}

/** A toolbar's small dialog: its fields, Cancel and the submit button (and an extra action on the left). */
export function ToolDialog({
  opened,
  title,
  submitLabel,
  onSubmit,
  onClose,
  extraAction,
  children,
}: {
  opened: boolean;
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  extraAction?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog is portalled, but React still bubbles its submit to the record's form.
          event.stopPropagation();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          {children}
          <Group justify="space-between" gap="sm">
            {extraAction ?? <span />}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">{submitLabel}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
