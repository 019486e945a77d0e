import { isSystemCategory } from '@atrium/contract/categories';
import type { LearnFeedItem } from '@atrium/contract/learn';
import { stripMarkup } from '@atrium/contract/text';
import { AuthorBlock } from '~/site/learn/author-block';
import { LearnMedia } from '~/site/learn/learn-media';
import { excerpt } from '~/site/sections/rich-text';
import { altsKey, CachedHtml, frozenKey } from '~/site/ui/cached-html';
import { useMediaAlts } from '~/site/ui/media-alts';
import { ResponsiveImage } from '~/site/ui/responsive-image';
import { TypeTag } from '~/site/ui/type-tag';
import { learnHref } from './learn-reads';
import { defaultOnlyLang, fallbackLang, useSiteLanguage } from '~/site/language';
import './learn.css';

/**
 * A learn item as a card (requirements 3 §2: learn slider slides, all-learn cards, recent content):
 * media, the title as the link to its page, the description cut at `cut` characters with Read
 * more, category tags, the content-type tag, the author and the long US date.
 */
export function LearnCard({ item, cut, sizes }: { item: LearnFeedItem; cut: number; sizes: string }) {
  // Decision 056: a card is the same on every page that lists its item (home, /learn with any
  // filter, related items): its HTML is kept per item, as long as the item's answer is.
  const alts = useMediaAlts();
  const itemKey = frozenKey(item);
  const key = itemKey === undefined ? undefined : `${itemKey}\n${cut}\n${sizes}\n${altsKey(alts, item)}`;
  return (
    <CachedHtml tag="article" className="learn-card" cacheKey={key}>
      <LearnCardContent item={item} cut={cut} sizes={sizes} />
    </CachedHtml>
  );
}

function LearnCardContent({ item, cut, sizes }: { item: LearnFeedItem; cut: number; sizes: string }) {
  const language = useSiteLanguage();
  const { sections: SectionTexts } = language.texts;
  const { data } = item;
  const href = learnHref(item);
  const title = stripMarkup(data.title);
  return (
    <>
      <div className="learn-card__media">
        <CardMedia item={item} href={href} title={title} sizes={sizes} />
        <TypeTag className="learn-card__type" type={item.content_type} icon={item.content_type_icon} />
      </div>
      <div className="learn-card__body">
        <CategoryTags names={data.categoryNames} />
        <h3 className="learn-card__title" lang={fallbackLang(language, data, 'title')}>
          <a href={href}>{title}</a>
        </h3>
        <p className="learn-card__text" lang={fallbackLang(language, data, 'description')}>
          {excerpt(data.description, cut)}
        </p>
        <a className="fold-link learn-card__more" href={href}>
          {SectionTexts.readMore}
          <span className="visually-hidden">: {title}</span>
        </a>
        <div className="learn-card__byline">
          <AuthorBlock name={data.authorName} image={data.authorImage} date={data.created_at} size="s" />
        </div>
      </div>
    </>
  );
}

/**
 * A card's media. A video or podcast shows its poster (stored with the site's media, decision
 * 041) with a play mark, leading to the item's page where the player is: a list of cards never
 * loads a player or a thumbnail from a third party, which would cost hundreds of kilobytes of
 * script and tell that party about every visitor. Without a poster, a link shows the site's own
 * dark tile and a file its first frame; blogs and articles show their image.
 */
export function CardMedia({
  item,
  href,
  title,
  sizes,
}: {
  item: LearnFeedItem;
  href: string;
  title: string;
  sizes: string;
}) {
  const { data } = item;
  if (data.poster || data.videoUrl) {
    return (
      <a className="card-video" href={href} tabIndex={-1} aria-hidden="true">
        {data.poster ? <ResponsiveImage src={data.poster} alt="" sizes={sizes} /> : null}
        <span className="card-video__play">
          <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M8 5.5v13a1 1 0 0 0 1.5.86l10.6-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5"
              fill="currentColor"
            />
          </svg>
        </span>
      </a>
    );
  }
  if (data.videoFile) {
    return <LearnMedia source={{ videoFile: data.videoFile }} title={title} sizes={sizes} />;
  }
  return (
    <a className="card-image" href={href} tabIndex={-1} aria-hidden="true">
      <ResponsiveImage src={data.image} alt="" sizes={sizes} />
    </a>
  );
}

/**
 * An item's learn categories as tags. The categories that only place content on a page
 * (Featured Initiatives, Initiatives, Recent Content) say nothing to a reader and are left out.
 */
function CategoryTags({ names }: { names: string[] }) {
  const language = useSiteLanguage();
  const { sections: SectionTexts } = language.texts;
  const shown = names.filter((name) => !isSystemCategory(name));
  if (!shown.length) return null;
  return (
    <ul className="learn-tags" aria-label={SectionTexts.categoriesLabel}>
      {shown.map((name) => (
        <li key={name} lang={defaultOnlyLang(language)}>
          {name}
        </li>
      ))}
    </ul>
  );
}
