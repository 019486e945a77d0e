import { DescriptionCuts, LEARN_PAGE_SIZES } from '@atrium/contract/site-sections';
import { LearnCard } from '~/site/sections/learn/learn-card';
import { defineSection } from '~/site/sections/section';
import { CloseIcon } from '~/site/ui/icons';
import { Pager } from '~/site/ui/pager';
import { type AllLearn, readAllLearn } from './all-learn-reads';
import { FilterChange, type LearnFilter, learnFilterQuery, pageCount } from './learn-filter';
import { LearnFilterMenu } from './learn-filter-menu';
import { defaultOnlyLang, useSiteLanguage } from '~/site/language';
import './all-learn.css';

/**
 * All Learn Data Fold (requirements 3 §2): every published item, filtered by initiative tags and media
 * types, paged. The state is the address (learn-filter.ts): the Filter dropdown is a GET form,
 * the chosen filters, Clear All and the pager are links, so all of it works without a script;
 * the learn-filter island applies a change at once and swaps only this section.
 */
export const allLearn = defineSection<AllLearn>({
  failure: 'learnFailed',
  load: readAllLearn,
  View({ id, data, href }) {
    const language = useSiteLanguage();
    const { sections: SectionTexts } = language.texts;
    // The initiatives' tags are categories, named in the default language alone.
    const tagLang = defaultOnlyLang(language);
    const path = href.split('?')[0] ?? '/';
    const link = (filter: LearnFilter) => `${path}${learnFilterQuery(filter)}#${id}`;
    const { filter, items, count, tags, mediaTypes } = data;
    const chosen = [
      ...tags
        .filter((tag) => filter.tags.includes(tag.id))
        .map((tag) => ({
          key: `tag-${tag.id}`,
          name: tag.name,
          lang: tagLang,
          href: link(FilterChange.toggleTag(filter, tag.id)),
        })),
      ...mediaTypes
        .filter((option) => filter.mediaTypes.includes(option.type))
        .map((option) => ({
          key: `type-${option.type}`,
          name: option.name,
          lang: undefined,
          href: link(FilterChange.toggleMediaType(filter, option.type)),
        })),
    ];
    return (
      <section id={id} className="section all-learn" data-island="learn-filter" aria-labelledby={`${id}-title`}>
        <div className="container">
          <header className="all-learn__head">
            <h2 className="fold__title" id={`${id}-title`}>
              {SectionTexts.allLearnHeading}
            </h2>
            <div className="all-learn__tools">
              <p className="all-learn__count">{SectionTexts.resultCount(count)}</p>
              <LearnFilterMenu id={id} data={data} action={`${path}#${id}`} link={link} />
            </div>
          </header>

          {chosen.length ? (
            <div className="learn-chosen">
              <ul className="learn-chosen__list" aria-label={SectionTexts.chosenFilters}>
                {chosen.map((chip) => (
                  <li key={chip.key}>
                    <a className="learn-chip" href={chip.href}>
                      <span lang={chip.lang}>{chip.name}</span>
                      <span className="visually-hidden">{`, ${SectionTexts.removeFilter(chip.name)}`}</span>
                      <CloseIcon size={14} />
                    </a>
                  </li>
                ))}
              </ul>
              <a className="fold-link learn-chosen__clear" href={link(FilterChange.clearAll(filter))}>
                {SectionTexts.clearAll}
              </a>
            </div>
          ) : null}

          {items.length ? (
            <ul className="learn-grid">
              {items.map((item) => (
                <li key={`${item.content_type}-${item.data.id}`}>
                  <LearnCard
                    item={item}
                    cut={DescriptionCuts.card}
                    sizes="(min-width: 1100px) 360px, (min-width: 700px) 50vw, 100vw"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="learn-empty">{SectionTexts.noRecord}</p>
          )}

          <div className="all-learn__foot">
            <form className="learn-size" method="get" action={`${path}#${id}`}>
              {filter.tags.map((tag) => (
                <input key={`t${tag}`} type="hidden" name="tag" value={tag} />
              ))}
              {filter.mediaTypes.map((type) => (
                <input key={type} type="hidden" name="mediaType" value={type} />
              ))}
              <label htmlFor={`${id}-size`}>{SectionTexts.perPage}</label>
              <select id={`${id}-size`} name="size" defaultValue={filter.size} data-submit-on-change="">
                {LEARN_PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
              <button type="submit" className="button button--outline learn-size__go" data-without-script="">
                {SectionTexts.applySize}
              </button>
            </form>
            <Pager
              page={filter.page}
              pageCount={pageCount(count, filter.size)}
              href={(page) => link(FilterChange.page(filter, page))}
            />
          </div>
        </div>
      </section>
    );
  },
});
