import { linkPageData, MailingListLinkPage, mailingListLinkMeta } from '~/site/pages/mailing-list-page';
import type { Route } from './+types/mailing-list-unsubscribe';

/** Decision 067: a list mail's unsubscribe link; only the page's button unsubscribes. */
export function loader({ request }: Route.LoaderArgs) {
  return linkPageData(request.url);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  mailingListLinkMeta('unsubscribe', matches, !loaderData?.token);

export default function MailingListUnsubscribe({ loaderData }: Route.ComponentProps) {
  return <MailingListLinkPage action="unsubscribe" token={loaderData.token} />;
}
