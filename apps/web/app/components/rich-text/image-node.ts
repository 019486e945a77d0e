import type { Node } from '@tiptap/react';
import { mergeAttributes } from '@tiptap/react';

function captionOf(element: HTMLElement): string | null {
  return element.querySelector('figcaption')?.textContent?.replace(/\s+/g, ' ').trim() || null;
}

/**
 * The editor's image (decision 039) with its own alt text and an optional caption, a plain-text
 * attribute. Stored as `<img src alt>` without a caption and as
 * `<figure><img src alt><figcaption>…</figcaption></figure>` with one: a figure says "this text
 * describes that image", which only a caption makes true. `alt=""` is a decorative image; an image
 * never described has no alt yet. Applied over Mantine's upload extension (its upload states and
 * node view are kept; the figure wraps its image).
 */
export function withCaption<N extends Node>(image: N): N {
  return image.extend({
    addAttributes() {
      return {
        ...this.parent?.(),
        caption: {
          default: null,
          parseHTML: (element: HTMLElement) => (element.tagName === 'FIGURE' ? captionOf(element) : null),
          // Written as the figcaption below, never as an attribute of the img.
          renderHTML: () => ({}),
        },
      };
    },

    parseHTML() {
      return [
        {
          tag: 'figure',
          getAttrs: (element: HTMLElement) => {
            const img = element.querySelector('img[src]');
            const src = img?.getAttribute('src') ?? '';
            if (!img || /^data:/i.test(src)) return false;
            return { src, alt: img.getAttribute('alt'), caption: captionOf(element) };
          },
        },
        ...(this.parent?.() ?? []),
      ];
    },

    renderHTML({ node, HTMLAttributes }) {
      const img = ['img', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes)] as const;
      const caption = node.attrs.caption as string | null;
      return caption ? ['figure', img, ['figcaption', caption]] : img;
    },

    addNodeView() {
      const parent = this.parent?.();
      if (!parent) return null;
      return (props) => {
        const view = parent(props);
        const caption = props.node.attrs.caption as string | null;
        if (!caption || props.node.attrs.uploading || props.node.attrs.uploadError) return view;
        const figure = document.createElement('figure');
        const figcaption = document.createElement('figcaption');
        figcaption.textContent = caption;
        figure.append(view.dom, figcaption);
        return { dom: figure };
      };
    },
  }) as N;
}
