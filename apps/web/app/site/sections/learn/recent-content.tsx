import { recentContent as recentContentRead } from '@atrium/contract/endpoints/learn';
import { SystemCategories } from '@atrium/contract/categories';
import type { Category } from '@atrium/contract/categories';
import { type LearnFeedItem, RECENT_CONTENT_LIMIT } from '@atrium/contract/learn';
import { DescriptionCuts, SectionLimits } from '@atrium/contract/site-sections';
import { stripMarkup } from '@atrium/contract/text';
import { siteData } from '~/lib/site-api';
import { defineSection } from '~/site/sections/section';
import { namedCategory } from '~/site/sections/section-reads';
import { LongDate } from '~/site/ui/long-date';
import { TypeTag } from '~/site/ui/type-tag';
import { CachedHtml, useFrozenKey } from '~/site/ui/cached-html';
import { CardMedia, LearnCard } from './learn-card';
import { featuredArticles, learnHref } from './learn-reads';
import { useSiteTexts } from '~/site/language';
import './learn.css';

type Recent = { category: Category | null; items: LearnFeedItem[] };

/**
 * Recent content (requirements 3 §2; home only): the newest published items of the Recent Content
 * category, 1 featured and up to 3 others (docs/architecture.md), each linking to its page. An
 * article the page's featured initiatives show is left out, and the next one takes its place: no
 * item appears twice on a page (decision 080).
 */
export const recentContent = defineSection<Recent>({
  failure: 'recentFailed',
  async load(context) {
    const showsFeatured = context.shows('featured initiatives');
    const [category, items, featured] = await Promise.all([
      namedCategory(context, SystemCategories.RecentContent.name),
      siteData(
        context.api(recentContentRead, {
          query: { limit: RECENT_CONTENT_LIMIT + (showsFeatured ? SectionLimits.featuredInitiatives : 0) },
        }),
      ),
      // A failed read of the featured ones costs this section nothing: it shows the newest.
      showsFeatured ? featuredArticles(context).catch(() => null) : null,
    ]);
    const shownThere = new Set(featured?.items.map(itemKey));
    return { category, items: items.filter((item) => !shownThere.has(itemKey(item))).slice(0, RECENT_CONTENT_LIMIT) };
  },
  isEmpty: ({ items }) => items.length === 0,
  View({ id, data: { category, items } }) {
    const { sections: SectionTexts } = useSiteTexts();
    const [featured, ...others] = items;
    return (
      <section id={id} className="section section--wash">
        <div className="container">
          <header className="fold__head">
            <h2 className="fold__title">{SectionTexts.recentHeading}</h2>
            {category?.desc ? <p className="fold__intro">{category.desc}</p> : null}
          </header>
          <div className="recent">
            {featured ? (
              <div className="recent__featured">
                <LearnCard item={featured} cut={DescriptionCuts.card} sizes="(min-width: 1000px) 620px, 100vw" />
              </div>
            ) : null}
            {others.length ? (
              <ul className="recent__others">
                {others.map((item) => (
                  <RecentItem key={itemKey(item)} item={item} />
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </section>
    );
  },
});

/** An item's identity across the four types (ids are per type). */
const itemKey = (item: LearnFeedItem) => `${item.content_type}-${item.data.id}`;

/** One of the other recent items: its HTML kept per item answer (decision 063). */
function RecentItem({ item }: { item: LearnFeedItem }) {
  const key = useFrozenKey(item);
  return (
    <CachedHtml tag="li" className="recent-item" cacheKey={key}>
      <RecentItemContent item={item} />
    </CachedHtml>
  );
}

/** A recent item's content: its elements and texts made only when its HTML is (decision 093). */
function RecentItemContent({ item }: { item: LearnFeedItem }) {
  return (
    <>
      <div className="recent-item__media">
        <CardMedia item={item} href={learnHref(item)} title={stripMarkup(item.data.title)} sizes="160px" />
      </div>
      <div>
        <TypeTag type={item.content_type} icon={item.content_type_icon} />
        <h3 className="recent-item__title">
          <a href={learnHref(item)}>{stripMarkup(item.data.title)}</a>
        </h3>
        <p className="recent-item__date">
          <LongDate value={item.data.created_at} />
        </p>
      </div>
    </>
  );
}
