import { MailingListPage, mailingListMeta, resultPageData } from '~/site/pages/mailing-list-page';
import type { Route } from './+types/mailing-list-unsubscribed';

export function loader({ request }: Route.LoaderArgs) {
  return resultPageData(request.url);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  mailingListMeta('unsubscribed', matches, loaderData?.invalid);

export default function MailingListUnsubscribed({ loaderData }: Route.ComponentProps) {
  return <MailingListPage outcome="unsubscribed" invalid={loaderData.invalid} />;
}
