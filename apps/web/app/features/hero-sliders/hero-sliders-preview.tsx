import type { HeroSlider } from '@atrium/contract/hero-sliders';
import { youtubeId } from '@atrium/contract/video';
import { Thumbnail, ThumbnailTile } from '~/admin-kit/thumbnail';
import { IconPlayerPlay } from '~/components/icons';

/** A row's Image/Video cell: the image's thumbnail, or a tile saying which kind of video. */
export function SliderPreview({ slider }: { slider: HeroSlider['heroSlider'] }) {
  if (slider.type === 0) return <Thumbnail path={slider.image} />;
  const kind =
    slider.video.type === 1 ? 'Video file' : slider.video.url && youtubeId(slider.video.url) ? 'YouTube' : 'Video link';
  return <ThumbnailTile icon={<IconPlayerPlay size={18} />} label={kind} dark />;
}
