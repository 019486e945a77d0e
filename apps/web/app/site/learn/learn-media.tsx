import type { Article, Blog, LearnType, Podcast, Video } from '@atrium/contract/learn';
import { isEmbeddablePlayer, videoEmbedUrl } from '@atrium/contract/video';
import { imageVariantUrl, mediaUrl } from '~/lib/media';
import { type ImageRatio, ResponsiveImage } from '~/site/ui/responsive-image';
import { VideoFacade } from '~/site/ui/video-facade';
import '~/site/learn/learn.css';

/**
 * What a learn item shows as its media (requirements 3 §2): an image (blogs, articles), a player of a
 * link (type 0) or of an uploaded file (type 1) for videos and podcasts, and otherwise the
 * default image. Feed cards and detail pages both describe an item this way.
 */
export type LearnMediaSource = {
  image?: string | null;
  videoUrl?: string | null;
  videoFile?: string | null;
  /** A video's or podcast's poster (decision 041): cards, related lists, og:image, the file player's poster. */
  poster?: string | null;
};

type DetailRecord = { blog: Blog; article: Article; video: Video; podcast: Podcast };

/** A detail record's media, by its type's own wire fields (requirements 3 §3). */
export function learnMediaSource<T extends LearnType>(type: T, record: DetailRecord[T]): LearnMediaSource {
  switch (type) {
    case 'blog':
      return { image: (record as Blog).BlogImage };
    case 'article':
      return { image: (record as Article).ArticleImage };
    case 'video': {
      const video = record as Video;
      const poster = video.poster;
      return video.VideoType === 0
        ? { videoUrl: video.VideoUrl, poster }
        : video.VideoType === 1
          ? { videoFile: video.VideoFile, poster }
          : { poster };
    }
    default: {
      const podcast = record as Podcast;
      const poster = podcast.poster;
      return podcast.podCastVideoType === 0
        ? { videoUrl: podcast.podCastVideoUrl, poster }
        : podcast.podCastVideoType === 1
          ? { videoFile: podcast.podCastVideoFile, poster }
          : { poster };
    }
  }
}

/** A link's player address: YouTube and Vimeo links in their embed form; anything else is not framed. */
export function playerUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const embed = videoEmbedUrl(url);
  if (embed) return embed;
  return isEmbeddablePlayer(url) ? url : null;
}

/** The file's MIME type by its extension (the server stores MP4, WebM and Ogg). */
export function videoMime(path: string): 'video/mp4' | 'video/webm' | 'video/ogg' {
  if (/\.webm$/i.test(path)) return 'video/webm';
  if (/\.og[gv]$/i.test(path)) return 'video/ogg';
  return 'video/mp4';
}

type Props = {
  source: LearnMediaSource;
  title: string;
  sizes: string;
  /** The page's main media (above the fold). */
  priority?: boolean;
  ratio?: ImageRatio;
  className?: string;
};

/**
 * The item's media in a 16:9 (by default) box: image, a link's player behind its poster (decision
 * 080), the file's video player, or the default image.
 */
export function LearnMedia({ source, title, sizes, priority = false, ratio = '16/9', className = '' }: Props) {
  const player = playerUrl(source.videoUrl);
  if (player && source.videoUrl) {
    return (
      <div className={`learn-media learn-media--frame ${className}`.trim()}>
        <VideoFacade
          player={player}
          link={source.videoUrl}
          title={title}
          poster={source.poster}
          sizes={sizes}
          priority={priority}
        />
      </div>
    );
  }
  const file = mediaUrl(source.videoFile);
  if (file) {
    // The stored poster (decision 041), or else the browser paints the frame at 0.1 s (decision 011).
    const poster = imageVariantUrl(source.poster, 1600);
    return (
      <div className={`learn-media learn-media--frame ${className}`.trim()}>
        <video controls preload="metadata" playsInline width={1600} height={900} aria-label={title} poster={poster}>
          <source src={`${file}#t=0.1`} type={videoMime(file)} />
        </video>
      </div>
    );
  }
  return (
    <div className={`learn-media ${className}`.trim()}>
      <ResponsiveImage src={source.image} alt={title} sizes={sizes} priority={priority} ratio={ratio} />
    </div>
  );
}
