import { siteApi } from '~/lib/site-api';
import { siteConfig } from '~/lib/site-config';
import { LearnDetailPage } from '~/site/pages/learn-detail/learn-detail-page';
import { learnDetailMeta } from '~/site/pages/learn-detail/learn-detail-meta';
import { learnItemPath } from '@atrium/contract/pages';
import { loadLearnDetail } from '~/site/pages/learn-detail/learn-detail.server';
import type { Route } from './+types/article';

/** /articles/{slug}: one published article (spec 3 §2). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const data = await loadLearnDetail(siteApi(context), 'article', params.slug);
  return { ...data, url: siteConfig(context).publicUrl + learnItemPath('article', data.item.slug) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => learnDetailMeta(loaderData, matches);

export default function ArticleDetail({ loaderData }: Route.ComponentProps) {
  return <LearnDetailPage data={loaderData} url={loaderData.url} />;
}
