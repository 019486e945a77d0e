import { isSystemCategory } from '@atrium/contract/categories';
import type { LearnFeedItem } from '@atrium/contract/learn';
import { SectionTexts } from '@atrium/contract/site-sections';
import { stripMarkup } from '@atrium/contract/text';
import { LearnMedia, LongDate, ResponsiveImage, truncate, TypeTag } from '~/site/sections/shell-pending';
import { learnHref } from './learn-reads';
import './learn.css';

/**
 * A learn item as a card (spec 3 §2: learn slider slides and all-learn cards): media, the title
 * as the link to its page, the description cut at `cut` characters with Read more, category tags,
 * the content-type tag, the author and the long US date.
 */
export function LearnCard({
  item,
  cut,
  headingLevel = 3,
  sizes,
}: {
  item: LearnFeedItem;
  cut: number;
  headingLevel?: 2 | 3;
  sizes: string;
}) {
  const { data } = item;
  const href = learnHref(item);
  const title = stripMarkup(data.title);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="learn-card">
      <div className="learn-card__media">
        <LearnMedia
          image={data.image}
          videoUrl={data.videoUrl}
          videoFile={data.videoFile}
          title={title}
          sizes={sizes}
        />
        <span className="learn-card__type">
          <TypeTag type={item.content_type} icon={item.content_type_icon} />
        </span>
      </div>
      <div className="learn-card__body">
        <CategoryTags names={data.categoryNames} />
        <Heading className="learn-card__title">
          <a href={href}>{title}</a>
        </Heading>
        <p className="learn-card__text">{truncate(data.description, cut)}</p>
        <a className="fold-link learn-card__more" href={href}>
          {SectionTexts.readMore}
          <span className="visually-hidden">: {title}</span>
        </a>
        <LearnByline item={item} />
      </div>
    </article>
  );
}

/**
 * An item's learn categories as tags. The categories that only place content on a page
 * (Featured Initiatives, Initiatives, Recent Content) say nothing to a reader and are left out.
 */
export function CategoryTags({ names }: { names: string[] }) {
  const shown = names.filter((name) => !isSystemCategory(name));
  if (!shown.length) return null;
  return (
    <ul className="learn-tags" aria-label={SectionTexts.categoriesLabel}>
      {shown.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

/** Author image and name, and the item's date. */
export function LearnByline({ item }: { item: LearnFeedItem }) {
  const { data } = item;
  return (
    <p className="learn-byline">
      {data.authorName ? (
        <>
          {data.authorImage ? (
            <ResponsiveImage
              className="learn-byline__avatar"
              src={data.authorImage}
              alt=""
              width={40}
              height={40}
              sizes="40px"
            />
          ) : null}
          <span className="learn-byline__name">{data.authorName}</span>
          <span aria-hidden="true" className="learn-byline__dot">
            ·
          </span>
        </>
      ) : null}
      <LongDate date={data.created_at} />
    </p>
  );
}
