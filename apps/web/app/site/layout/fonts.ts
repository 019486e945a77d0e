import fraunces from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import inter from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/**
 * The two self-hosted fonts (decision 016): Inter for text, Fraunces for headings, each one
 * variable-weight file of the Latin subset. Preloaded, so the swap from the fallback comes early;
 * styles/site.css declares them (font-display: swap) from the same files.
 */
export const fontPreloads = [inter, fraunces].map((href) => ({
  rel: 'preload',
  href,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous' as const,
}));
