import { useSiteTexts } from '~/site/language';
import { ChevronIcon } from '~/site/ui/icons';
import '~/site/ui/ui.css';

/** One step of a trail; the last one is the current page and has no link. */
export type Crumb = { label: string; path: string };

export function Breadcrumbs({ items, className = '' }: { items: Crumb[]; className?: string }) {
  const texts = useSiteTexts();
  return (
    <nav className={`breadcrumbs ${className}`.trim()} aria-label={texts.frame.breadcrumb}>
      <ol role="list">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={item.path}>
              {isLast ? (
                <span aria-current="page">{item.label}</span>
              ) : (
                <>
                  <a href={item.path}>{item.label}</a>
                  <ChevronIcon size={14} />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
