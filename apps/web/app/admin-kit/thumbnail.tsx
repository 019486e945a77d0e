import type { ReactNode } from 'react';
import { IconPhoto } from '~/components/icons';
import { imageVariantUrl, mediaUrl } from '~/lib/media';
import classes from './thumbnail.module.css';

/**
 * A row's picture: the stored image's 480-pixel WebP variant (a fraction of the original's
 * weight, sharp at this size), falling back to the original; a tile when there is none.
 */
export function Thumbnail({
  path,
  shape = 'wide',
}: {
  path: string | null | undefined;
  /** 'wide' 16:9 for slides and articles, 'square' for portraits. */
  shape?: 'wide' | 'square';
}) {
  const original = mediaUrl(path);
  if (!original) return <ThumbnailTile icon={<IconPhoto size={18} />} label="No image" shape={shape} />;
  return (
    <img
      className={classes.thumb}
      data-shape={shape}
      src={imageVariantUrl(path, 480)}
      onError={(event) => {
        if (event.currentTarget.src !== new URL(original, window.location.href).href)
          event.currentTarget.src = original;
      }}
      alt=""
      loading="lazy"
      decoding="async"
      width={96}
      height={shape === 'square' ? 96 : 54}
    />
  );
}

/** The tile shown in a picture's place: what kind of medium, or that there is none. */
export function ThumbnailTile({
  icon,
  label,
  shape = 'wide',
  dark = false,
}: {
  icon: ReactNode;
  label: string;
  shape?: 'wide' | 'square';
  dark?: boolean;
}) {
  return (
    <span className={classes.tile} data-shape={shape} data-dark={dark || undefined}>
      {icon}
      <span>{label}</span>
    </span>
  );
}
