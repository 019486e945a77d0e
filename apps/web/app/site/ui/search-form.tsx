import { SEARCH_QUERY_MAX } from '@atrium/contract/search';
import { SearchIcon } from '~/site/ui/icons';
import { useSiteTexts } from '~/site/language';
import '~/site/ui/search-form.css';

type Props = {
  /** The input's id (a page has up to three forms: the header's, the phone menu's, the search page's). */
  id: string;
  value?: string;
  className?: string;
  /** Hidden fields kept with the words (the search page's type filter). */
  keep?: Record<string, string>;
  /** The label shown (the search page) or only read by screen readers (the header). */
  showLabel?: boolean;
  /** The landmark's name: a page with two search forms names each. */
  name?: string;
};

/**
 * The site search's form (decision 049): a plain GET to /search, so it works without
 * JavaScript, in a search landmark, its input labelled.
 */
export function SearchForm({ id, value = '', className = '', keep = {}, showLabel = false, name }: Props) {
  const { search: SearchTexts } = useSiteTexts();
  return (
    <form className={`search-form ${className}`.trim()} role="search" action="/search" method="get" aria-label={name}>
      <label className={showLabel ? 'search-form__label' : 'visually-hidden'} htmlFor={id}>
        {SearchTexts.label}
      </label>
      <span className="search-form__field">
        <input
          id={id}
          className="search-form__input"
          type="search"
          name="q"
          defaultValue={value}
          placeholder={SearchTexts.placeholder}
          maxLength={SEARCH_QUERY_MAX}
          autoComplete="off"
          enterKeyHint="search"
        />
        {Object.entries(keep).map(([name, v]) => (
          <input key={name} type="hidden" name={name} value={v} />
        ))}
        <button className="search-form__submit" type="submit">
          <SearchIcon size={18} />
          <span className="visually-hidden">{SearchTexts.submit}</span>
        </button>
      </span>
    </form>
  );
}
