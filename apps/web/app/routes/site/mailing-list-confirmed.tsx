import { MailingListPage, mailingListMeta, resultPageData } from '~/site/pages/mailing-list-page';
import type { Route } from './+types/mailing-list-confirmed';

export function loader({ request }: Route.LoaderArgs) {
  return resultPageData(request.url);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  mailingListMeta('confirmed', matches, loaderData?.invalid);

export default function MailingListConfirmed({ loaderData }: Route.ComponentProps) {
  return <MailingListPage outcome="confirmed" invalid={loaderData.invalid} />;
}
