import { definePage } from '~/site/page';
import { linkPageData, MailingListLinkPage, mailingListLinkMeta } from '~/site/pages/mailing-list-page';

/** Decision 067: a confirmation mail's link; only the page's button confirms. */
export default definePage({
  path: '/mailing-list/confirm',
  load: ({ request }) => linkPageData(request.url),
  meta: ({ matches, loaderData, language }) => mailingListLinkMeta('confirm', matches, !loaderData?.token, language),
  View: ({ data }) => <MailingListLinkPage action="confirm" token={data.token} />,
});
