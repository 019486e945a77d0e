import { SystemCategories } from '@atrium/contract/categories';
import { DescriptionCuts, SectionLimits } from '@atrium/contract/site-sections';
import { stripMarkup } from '@atrium/contract/text';
import { excerpt, isLonger, textBlocks } from '~/site/sections/rich-text';
import { defineSection } from '~/site/sections/section';
import { ResponsiveImage } from '~/site/ui/responsive-image';
import { featuredArticles, learnHref, placedArticles, type PlacedArticles } from './learn-reads';
import { useSiteTexts } from '~/site/language';
import './learn.css';

/**
 * The initiatives list (requirements 3 §2, §7; initiatives page only): the published articles of the
 * Initiatives category placed on this page, by position. A description longer than 300
 * characters shows its start with 'read more', and whole with 'show less': a <details>, so it
 * works without a script. An article the page's featured initiatives show is left out here, so no
 * article appears twice on the page (issue 24).
 */
export const initiativesList = defineSection<PlacedArticles>({
  failure: 'initiativesFailed',
  async load(context) {
    const [list, featured] = await Promise.all([
      placedArticles(context, SystemCategories.Initiatives.name, SectionLimits.all),
      // A failed read of the featured ones costs the list nothing: it shows them all.
      context.shows('featured initiatives') ? featuredArticles(context).catch(() => null) : null,
    ]);
    const shownThere = new Set(featured?.items.map((item) => item.data.id));
    return { ...list, items: list.items.filter((item) => !shownThere.has(item.data.id)) };
  },
  isEmpty: ({ items }) => items.length === 0,
  View({ id, data: { category, items } }) {
    const { sections: SectionTexts } = useSiteTexts();
    return (
      <section id={id} className="section section--wash">
        <div className="container">
          <header className="fold__head">
            <h2 className="fold__title">{SectionTexts.initiativesHeading}</h2>
            {category?.desc ? <p className="fold__intro">{category.desc}</p> : null}
          </header>
          <ul className="initiatives">
            {items.map((item) => (
              <li key={item.data.id} className="initiative">
                <ResponsiveImage
                  className="initiative__image"
                  src={item.data.image}
                  alt=""
                  ratio="3/2"
                  sizes="(min-width: 900px) 360px, 100vw"
                />
                <div className="initiative__body">
                  <h3 className="initiative__title">
                    <a href={learnHref(item)}>{stripMarkup(item.data.title)}</a>
                  </h3>
                  <InitiativeText html={item.data.description} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    );
  },
});

function InitiativeText({ html }: { html: string }) {
  const { sections: SectionTexts } = useSiteTexts();
  const blocks = textBlocks(html);
  const whole = blocks.map((block, i) => (
    <p key={i} className={block.kind === 'text' ? undefined : `initiative__${block.kind}`}>
      {block.text}
    </p>
  ));
  if (!isLonger(html, DescriptionCuts.initiative)) return <div className="initiative__text">{whole}</div>;
  return (
    <div className="initiative__text">
      <p className="initiative__short">{excerpt(html, DescriptionCuts.initiative)}</p>
      <details className="initiative__more">
        <summary className="fold-link">
          <span className="initiative__when-closed">{SectionTexts.initiativeMore}</span>
          <span className="initiative__when-open">{SectionTexts.initiativeLess}</span>
        </summary>
        <div className="initiative__whole">{whole}</div>
      </details>
    </div>
  );
}
