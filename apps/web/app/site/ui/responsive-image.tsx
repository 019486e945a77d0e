import placeholder from '~/assets/placeholder-image.svg';
import { imageVariantUrl, mediaUrl } from '~/lib/media';
import { useSiteLanguage } from '~/site/language';
import { altLang, altOf, useMediaAlts } from '~/site/ui/media-alts';
import type { ImageFallback } from '~/site/site-document';
import '~/site/ui/ui.css';

/** The boxes images are shown in: the box keeps its shape whatever the file's own. */
export type ImageRatio = '16/9' | '4/3' | '3/2' | '1/1' | '3/4';

const boxes: Record<ImageRatio, [number, number]> = {
  '16/9': [1600, 900],
  '4/3': [1600, 1200],
  '3/2': [1500, 1000],
  '1/1': [960, 960],
  '3/4': [960, 1280],
};

const variantWidths = [480, 960, 1600] as const;

/** srcset of a stored image's WebP variants, or undefined for anything else (an outside URL). */
function variantSrcSet(path: string | null | undefined): string | undefined {
  if (!path || imageVariantUrl(path, 480) === mediaUrl(path)) return undefined;
  return variantWidths.map((width) => `${imageVariantUrl(path, width)} ${width}w`).join(', ');
}

type Props = {
  /** A media path from the API ('/media/images/…'); null or empty shows the placeholder. */
  src: string | null | undefined;
  /** '' for a decorative image. */
  alt: string;
  ratio?: ImageRatio;
  /** The width the image takes in the layout, for the browser's choice of variant. */
  sizes: string;
  /** Above the fold (the page's main image): loaded at once and early; otherwise lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * An uploaded image at the size the screen needs: the 480, 960 and 1600 pixel WebP variants
 * with `sizes`, in a box of fixed shape (width and height set, object-fit) so nothing moves as
 * it loads; lazy below the fold; the placeholder when there is none, or when it fails to load
 * (`data-fallback`: the site script swaps it in).
 */
export function ResponsiveImage({ src, alt, ratio = '16/9', sizes, priority = false, className = '' }: Props) {
  // The alt text the editor wrote for this image wins over the page's own (decision 038), in the
  // page's language or marked as the default language's (decision 100).
  const alts = useMediaAlts();
  const language = useSiteLanguage();
  alt = altOf(alts, src, alt);
  const lang = altLang(alts, language, src);
  const [width, height] = boxes[ratio];
  const classes = `rimg rimg--${ratio.replace('/', 'x')} ${className}`.trim();
  if (!src) {
    return <img className={classes} src={placeholder} alt={alt} width={width} height={height} />;
  }
  const srcSet = variantSrcSet(src);
  return (
    <img
      className={classes}
      src={srcSet ? imageVariantUrl(src, 960) : mediaUrl(src)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      lang={lang}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
      data-fallback={'image' satisfies ImageFallback}
    />
  );
}
