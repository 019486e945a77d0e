import { readPreview } from '@atrium/contract/endpoints/preview-links';
import type { Preview } from '@atrium/contract/previews';
import { type SiteContext, siteApi, siteData } from '~/lib/site-api';
import { siteConfig } from '~/lib/site-config';
import type { LearnDetailData } from '~/site/pages/learn-detail/learn-detail-data';
import { learnItemPath } from '@atrium/contract/pages';
import { detailReads } from '~/site/pages/learn-detail/learn-detail.server';
import { type FoldPageData, loadFoldPage } from '~/site/sections/fold-page-loader';

export type PreviewBannerData = Pick<Preview, 'kind' | 'expiresAt' | 'hasNewFiles'>;

export type PreviewData = {
  banner: PreviewBannerData;
  view: { kind: 'page'; data: FoldPageData } | { kind: 'learn'; data: LearnDetailData; url: string };
};

/**
 * /preview/<token> (decision 028): the record the token grants, read in process (404 once the
 * token expired or was revoked, or the record is gone), then loaded as its public page loads it:
 * a learn item with its detail page's reads, a default page with its sections.
 */
export async function loadPreview(context: SiteContext, token: string, request: { url: string }): Promise<PreviewData> {
  const api = siteApi(context);
  const preview = await siteData(api(readPreview, { params: { token } }));
  const banner = { kind: preview.kind, expiresAt: preview.expiresAt, hasNewFiles: preview.hasNewFiles };
  if (preview.type === 'page') {
    const loaded = await loadFoldPage(context, preview.page, request, preview.meta);
    return { banner, view: { kind: 'page', data: loaded.data } };
  }
  const { type, item, page } = preview;
  // The page meta is the preview's (saved, or the pages screen's unsaved form), not the public read's.
  const data = { type, item, ...(await detailReads(api, type, item.slug)), page } as LearnDetailData;
  return { banner, view: { kind: 'learn', data, url: siteConfig(context).publicUrl + learnItemPath(type, item.slug) } };
}
