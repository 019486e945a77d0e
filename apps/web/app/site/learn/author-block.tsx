import { altLang, altOf, useMediaAlts } from '~/site/ui/media-alts';
import defaultAvatar from '~/assets/default-avatar.svg';
import { imageVariantUrl } from '~/lib/media';
import { isoDuration } from '@atrium/contract/learn';
import { spokenLength } from '~/site/learn/podcast-audio';
import { LongDate } from '~/site/ui/long-date';
import type { ImageFallback } from '~/site/site-document';
import { useSiteLanguage } from '~/site/language';
import '~/site/learn/learn.css';

/**
 * An item's author and date (requirements 3 §2): the author's portrait (the default one when there is
 * none or it fails), name and the long US date. An item without an author shows its date alone:
 * a blank portrait of nobody said nothing (issue 24).
 */
export function AuthorBlock({
  name,
  image,
  date,
  size = 'm',
  length,
}: {
  name: string;
  image: string | null | undefined;
  date: string;
  size?: 's' | 'm';
  /** A video's length in seconds (decision 060), shown after the date when known. */
  length?: number | null;
}) {
  const language = useSiteLanguage();
  const { texts, textsLocale } = language;
  const SiteTexts = texts.site;
  const spoken = spokenLength(length, textsLocale);
  const px = size === 's' ? 36 : 48;
  const alts = useMediaAlts();
  const alt = altOf(alts, image, '');
  return (
    <div className={`author author--${size}`}>
      {name ? (
        <img
          className="author__image"
          src={image ? imageVariantUrl(image, 480) : defaultAvatar}
          alt={alt}
          lang={altLang(alts, language, image)}
          width={px}
          height={px}
          loading="lazy"
          decoding="async"
          data-fallback={'avatar' satisfies ImageFallback}
        />
      ) : null}
      <div className="author__text">
        {name && <span className="author__name">{name}</span>}
        <span className="author__date">
          <LongDate value={date} />
          {spoken && length ? (
            <>
              {' · '}
              <time dateTime={isoDuration(length)}>{SiteTexts.videoLength(spoken)}</time>
            </>
          ) : null}
        </span>
      </div>
    </div>
  );
}
