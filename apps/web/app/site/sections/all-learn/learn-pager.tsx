import { LEARN_PAGER_WINDOW, SectionTexts } from '@atrium/contract/site-sections';
import type { ReactNode } from 'react';
import { FilterChange, type LearnFilter, pageCount } from './learn-filter';
import { pagerWindow } from './pager-window';

/**
 * The all-learn pager (spec 3 §2): first, previous, at most 3 page numbers, an ellipsis and the
 * last page's number, next, last; links, shown only when there is more than one page.
 */
export function LearnPager({
  filter,
  count,
  link,
}: {
  filter: LearnFilter;
  count: number;
  link: (filter: LearnFilter) => string;
}) {
  const total = pageCount(count, filter.size);
  if (total < 2) return null;
  const current = filter.page;
  const { numbers, ellipsis, last } = pagerWindow(current, total, LEARN_PAGER_WINDOW);
  const to = (page: number) => link(FilterChange.page(filter, page));
  const step = (page: number, label: string, glyph: ReactNode, isOff: boolean) => (
    <li>
      {isOff ? (
        <span className="pager__link pager__link--off" aria-hidden="true">
          {glyph}
        </span>
      ) : (
        <a className="pager__link" href={to(page)} aria-label={label}>
          {glyph}
        </a>
      )}
    </li>
  );
  const number = (page: number) => (
    <li key={page}>
      <a
        className="pager__link"
        href={to(page)}
        aria-label={SectionTexts.pager.page(page)}
        aria-current={page === current ? 'page' : undefined}
      >
        {page}
      </a>
    </li>
  );
  return (
    <nav className="pager" aria-label={SectionTexts.pager.label}>
      <ul>
        {step(1, SectionTexts.pager.first, '«', current === 1)}
        {step(current - 1, SectionTexts.pager.previous, '‹', current === 1)}
        {numbers.map(number)}
        {ellipsis ? (
          <li className="pager__gap" aria-hidden="true">
            …
          </li>
        ) : null}
        {last ? number(last) : null}
        {step(current + 1, SectionTexts.pager.next, '›', current === total)}
        {step(total, SectionTexts.pager.last, '»', current === total)}
      </ul>
    </nav>
  );
}
