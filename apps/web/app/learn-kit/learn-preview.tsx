import { isEmbeddablePlayer, videoEmbedUrl } from '@atrium/contract/video';
import { ThumbnailTile } from '~/admin-kit/thumbnail';
import { IconPlayerPlay } from '~/components/icons';
import { mediaUrl } from '~/lib/media';
import classes from './learn-preview.module.css';

/**
 * A video or podcast row's preview (requirements 2 §2): a link plays in its host's embedded player (the
 * server stores the embed address; an older watch link is converted), an uploaded file in a video
 * player from the media host, anything else shows the default tile.
 */
export function VideoPreview({
  type,
  url,
  file,
  title,
}: {
  type: number;
  url: string | null;
  file: string | null;
  /** The item's title, naming the player for assistive technology. */
  title: string;
}) {
  const embed = type === 0 && url ? (isEmbeddablePlayer(url) ? url : videoEmbedUrl(url)) : null;
  if (embed) {
    return (
      <div className={classes.player}>
        <iframe
          src={embed}
          title={`Video: ${title}`}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }
  const source = type === 1 ? mediaUrl(file) : undefined;
  if (source) {
    return (
      <div className={classes.player}>
        <video src={source} controls preload="metadata" aria-label={`Video: ${title}`} />
      </div>
    );
  }
  return <ThumbnailTile icon={<IconPlayerPlay size={18} />} label="No video" />;
}
