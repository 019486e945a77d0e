import type { Podcast } from '@atrium/contract/learn';
import { useId } from 'react';
import { mediaUrl } from '~/lib/media';
import { useSiteTexts } from '~/site/language';

/** The audio type a browser is told, by the stored file's extension (MP3, M4A, Ogg: decision 040). */
function audioMime(path: string): 'audio/mpeg' | 'audio/mp4' | 'audio/ogg' {
  if (/\.m4a$/i.test(path)) return 'audio/mp4';
  if (/\.og[ga]$/i.test(path)) return 'audio/ogg';
  return 'audio/mpeg';
}

/** A length in seconds as a listener reads it: '45 s', '4 min', '1 h 5 min'. */
export function spokenLength(seconds: number | null | undefined): string | undefined {
  if (!seconds || seconds < 1) return undefined;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}

/**
 * A podcast's audio (decision 040): the browser's own player (keyboard and screen-reader ready,
 * no script), named by a visible label, with a download link.
 */
export function PodcastAudio({ podcast }: { podcast: Podcast }) {
  const { site: SiteTexts } = useSiteTexts();
  const id = useId();
  const file = mediaUrl(podcast.podCastAudioFile);
  if (!file) return null;
  return (
    <figure className="podcast-audio">
      <figcaption id={`${id}-label`} className="podcast-audio__label">
        {SiteTexts.listenToEpisode(spokenLength(podcast.podCastAudioDuration))}
      </figcaption>
      <audio className="podcast-audio__player" controls preload="metadata" aria-labelledby={`${id}-label`}>
        <source src={file} type={audioMime(file)} />
      </audio>
      <a className="podcast-audio__download" href={file} download>
        {SiteTexts.downloadEpisode}
      </a>
    </figure>
  );
}

/**
 * A podcast's transcript, its paragraphs split at blank lines: after the description (decision
 * 080), which says what the episode is before the transcript gives it word for word.
 */
export function PodcastTranscript({ podcast }: { podcast: Podcast }) {
  const { site: SiteTexts } = useSiteTexts();
  const id = useId();
  const transcript = podcast.podCastTranscript.trim();
  if (!transcript) return null;
  return (
    <section className="podcast-transcript" aria-labelledby={`${id}-transcript`}>
      <h2 id={`${id}-transcript`}>{SiteTexts.transcript}</h2>
      {transcript.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i}>{paragraph.trim()}</p>
      ))}
    </section>
  );
}
