import type { HeroSlider } from '@atrium/contract/hero-sliders';
import { youtubeId } from '@atrium/contract/video';
import { IconPhoto, IconPlayerPlay } from '~/components/icons';
import { imageVariantUrl, mediaUrl } from '~/lib/media';
import classes from './hero-sliders.module.css';

/** A row's Image/Video cell: the image's thumbnail, or a tile saying which kind of video. */
export function SliderPreview({ slider }: { slider: HeroSlider['heroSlider'] }) {
  if (slider.type === 0) {
    const original = mediaUrl(slider.image);
    return original ? (
      <img
        className={classes.thumb}
        // The 480-pixel variant: a fraction of the original's weight, sharp at this size.
        src={imageVariantUrl(slider.image, 480)}
        onError={(event) => {
          if (event.currentTarget.src !== new URL(original, window.location.href).href)
            event.currentTarget.src = original;
        }}
        alt=""
        loading="lazy"
        decoding="async"
        width={96}
        height={54}
      />
    ) : (
      <span className={classes.tile}>
        <IconPhoto size={18} />
        <span>No image</span>
      </span>
    );
  }
  const kind =
    slider.video.type === 1 ? 'Video file' : slider.video.url && youtubeId(slider.video.url) ? 'YouTube' : 'Video link';
  return (
    <span className={classes.tile} data-kind="video">
      <IconPlayerPlay size={18} />
      <span>{kind}</span>
    </span>
  );
}
