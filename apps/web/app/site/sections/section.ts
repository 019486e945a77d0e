import type { SitePage } from '@atrium/contract/enums';
import type { FoldName } from '@atrium/contract/pages';
import type { SiteCatalogue } from '@atrium/contract/site-catalogue';
import type { ReactNode } from 'react';
import type { SiteApi } from '~/lib/site-api';

/** What a section's read gets: the public API, the page it is on and the page's address. */
export type SectionContext = {
  api: SiteApi;
  page: SitePage;
  /** The page's address: the all-learn section reads its filter from the query. */
  url: URL;
  /**
   * One read shared by the sections of one page: the about-us page shows the advisory board
   * twice (preview and full list), and asks for it once.
   */
  once<T>(key: string, read: () => Promise<T>): Promise<T>;
  /** Whether the page shows this fold: a section leaves out what another one on the page shows. */
  shows(fold: FoldName): boolean;
};

type SectionProps<D> = {
  /** The section's element id (sectionId of its fold name). */
  id: string;
  data: D;
  page: SitePage;
  /** The page's address (path and query), for the links a section builds on it. */
  href: string;
  /** True for the page's first section: it holds the page's h1 and its images load first. */
  isFirst: boolean;
};

/** A section's failure: the name of its text in the catalogues, shown in the page's language (decision 090). */
export type SectionFailure = {
  [K in keyof SiteCatalogue['sections']]: SiteCatalogue['sections'][K] extends string ? K : never;
}[keyof SiteCatalogue['sections']];

/**
 * A section of the dynamic pages: the read of exactly what it shows, the spec's text for when
 * that read fails (shown in its place, requirements 3 §8), and its markup.
 */
export type Section<D> = {
  load(context: SectionContext): Promise<D>;
  failure: SectionFailure;
  View(props: SectionProps<D>): ReactNode;
  /** Whether it has anything to show; an empty section renders nothing. */
  isEmpty?(data: D): boolean;
  /** Whether, when first, it renders the page's h1 itself (the hero's first slide does). */
  ownsHeading?(data: D): boolean;
};

/**
 * Types a section where it is written. The registry holds sections of every data type side by
 * side; a section's View only ever gets what its own load returned (the page loader pairs them).
 */
export function defineSection<D>(section: Section<D>): Section<unknown> {
  return section as unknown as Section<unknown>;
}
