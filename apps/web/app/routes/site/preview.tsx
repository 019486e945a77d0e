import { learnItemPath, sitePagePath } from '@atrium/contract/pages';
import { LearnDetailPage } from '~/site/pages/learn-detail/learn-detail-page';
import { learnAlternates, learnDetailMeta } from '~/site/pages/learn-detail/learn-detail-meta';
import { PreviewBanner } from '~/site/pages/preview/preview-banner';
import { loadPreview } from '~/site/pages/preview/preview.server';
import { FoldPage } from '~/site/sections/fold-page';
import { foldRoute } from '~/site/sections/fold-route';
import { definePage } from '~/site/page';

/**
 * /preview/<token> (decision 028): a draft or an editor's unsaved form through the public
 * templates, the same components as the item's or page's own address. The server answers it
 * with noindex and no-store and never keeps it in the page cache (plugins/web.ts). A
 * translation's preview is in its language (decision 097); its switcher and alternates lead to
 * the previewed page's own addresses, since a preview has no address in another language.
 */
export default definePage({
  path: '/preview/:token',
  load: ({ context, params, request }) => loadPreview(context, params.token!, request),
  language: (data) => data.locale,
  alternates: ({ view }, language) =>
    view.kind === 'learn'
      ? (learnAlternates(view.data.type, view.data.item) ?? {
          // A new item has no address yet: its language's versions are the library's.
          [language.settings.defaultLocale]: view.data.item.slug
            ? learnItemPath(view.data.type, view.data.item.slug)
            : sitePagePath('learn'),
        })
      : { [language.settings.defaultLocale]: sitePagePath(view.data.page) },
  meta: (args) => {
    const view = args.loaderData?.view;
    if (!view) return [];
    const robots = { name: 'robots', content: 'noindex, nofollow' };
    if (view.kind === 'learn') return [...learnDetailMeta(view.data, args.matches), robots];
    const pageMeta = foldRoute(view.data.page).meta!({
      ...args,
      loaderData: view.data,
      location: { ...args.location, pathname: sitePagePath(view.data.page) },
    });
    return [...pageMeta, robots];
  },
  View({ data }) {
    const { banner, view } = data;
    return (
      <>
        <PreviewBanner banner={banner} />
        {view.kind === 'learn' ? <LearnDetailPage data={view.data} url={view.url} /> : <FoldPage data={view.data} />}
      </>
    );
  },
});
