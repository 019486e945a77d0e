import { useSiteTexts } from '~/site/language';
import { ChevronIcon } from '~/site/ui/icons';
import '~/site/ui/ui.css';

/** How many page numbers the public pager shows around the current page (requirements 3 §9). */
const PAGER_WINDOW = 3;

export type PagerItem = number | 'ellipsis';

/**
 * The numbers of the public pager (requirements 3 §2): a window of at most 3 pages around the current
 * one, then an ellipsis and the last page when the window does not reach it.
 */
export function pagerItems(page: number, pageCount: number): PagerItem[] {
  if (pageCount <= 1) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.max(1, Math.min(current - 1, pageCount - PAGER_WINDOW + 1));
  const end = Math.min(pageCount, start + PAGER_WINDOW - 1);
  const items: PagerItem[] = [];
  for (let n = start; n <= end; n++) items.push(n);
  if (end < pageCount - 1) items.push('ellipsis');
  if (end < pageCount) items.push(pageCount);
  return items;
}

type Props = {
  page: number;
  pageCount: number;
  /** The address of a page: the pager is links, so it works without JavaScript. */
  href: (page: number) => string;
  label?: string;
};

function Step({
  to,
  current,
  pageCount,
  href,
  label,
  icon,
}: {
  to: number;
  current: number;
  pageCount: number;
  href: Props['href'];
  label: string;
  icon: 'first' | 'prev' | 'next' | 'last';
}) {
  const glyph =
    icon === 'first' || icon === 'last' ? (
      <span className="pager__double">
        <ChevronIcon direction={icon === 'first' ? 'left' : 'right'} size={16} />
        <ChevronIcon direction={icon === 'first' ? 'left' : 'right'} size={16} />
      </span>
    ) : (
      <ChevronIcon direction={icon === 'prev' ? 'left' : 'right'} size={16} />
    );
  const disabled = to < 1 || to > pageCount || to === current;
  return (
    <li>
      {disabled ? (
        <span className="pager__step" aria-disabled="true" title={label}>
          {glyph}
          <span className="visually-hidden">{label}</span>
        </span>
      ) : (
        <a className="pager__step" href={href(to)} title={label}>
          {glyph}
          <span className="visually-hidden">{label}</span>
        </a>
      )}
    </li>
  );
}

/** First, previous, the numbers, next and last (requirements 3 §2); nothing with a single page. */
export function Pager({ page, pageCount, href, label }: Props) {
  const words = useSiteTexts().frame.pager;
  const items = pagerItems(page, pageCount);
  if (items.length === 0) return null;
  const common = { current: page, pageCount, href };
  return (
    <nav className="pager" aria-label={label ?? words.label}>
      <ul role="list">
        <Step {...common} to={1} label={words.first} icon="first" />
        <Step {...common} to={page - 1} label={words.previous} icon="prev" />
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`e${index}`} className="pager__ellipsis" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                className="pager__number"
                href={href(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={words.page(item)}
              >
                {item}
              </a>
            </li>
          ),
        )}
        <Step {...common} to={page + 1} label={words.next} icon="next" />
        <Step {...common} to={pageCount} label={words.last} icon="last" />
      </ul>
    </nav>
  );
}
