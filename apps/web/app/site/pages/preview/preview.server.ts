import { readPreview } from '@atrium/contract/endpoints/preview-links';
import type { Preview } from '@atrium/contract/previews';
import { type SiteContext, siteApi, siteApiIn, siteData } from '~/lib/site-api';
import { siteConfig } from '~/lib/site-config';
import type { LearnDetailData } from '~/site/pages/learn-detail/learn-detail-data';
import { learnItemPath } from '@atrium/contract/pages';
import { detailReads } from '~/site/pages/learn-detail/learn-detail.server';
import { type FoldPageData, loadFoldPage } from '~/site/sections/fold-page-loader';
import { loadMediaAlts, type MediaAlts } from '~/site/ui/media-alts';

export type PreviewBannerData = Pick<Preview, 'kind' | 'expiresAt' | 'hasNewFiles'>;

export type PreviewData = {
  banner: PreviewBannerData;
  view: { kind: 'page'; data: FoldPageData } | { kind: 'learn'; data: LearnDetailData; url: string };
  /** The language the preview is of (decision 097): the page renders in it. Absent: the default. */
  locale?: string;
  /** The view's images' written alts, where the site layout finds a page's (decision 038). */
  alts?: MediaAlts;
};

/**
 * /preview/<token> (decision 028): the record the token grants, read in process (404 once the
 * token expired or was revoked, or the record is gone), then loaded as its public page loads it:
 * a learn item with its detail page's reads, a default page with its sections. A translation's
 * preview (decision 097) makes those reads in its language, as the page under its prefix does.
 */
export async function loadPreview(context: SiteContext, token: string, request: { url: string }): Promise<PreviewData> {
  const preview = await siteData(siteApi(context)(readPreview, { params: { token } }));
  const { locale } = preview;
  const inLanguage = locale ? { ...context, api: siteApiIn(siteApi(context), locale) } : context;
  const api = siteApi(inLanguage);
  const banner = { kind: preview.kind, expiresAt: preview.expiresAt, hasNewFiles: preview.hasNewFiles };
  const language = locale ? { locale } : {};
  if (preview.type === 'page') {
    const loaded = await loadFoldPage(inLanguage, preview.page, request, preview.meta);
    return { banner, view: { kind: 'page', data: loaded.data }, alts: loaded.data.alts, ...language };
  }
  const { type, page } = preview;
  // The texts the translation lacks show the default language's, marked so (`untranslated`, decision 081).
  const item = locale ? { ...preview.item, untranslated: preview.untranslated ?? [] } : preview.item;
  // The page meta is the preview's (saved, or the pages screen's unsaved form), not the public read's.
  const read = { type, item, ...(await detailReads(api, type, item.slug)), page } as LearnDetailData;
  // Its images described as on its page (the same one read, in the preview's language).
  const data = { ...read, alts: await loadMediaAlts(api, [read.item, read.related]) };
  const url = siteConfig(context).publicUrl + learnItemPath(type, item.slug);
  return { banner, view: { kind: 'learn', data, url }, alts: data.alts, ...language };
}
