import { DescriptionCuts } from '@atrium/contract/site-sections';
import type { LearnFeedItem } from '@atrium/contract/learn';
import { stripMarkup } from '@atrium/contract/text';
import { excerpt } from '~/site/sections/rich-text';
import { defineSection } from '~/site/sections/section';
import { CachedHtml, useFrozenKey } from '~/site/ui/cached-html';
import { ResponsiveImage } from '~/site/ui/responsive-image';
import { featuredArticles, learnHref, type PlacedArticles } from './learn-reads';
import { useSiteTexts } from '~/site/language';
import './learn.css';

/**
 * Featured initiatives (requirements 3 §2, §7): at most 2 published articles of the Featured Initiatives
 * category placed on this page, by position; the description cut at 290 characters. Read more goes
 * to the article (issue 24: it went to this very page, or to the call to action in the article's
 * place); a call to action is a button of its own beside it, left out when it leads to the page
 * the visitor is on.
 */
export const featuredInitiatives = defineSection<PlacedArticles>({
  failure: 'featuredFailed',
  load: featuredArticles,
  isEmpty: ({ items }) => items.length === 0,
  View({ id, href: pageHref, data: { category, items } }) {
    const { sections: SectionTexts } = useSiteTexts();
    const here = pageHref.split(/[?#]/)[0];
    return (
      <section id={id} className="section">
        <div className="container">
          <header className="fold__head">
            <h2 className="fold__title">{SectionTexts.featuredHeading}</h2>
            {category?.desc ? <p className="fold__intro">{category.desc}</p> : null}
          </header>
          <div className="featured-grid">
            {items.map((item) => {
              const cta = item.data.cta_status === 1 && item.data.cta_url !== here ? item.data.cta_url : null;
              return <FeaturedCard key={item.data.id} item={item} cta={cta} />;
            })}
          </div>
        </div>
      </section>
    );
  },
});

/** A featured initiative's card: its HTML kept per item answer and call to action (decision 063). */
function FeaturedCard({ item, cta }: { item: LearnFeedItem; cta: string | null }) {
  const key = useFrozenKey(item, cta ?? '');
  return (
    <CachedHtml tag="article" className="featured-card" cacheKey={key}>
      <FeaturedCardContent item={item} cta={cta} />
    </CachedHtml>
  );
}

/** A featured card's content: its elements and texts made only when its HTML is (decision 093). */
function FeaturedCardContent({ item, cta }: { item: LearnFeedItem; cta: string | null }) {
  const { sections: SectionTexts } = useSiteTexts();
  const title = stripMarkup(item.data.title);
  return (
    <>
      <ResponsiveImage
        className="featured-card__image"
        src={item.data.image}
        alt=""
        ratio="3/2"
        sizes="(min-width: 900px) 560px, 100vw"
      />
      <div className="featured-card__body">
        <h3 className="featured-card__title">{title}</h3>
        <p className="featured-card__text">{excerpt(item.data.description, DescriptionCuts.featuredInitiative)}</p>
        <p className="featured-card__actions">
          <a className="fold-link fold-link--on-dark" href={learnHref(item)}>
            {SectionTexts.readMore}
            <span className="visually-hidden">: {title}</span>
          </a>
          {cta ? (
            <a className="button button--gold" href={cta}>
              {SectionTexts.findOutMore}
              <span className="visually-hidden">: {title}</span>
            </a>
          ) : null}
        </p>
      </div>
    </>
  );
}
