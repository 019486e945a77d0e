import { SystemCategories } from '@atrium/contract/categories';
import { DescriptionCuts, SectionLimits, SectionTexts } from '@atrium/contract/site-sections';
import { stripMarkup } from '@atrium/contract/text';
import { excerpt } from '~/site/sections/rich-text';
import { defineSection } from '~/site/sections/section';
import { ResponsiveImage } from '~/site/ui/responsive-image';
import { placedArticles, type PlacedArticles } from './learn-reads';
import './learn.css';

/** Where Read more goes without a call to action (spec 3 §2). */
const INITIATIVES_HREF = '/initiatives';

/**
 * Featured initiatives (spec 3 §2, §7): at most 2 published articles of the Featured Initiatives
 * category placed on this page, by position; the description cut at 290 characters; Read more
 * goes to the initiatives page, or to the article's call to action when it has one.
 */
export const featuredInitiatives = defineSection<PlacedArticles>({
  failure: SectionTexts.featuredFailed,
  load: (context) =>
    placedArticles(context, SystemCategories.FeaturedInitiatives.name, SectionLimits.featuredInitiatives),
  isEmpty: ({ items }) => items.length === 0,
  View({ id, data: { category, items } }) {
    return (
      <section id={id} className="section">
        <div className="container">
          <header className="fold__head">
            <h2 className="fold__title">{category?.name ?? SystemCategories.FeaturedInitiatives.name}</h2>
            {category?.desc ? <p className="fold__intro">{category.desc}</p> : null}
          </header>
          <div className="featured-grid">
            {items.map((item) => {
              const title = stripMarkup(item.data.title);
              const href = item.data.cta_status === 1 && item.data.cta_url ? item.data.cta_url : INITIATIVES_HREF;
              return (
                <article key={item.data.id} className="featured-card">
                  <ResponsiveImage
                    className="featured-card__image"
                    src={item.data.image}
                    alt=""
                    ratio="3/2"
                    sizes="(min-width: 900px) 560px, 100vw"
                  />
                  <div className="featured-card__body">
                    <h3 className="featured-card__title">{title}</h3>
                    <p className="featured-card__text">
                      {excerpt(item.data.description, DescriptionCuts.featuredInitiative)}
                    </p>
                    <a className="button button--gold" href={href}>
                      {SectionTexts.readMore}
                      <span className="visually-hidden">: {title}</span>
                    </a>
                  </div>
                </article>
              );
            })}
          </div>
        </div>
      </section>
    );
  },
});
