import { mergeAttributes, Node } from '@tiptap/react';
import { Link } from '@mantine/tiptap';
import { TableKit } from '@tiptap/extension-table';
import { withDefaultProtocol } from './link-protocol';

/**
 * Mantine's link mark (Ctrl+K opens the link dialog) with https as default protocol; links open
 * in a new tab with rel="noopener noreferrer" unless the dialog's toggle says otherwise. Only
 * http(s), mailto and site paths are links (pasted javascript: and the like are not).
 */
export const AtriumLink = Link.extend({
  addAttributes() {
    const parent = this.parent?.() ?? {};
    return {
      ...parent,
      href: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('href'),
        renderHTML: (attributes: { href?: string | null }) => ({ href: withDefaultProtocol(attributes.href) }),
      },
    };
  },
}).configure({
  openOnClick: false,
  defaultProtocol: 'https',
  isAllowedUri: (url) => /^(https?:|mailto:|\/(?!\/))/i.test(url.trim()),
  HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
});

/**
 * Simple tables: a header row of th cells, rows of td cells, no column widths (the public pages
 * lay tables out themselves; the sanitizer drops widths and styles anyway).
 */
export const AtriumTable = TableKit.configure({
  table: { resizable: false, HTMLAttributes: {} },
});

export type EmbedAttributes = {
  src: string;
  title?: string | null;
  width?: string | null;
  height?: string | null;
  allow?: string | null;
};

/**
 * An embedded player (an iframe): a block the author places with the HTML embed control. The
 * server keeps only iframes from its allowlist of video and audio hosts.
 */
export const Embed = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      src: { default: null },
      title: { default: 'Embedded media' },
      width: { default: '560' },
      height: { default: '315' },
      allow: {
        default: 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture',
      },
    };
  },

  parseHTML() {
    return [{ tag: 'iframe[src]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['iframe', mergeAttributes({ frameborder: '0', allowfullscreen: 'true', loading: 'lazy' }, HTMLAttributes)];
  },
});
