import type { Podcast } from '@atrium/contract/learn';
import { useId } from 'react';
import { mediaUrl } from '~/lib/media';
import { fallbackLang, useSiteLanguage } from '~/site/language';

/** The audio type a browser is told, by the stored file's extension (MP3, M4A, Ogg: decision 040). */
function audioMime(path: string): 'audio/mpeg' | 'audio/mp4' | 'audio/ogg' {
  if (/\.m4a$/i.test(path)) return 'audio/mp4';
  if (/\.og[ga]$/i.test(path)) return 'audio/ogg';
  return 'audio/mpeg';
}

/**
 * A length in seconds as a listener reads it: '45 s', '4 min', '1 h 5 min'; in another language
 * than English, its units through Intl (decision 090: '4 min', '٤ د').
 */
export function spokenLength(seconds: number | null | undefined, locale = 'en'): string | undefined {
  if (!seconds || seconds < 1) return undefined;
  const minutes = Math.round(seconds / 60);
  if (locale !== 'en') {
    if (seconds < 60) return inUnit(locale, 'second', Math.round(seconds));
    if (minutes < 60) return inUnit(locale, 'minute', minutes);
    const hours = inUnit(locale, 'hour', Math.floor(minutes / 60));
    return minutes % 60 ? `${hours} ${inUnit(locale, 'minute', minutes % 60)}` : hours;
  }
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}

const unitFormats = new Map<string, Intl.NumberFormat>();
function inUnit(locale: string, unit: 'second' | 'minute' | 'hour', value: number): string {
  const key = `${locale} ${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' });
    unitFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * A podcast's audio (decision 040): the browser's own player (keyboard and screen-reader ready,
 * no script), named by a visible label, with a download link.
 */
export function PodcastAudio({ podcast }: { podcast: Podcast }) {
  const { texts, textsLocale } = useSiteLanguage();
  const SiteTexts = texts.site;
  const id = useId();
  const file = mediaUrl(podcast.podCastAudioFile);
  if (!file) return null;
  return (
    <figure className="podcast-audio">
      <figcaption id={`${id}-label`} className="podcast-audio__label">
        {SiteTexts.listenToEpisode(spokenLength(podcast.podCastAudioDuration, textsLocale))}
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
  const language = useSiteLanguage();
  const SiteTexts = language.texts.site;
  const id = useId();
  const transcript = podcast.podCastTranscript.trim();
  if (!transcript) return null;
  return (
    <section className="podcast-transcript" aria-labelledby={`${id}-transcript`}>
      <h2 id={`${id}-transcript`}>{SiteTexts.transcript}</h2>
      {transcript.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} lang={fallbackLang(language, podcast, 'podCastTranscript')}>
          {paragraph.trim()}
        </p>
      ))}
    </section>
  );
}
