import { siteApi } from '~/lib/site-api';
import { siteConfig } from '~/lib/site-config';
import { LearnDetailPage } from '~/site/pages/learn-detail/learn-detail-page';
import { learnDetailMeta } from '~/site/pages/learn-detail/learn-detail-meta';
import { learnItemPath } from '@atrium/contract/pages';
import { loadLearnDetail } from '~/site/pages/learn-detail/learn-detail.server';
import type { Route } from './+types/podcast';

/** /podcasts/{slug}: one published podcast (spec 3 §2). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const data = await loadLearnDetail(siteApi(context), 'podcast', params.slug);
  return { ...data, url: siteConfig(context).publicUrl + learnItemPath('podcast', data.item.slug) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => learnDetailMeta(loaderData, matches);

export default function PodcastDetail({ loaderData }: Route.ComponentProps) {
  return <LearnDetailPage data={loaderData} url={loaderData.url} />;
}
