import { LearnTypes, type LearnType } from '@atrium/contract/learn';
import type { SearchResult } from '@atrium/contract/search';
import { stripMarkup } from '@atrium/contract/text';
import { CardMedia } from '~/site/sections/learn/learn-card';
import { learnHref } from '~/site/sections/learn/learn-reads';
import { LongDate } from '~/site/ui/long-date';
import { PageBanner } from '~/site/ui/page-banner';
import { Pager } from '~/site/ui/pager';
import { SearchForm } from '~/site/ui/search-form';
import { TypeTag } from '~/site/ui/type-tag';
import { LEARN_DEFAULT_PAGE_SIZE } from '@atrium/contract/site-sections';
import { learnFilterQuery } from '~/site/sections/all-learn/learn-filter';
import type { Onward, SearchPageData } from './search-reads.server';
import { useSiteTexts } from '~/site/language';
import './search.css';

/** The address of a search: its words, its type (none: all) and its page (1: none). */
export function searchHref(q: string, type: LearnType | null, page = 1): string {
  const params = new URLSearchParams({ q });
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}

function Result({ result }: { result: SearchResult }) {
  const { data } = result;
  const href = learnHref(result);
  const title = stripMarkup(data.title);
  return (
    <li>
      <article className="search-result">
        <div className="search-result__media">
          <CardMedia item={result} href={href} title={title} sizes="(min-width: 720px) 200px, 100vw" />
        </div>
        <div className="search-result__body">
          <TypeTag className="search-result__type" type={result.content_type} icon={result.content_type_icon} />
          <h2 className="search-result__title">
            <a href={href}>{title}</a>
          </h2>
          {/* The server escaped the extract's every character, then marked the hits (decision 049). */}
          {result.snippet && (
            <p className="search-result__snippet" dangerouslySetInnerHTML={{ __html: result.snippet }} />
          )}
          <p className="search-result__byline">
            {data.authorName && <span>{data.authorName}</span>}
            <LongDate value={data.created_at} />
          </p>
        </div>
      </article>
    </li>
  );
}

/** The type filter: links (no JavaScript), the chosen one marked current. */
function TypeFilter({ q, type }: { q: string; type: LearnType | null }) {
  const { search: SearchTexts, searchTypes: SearchTypeLabels } = useSiteTexts();
  const options: Array<[LearnType | null, string]> = [
    [null, SearchTexts.allTypes],
    ...LearnTypes.map((t): [LearnType, string] => [t, SearchTypeLabels[t]]),
  ];
  return (
    <nav className="search-types" aria-label={SearchTexts.typeFilter}>
      <ul role="list">
        {options.map(([value, label]) => (
          <li key={label}>
            <a href={searchHref(q, value)} aria-current={value === type ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The learn page filtered as asked: the library to browse by type or by topic. */
function libraryHref(filter: { tags?: number[]; mediaTypes?: LearnType[] } = {}): string {
  const query = learnFilterQuery({
    tags: filter.tags ?? [],
    mediaTypes: filter.mediaTypes ?? [],
    size: LEARN_DEFAULT_PAGE_SIZE,
    page: 1,
  });
  return `/learn${query}`;
}

/**
 * A search that found nothing, and where to go on (decision 080): the same words in the other
 * types, each word alone, and the library by type and by topic. Offers that would find nothing
 * are left out; the library is always there.
 */
function NoResults({ onward }: { onward: Onward | undefined }) {
  const { search: SearchTexts, searchTypes: SearchTypeLabels } = useSiteTexts();
  const { otherTypes = [], words = [], topics = [] } = onward ?? {};
  return (
    <div className="search-empty">
      <p className="search-page__empty">{SearchTexts.noResults}</p>
      <h2 className="search-empty__heading">{SearchTexts.onward}</h2>
      {otherTypes.length > 0 && (
        <section className="search-empty__group" aria-labelledby="search-other-types">
          <h3 id="search-other-types">{SearchTexts.inOtherTypes}</h3>
          <ul role="list" className="search-empty__links">
            {otherTypes.map((other) => (
              <li key={other.type}>
                <a href={searchHref(other.q, other.type)}>
                  {SearchTexts.offer(other.type ? SearchTypeLabels[other.type] : SearchTexts.allTypes, other.total)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {words.length > 0 && (
        <section className="search-empty__group" aria-labelledby="search-one-word">
          <h3 id="search-one-word">{SearchTexts.oneWord}</h3>
          <ul role="list" className="search-empty__links">
            {words.map((word) => (
              <li key={word.q}>
                <a href={searchHref(word.q, word.type)}>{SearchTexts.offer(`“${word.q}”`, word.total)}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="search-empty__group" aria-labelledby="search-browse">
        <h3 id="search-browse">{SearchTexts.browse}</h3>
        <ul role="list" className="search-empty__links">
          <li>
            <a href={libraryHref()}>{SearchTexts.browseAll}</a>
          </li>
          {LearnTypes.map((type) => (
            <li key={type}>
              <a href={libraryHref({ mediaTypes: [type] })}>{SearchTypeLabels[type]}</a>
            </li>
          ))}
        </ul>
        {topics.length > 0 && (
          <>
            <h4 className="search-empty__subheading">{SearchTexts.browseTopics}</h4>
            <ul role="list" className="search-empty__links">
              {topics.map((topic) => (
                <li key={topic.id}>
                  <a href={libraryHref({ tags: [topic.id] })}>{topic.name}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

/**
 * /search (decision 049): the form, the type filter, how many results (announced: a status
 * region), the results with their marked extracts, and the pager; all links and a GET form.
 */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { search: SearchTexts, frame } = useSiteTexts();
  const { q, type, page, pageCount, total, estimated, results, failed } = data;
  const hasQuery = q.length > 0;
  return (
    <>
      <PageBanner title={hasQuery ? SearchTexts.resultsFor(q) : SearchTexts.heading} />
      <section className="section search-page">
        <div className="container search-page__inner">
          <SearchForm
            id="search-page-q"
            className="search-page__form"
            value={q}
            keep={type ? { type } : {}}
            showLabel
            name={SearchTexts.searchAgain}
          />
          {hasQuery && <TypeFilter q={q} type={type} />}
          <p className="search-page__count" role="status">
            {failed ? SearchTexts.failed : hasQuery ? SearchTexts.count(total, estimated) : SearchTexts.prompt}
          </p>
          {hasQuery && !failed && total === 0 && <NoResults onward={data.onward} />}
          {results.length > 0 && (
            <ol className="search-results" role="list" start={(page - 1) * 10 + 1}>
              {results.map((result) => (
                <Result key={`${result.content_type}:${result.data.id}`} result={result} />
              ))}
            </ol>
          )}
          <Pager page={page} pageCount={pageCount} href={(n) => searchHref(q, type, n)} label={frame.searchPages} />
        </div>
      </section>
    </>
  );
}
