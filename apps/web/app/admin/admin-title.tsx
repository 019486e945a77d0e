import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';

/** A route's title for the address shown: a module's `title` (a string, or a function of the path). */
export type TitleOf = string | ((pathname: string) => string | undefined);

const BACK_OFFICE = 'Atrium back office';

/**
 * The document's title: the deepest matched route's that has one, else the back office's. Set on
 * every navigation; rendered by the back office's layout.
 */
export function AdminTitle() {
  const matches = useMatches();
  const { pathname } = useLocation();
  let title: string | undefined;
  for (const match of [...matches].reverse()) {
    const of = (match.handle as { title?: TitleOf } | undefined)?.title;
    title = typeof of === 'function' ? of(pathname) : of;
    if (title) break;
  }
  useEffect(() => {
    document.title = title ?? BACK_OFFICE;
  }, [title]);
  return null;
}
