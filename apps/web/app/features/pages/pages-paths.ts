import type { PageType } from '@atrium/contract/pages';

/** Where a page is on the public site (spec 3 §2): '/', '/about-us', '/blogs/{slug}'… */
export function publicPath(pageType: PageType, customUrl: string): string {
  if (pageType === 'default') return customUrl === 'home' ? '/' : `/${customUrl}`;
  return `/${pageType}/${customUrl}`;
}
