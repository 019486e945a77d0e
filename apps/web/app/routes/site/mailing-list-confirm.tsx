import { linkPageData, MailingListLinkPage, mailingListLinkMeta } from '~/site/pages/mailing-list-page';
import type { Route } from './+types/mailing-list-confirm';

/** Decision 067: a confirmation mail's link; only the page's button confirms. */
export function loader({ request }: Route.LoaderArgs) {
  return linkPageData(request.url);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  mailingListLinkMeta('confirm', matches, !loaderData?.token);

export default function MailingListConfirm({ loaderData }: Route.ComponentProps) {
  return <MailingListLinkPage action="confirm" token={loaderData.token} />;
}
