import type { SitePage } from '@atrium/contract/enums';
import type { LoaderFunctionArgs, MetaDescriptor } from 'react-router';
import { FoldPage } from './fold-page';
import { type FoldPageData, loadFoldPage } from './fold-page-loader';

/**
 * What the four dynamic pages' route modules export (routes/site/home.tsx, about-us.tsx,
 * initiatives.tsx, learn.tsx): the same loader, meta and page, for their own page.
 */
export function foldRoute(page: SitePage) {
  return {
    loader: ({ context, request }: LoaderFunctionArgs) => loadFoldPage(context, page, request),
    meta: ({ data }: { data: FoldPageData | undefined }): MetaDescriptor[] => {
      const meta = data?.meta;
      if (!meta) return [{ title: 'Atrium Knowledge Network' }];
      return [
        { title: meta.metaTitle },
        { name: 'description', content: meta.metaDescription },
        { name: 'keywords', content: meta.metaKeywords },
        { property: 'og:title', content: meta.metaOGTitle },
        { property: 'og:description', content: meta.metaOGDescription },
      ];
    },
    Page: ({ loaderData }: { loaderData: FoldPageData }) => <FoldPage data={loaderData} />,
  };
}
