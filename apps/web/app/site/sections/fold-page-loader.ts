import { publicPage } from '@atrium/contract/endpoints/pages';
import type { SitePage } from '@atrium/contract/enums';
import { FoldStatus, type FoldName, type PublicPage } from '@atrium/contract/pages';
import { type SiteContext, siteApi, siteData } from '~/lib/site-api';
import { withStatus } from '~/site/page';
import { loadMediaAlts, type MediaAlts } from '~/site/ui/media-alts';
import { sectionFor } from './fold-registry';
import type { SectionContext, SectionFailure } from './section';
import { sectionId } from './section-id';

/** A section's read: its data, or which of the catalogues' texts says it failed (decision 090). */
export type SectionResult = { ok: true; data: unknown } | { ok: false; failure: SectionFailure };
export type LoadedSection = { name: FoldName; id: string; result: SectionResult };

export type FoldPageData = {
  page: SitePage;
  /** The page's meta; null when the page could not be read. */
  meta: PublicPage | null;
  sections: LoadedSection[];
  /** The page's address (path and query). */
  href: string;
  /** The alt texts written for the page's images (decision 038). */
  alts?: MediaAlts;
};

/**
 * A dynamic page (requirements 3 §2): its settings and folds from GET /pages/{page}/, then the data of
 * every fold it shows (status 0, by position), read in parallel, each asking the API for exactly
 * what it shows. A fold whose read fails keeps its place with the spec's text for it; a page
 * whose settings cannot be read answers 503 with the spec's 'Unable to load page content'.
 */
export async function loadFoldPage(
  context: SiteContext,
  page: SitePage,
  request: { url: string },
  /** The page's settings when the caller has them already (a preview, decision 028). */
  given?: PublicPage,
) {
  const url = new URL(request.url);
  const api = siteApi(context);
  const href = `${url.pathname}${url.search}`;
  let meta: PublicPage;
  try {
    meta = given ?? (await siteData(api(publicPage, { params: { customUrl: page } })));
  } catch (error) {
    console.warn(`The ${page} page's settings could not be read:`, describe(error));
    return withStatus<FoldPageData>({ page, meta: null, sections: [], href }, 503);
  }

  const shown = meta.folds
    .filter((fold) => fold.status === FoldStatus.Shown)
    .sort((a, b) => a.position - b.position || a.id - b.id);
  const shownNames = new Set(shown.map((fold) => fold.name.trim().toLowerCase()));
  const reads = new Map<string, Promise<unknown>>();
  const sectionContext: SectionContext = {
    api,
    page,
    url,
    once<T>(key: string, read: () => Promise<T>) {
      if (!reads.has(key)) reads.set(key, read());
      return reads.get(key) as Promise<T>;
    },
    shows: (fold) => shownNames.has(fold.toLowerCase()),
  };

  const sections = await Promise.all(
    shown.flatMap((fold) => {
      const found = sectionFor(fold.name, page);
      if (!found) return [];
      const [name, section] = found;
      const result = section.load(sectionContext).then(
        (loaded): SectionResult => ({ ok: true, data: loaded }),
        (error: unknown): SectionResult => {
          console.warn(`The "${name}" section of the ${page} page could not be read:`, describe(error));
          return { ok: false, failure: section.failure };
        },
      );
      return [result.then((r): LoadedSection => ({ name, id: sectionId(name), result: r }))];
    }),
  );
  // The written alt texts of every image the page's sections show: one read (decision 038).
  const alts = await loadMediaAlts(api, sections);
  return withStatus<FoldPageData>({ page, meta, sections, href, alts }, 200);
}

/** A read's failure as a log line: a Response thrown by siteData says its status. */
function describe(error: unknown): string {
  if (error instanceof Response) return `${error.status} ${error.statusText}`.trim();
  return error instanceof Error ? error.message : String(error);
}
