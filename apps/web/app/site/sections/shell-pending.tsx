/*
 * Stand-ins for the site-shell branch's site/ui and site/learn pieces, until it lands: replaced
 * by those on merge, then this file goes.
 */
import { stripMarkup } from '@atrium/contract/text';
import type { LearnType } from '@atrium/contract/learn';
import { imageVariantUrl, mediaUrl } from '~/lib/media';

export function truncate(text: string, max: number): string {
  const plain = stripMarkup(text);
  return plain.length > max ? `${plain.slice(0, max).trimEnd()}...` : plain;
}

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  eager = false,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  eager?: boolean;
  className?: string;
}) {
  if (!src) return null;
  const set = ([480, 960, 1600] as const).map((w) => `${imageVariantUrl(src, w)} ${w}w`).join(', ');
  return (
    <img
      className={className}
      src={imageVariantUrl(src, 960)}
      srcSet={/^\/media\/images\//.test(src) ? set : undefined}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}

export function LongDate({ date }: { date: string }) {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  const text = new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return <time dateTime={date.slice(0, 10)}>{text}</time>;
}

const typeLabels: Record<LearnType, string> = { blog: 'Blog', article: 'Article', video: 'Video', podcast: 'Podcast' };

export function TypeTag({ type }: { type: LearnType; icon?: number | null }) {
  return <span className="type-tag">{typeLabels[type]}</span>;
}

export function LearnMedia({
  image,
  videoUrl,
  videoFile,
  title,
  sizes,
}: {
  image: string | null;
  videoUrl: string | null;
  videoFile: string | null;
  title: string;
  sizes?: string;
}) {
  if (videoUrl) {
    return <iframe className="learn-media" src={videoUrl} title={title} loading="lazy" allowFullScreen />;
  }
  if (videoFile) {
    return <video className="learn-media" src={mediaUrl(videoFile)} controls preload="metadata" />;
  }
  return <ResponsiveImage className="learn-media" src={image} alt="" width={960} height={540} sizes={sizes} />;
}
