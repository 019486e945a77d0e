import { EMBED_HOSTS, isEmbeddablePlayer, videoEmbedUrl } from '@atrium/contract/video';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useRichTextEditorContext, RichTextEditor } from '@mantine/tiptap';
import { useState } from 'react';
import { IconCode } from '~/components/icons';
import type { EmbedAttributes } from './extensions';

/**
 * Reads an embed snippet: the first iframe of pasted HTML, or a YouTube or Vimeo link made into
 * its player. Only the iframe's address, title and size are kept: no script reaches the editor.
 */
function parseEmbedSnippet(snippet: string): { embed?: EmbedAttributes; error?: string } {
  const text = snippet.trim();
  if (!text) return { error: 'Paste an embed code or a video link.' };
  let attributes: EmbedAttributes | undefined;
  if (text.startsWith('<')) {
    const doc = new DOMParser().parseFromString(text, 'text/html');
    const frame = doc.querySelector('iframe[src]');
    const src = frame?.getAttribute('src')?.trim();
    if (frame && src) {
      attributes = {
        src: src.startsWith('//') ? `https:${src}` : src,
        title: frame.getAttribute('title') || 'Embedded media',
        width: frame.getAttribute('width'),
        height: frame.getAttribute('height'),
        allow: frame.getAttribute('allow'),
      };
    }
  } else {
    const player = videoEmbedUrl(text);
    if (player) attributes = { src: player, title: 'Embedded video' };
  }
  if (!attributes) return { error: 'Paste an <iframe> embed code, or a YouTube or Vimeo link.' };
  if (!isEmbeddablePlayer(attributes.src)) {
    return {
      error: `Embeds from this address are not allowed. Allowed: video players from ${EMBED_HOSTS.join(', ')}.`,
    };
  }
  return { embed: attributes };
}

/** The toolbar's HTML embed control: paste an iframe snippet or a video link, see it checked, insert it. */
export function EmbedControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [snippet, setSnippet] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setOpened(false);
    setSnippet('');
    setError(null);
  }

  function insert() {
    const { embed, error: problem } = parseEmbedSnippet(snippet);
    if (!embed) {
      setError(problem ?? null);
      return;
    }
    editor?.chain().focus().insertContent({ type: 'embed', attrs: embed }).run();
    close();
  }

  return (
    <>
      <RichTextEditor.Control
        onClick={() => setOpened(true)}
        aria-label="Insert HTML embed"
        title="Insert HTML embed"
        disabled={!editor?.isEditable}
      >
        <IconCode size={16} />
      </RichTextEditor.Control>
      <Modal
        opened={opened}
        onClose={close}
        title="Insert HTML embed"
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          <Textarea
            label="Embed code or video link"
            description="An <iframe> snippet from YouTube or Vimeo, or a YouTube or Vimeo link."
            placeholder={'<iframe src="https://www.youtube.com/embed/…"></iframe>'}
            autosize
            minRows={4}
            maxRows={10}
            value={snippet}
            error={error}
            data-autofocus
            onChange={(event) => {
              setSnippet(event.currentTarget.value);
              setError(null);
            }}
            styles={{ input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } }}
          />
          <Text size="xs" c="dimmed">
            Only the player&apos;s address, title and size are kept; scripts and other markup are dropped.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={insert}>Insert embed</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
