import { altOf, useMediaAlts } from '~/site/ui/media-alts';
import defaultAvatar from '~/assets/default-avatar.svg';
import { imageVariantUrl } from '~/lib/media';
import { LongDate } from '~/site/ui/long-date';
import '~/site/learn/learn.css';

/**
 * An item's author and date (spec 3 §2): the author's portrait (the default one when there is
 * none or it fails), name and the long US date. An item without an author shows its date alone:
 * a blank portrait of nobody said nothing (issue 24).
 */
export function AuthorBlock({
  name,
  image,
  date,
  size = 'm',
}: {
  name: string;
  image: string | null | undefined;
  date: string;
  size?: 's' | 'm';
}) {
  const px = size === 's' ? 36 : 48;
  const alt = altOf(useMediaAlts(), image, '');
  return (
    <div className={`author author--${size}`}>
      {name ? (
        <img
          className="author__image"
          src={image ? imageVariantUrl(image, 480) : defaultAvatar}
          alt={alt}
          width={px}
          height={px}
          loading="lazy"
          decoding="async"
          data-fallback={defaultAvatar}
        />
      ) : null}
      <div className="author__text">
        {name && <span className="author__name">{name}</span>}
        <LongDate className="author__date" value={date} />
      </div>
    </div>
  );
}
