import { LEARN_DEFAULT_PAGE_SIZE } from '@atrium/contract/site-sections';
import { FilterIcon } from '~/site/ui/icons';
import type { AllLearn } from './all-learn-reads';
import { FilterChange, type LearnFilter } from './learn-filter';
import { defaultOnlyLang, useSiteLanguage, useSiteTexts } from '~/site/language';

/**
 * The Filter dropdown (requirements 3 §2): a <details> holding a GET form of two groups, the initiative
 * tags with their counts and the media types, each with an All option that clears it. Without a
 * script the Apply button sends the form; with one, every change applies at once.
 */
export function LearnFilterMenu({
  id,
  data,
  action,
  link,
}: {
  id: string;
  data: AllLearn;
  action: string;
  link: (filter: LearnFilter) => string;
}) {
  const language = useSiteLanguage();
  const { sections: SectionTexts } = language.texts;
  // The tags are categories, named in the default language alone.
  const tagLang = defaultOnlyLang(language);
  const { filter, tags, mediaTypes } = data;
  const chosen = filter.tags.length + filter.mediaTypes.length;
  return (
    <details className="learn-filter">
      <summary className="button button--outline learn-filter__toggle">
        <FilterIcon />
        {SectionTexts.filter}
        {chosen ? (
          <span className="learn-filter__badge">
            {chosen}
            <span className="visually-hidden"> {SectionTexts.chosenFilters.toLowerCase()}</span>
          </span>
        ) : null}
      </summary>
      <form className="learn-filter__panel" method="get" action={action} id={`${id}-filter`}>
        {filter.size !== LEARN_DEFAULT_PAGE_SIZE ? <input type="hidden" name="size" value={filter.size} /> : null}
        <fieldset className="learn-filter__group">
          <legend>{SectionTexts.initiativesGroup}</legend>
          <FilterAll href={link(FilterChange.allTags(filter))} isChosen={filter.tags.length === 0} />
          {tags.map((tag) => (
            <label key={tag.id} className="learn-filter__option">
              <input type="checkbox" name="tag" value={tag.id} defaultChecked={filter.tags.includes(tag.id)} />
              <span lang={tagLang}>{tag.name}</span>
              <span className="learn-filter__count">({tag.count})</span>
            </label>
          ))}
          {data.tagsFailed ? <p className="learn-filter__failed">{SectionTexts.initiativeTagsFailed}</p> : null}
        </fieldset>
        <fieldset className="learn-filter__group">
          <legend>{SectionTexts.mediaType}</legend>
          <FilterAll href={link(FilterChange.allMediaTypes(filter))} isChosen={filter.mediaTypes.length === 0} />
          {mediaTypes.map((option) => (
            <label key={option.type} className="learn-filter__option">
              <input
                type="checkbox"
                name="mediaType"
                value={option.type}
                defaultChecked={filter.mediaTypes.includes(option.type)}
              />
              <span>{option.name}</span>
            </label>
          ))}
          {data.mediaTypesFailed ? <p className="learn-filter__failed">{SectionTexts.mediaTypesFailed}</p> : null}
        </fieldset>
        <button type="submit" className="button button--navy learn-filter__apply" data-without-script="">
          {SectionTexts.applyFilter}
        </button>
      </form>
    </details>
  );
}

/** A group's All option: a link that clears the group, marked while the group is empty. */
function FilterAll({ href, isChosen }: { href: string; isChosen: boolean }) {
  const { sections: SectionTexts } = useSiteTexts();
  return (
    <a className="learn-filter__option learn-filter__all" href={href} aria-current={isChosen ? 'true' : undefined}>
      <span className="learn-filter__mark" aria-hidden="true" />
      {SectionTexts.all}
    </a>
  );
}
