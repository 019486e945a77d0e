import type { SitePage } from '@atrium/contract/enums';
import { learnItemPath, LearnTypeOfPage, type PageType, sitePagePath } from '@atrium/contract/pages';

/** Where a page is on the public site (requirements 3 §2): '/', '/about-us', '/blogs/{slug}'… */
export function publicPath(pageType: PageType, customUrl: string): string {
  if (pageType === 'default') return sitePagePath(customUrl as SitePage);
  return learnItemPath(LearnTypeOfPage[pageType], customUrl);
}
