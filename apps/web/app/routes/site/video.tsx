import { learnItemPath } from '@atrium/contract/pages';
import { siteApi } from '~/lib/site-api';
import { siteConfig } from '~/lib/site-config';
import { definePage } from '~/site/page';
import { learnAlternates, learnDetailMeta } from '~/site/pages/learn-detail/learn-detail-meta';
import { LearnDetailPage } from '~/site/pages/learn-detail/learn-detail-page';
import { loadLearnDetail } from '~/site/pages/learn-detail/learn-detail.server';

/** /videos/{slug}: one published video (requirements 3 §2). */
export default definePage({
  path: '/videos/:slug',
  async load({ context, params }) {
    const data = await loadLearnDetail(siteApi(context), 'video', params.slug!);
    return { ...data, url: siteConfig(context).publicUrl + learnItemPath('video', data.item.slug) };
  },
  meta: ({ loaderData, matches }) => learnDetailMeta(loaderData, matches),
  alternates: (data) => learnAlternates('video', data.item),
  View: ({ data }) => <LearnDetailPage data={data} url={data.url} />,
});
