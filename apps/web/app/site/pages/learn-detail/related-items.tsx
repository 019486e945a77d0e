import type { LearnRecord, LearnType } from '@atrium/contract/learn';
import { stripMarkup } from '@atrium/contract/text';
import { learnMediaSource } from '~/site/learn/learn-media';
import { itemPicture } from '~/site/pages/learn-detail/learn-detail-meta';
import { learnItemPath } from '@atrium/contract/pages';
import { useSiteTexts } from '~/site/language';
import { ChevronIcon } from '~/site/ui/icons';
import { LongDate } from '~/site/ui/long-date';
import { CachedHtml, useFrozenKey } from '~/site/ui/cached-html';
import { ResponsiveImage } from '~/site/ui/responsive-image';
import { truncate } from '~/site/ui/text';

/** Related titles are cut at 40 characters, between words, then '…' (requirements 3 §9). */
const RELATED_TITLE_LENGTH = 40;

/**
 * The item's related items (requirements 3 §2): a plain list on phones; from 768 px the related-slider
 * island makes it a slider (horizontal, vertical beside the text from 1024 px) with previous and
 * next buttons. Without JavaScript it stays a list.
 */
export function RelatedItems<T extends LearnType>({ type, items }: { type: T; items: LearnRecord[T][] }) {
  const texts = useSiteTexts();
  if (items.length === 0) return null;
  const heading = texts.frame.related(texts.searchTypes[type]);
  return (
    <section className="related" aria-labelledby="related-heading" data-island="related-slider">
      <div className="related__head">
        <h2 id="related-heading" className="related__heading">
          {heading}
        </h2>
        <div className="related__controls">
          <button
            type="button"
            className="icon-button related__button"
            data-related="prev"
            aria-label={texts.frame.relatedPrevious}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className="icon-button related__button"
            data-related="next"
            aria-label={texts.frame.relatedNext}
          >
            <ChevronIcon direction="right" />
          </button>
        </div>
      </div>
      <div className="related__viewport">
        <ul className="related__list" role="list">
          {items.map((item) => (
            <RelatedItem key={item.id} type={type} item={item} />
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * A related item: its HTML kept per item answer (decision 093), the same on every page that
 * lists it, as a learn card is (decision 056).
 */
function RelatedItem<T extends LearnType>({ type, item }: { type: T; item: LearnRecord[T] }) {
  return (
    <CachedHtml tag="li" className="related__item" cacheKey={useFrozenKey(item, type)}>
      <RelatedItemContent type={type} item={item} />
    </CachedHtml>
  );
}

function RelatedItemContent<T extends LearnType>({ type, item }: { type: T; item: LearnRecord[T] }) {
  const title = stripMarkup(item.title);
  return (
    <a className="related__link" href={learnItemPath(type, item.slug)} title={title}>
      <ResponsiveImage
        className="related__image"
        src={itemPicture(learnMediaSource(type, item as never))}
        alt=""
        ratio="16/9"
        sizes="(min-width: 1024px) 120px, (min-width: 768px) 240px, 96px"
      />
      <span className="related__text">
        <span className="related__title">{truncate(title, RELATED_TITLE_LENGTH)}</span>
        <LongDate className="related__date" value={item.created_at} />
      </span>
    </a>
  );
}
