import { definePage } from '~/site/page';
import { MailingListPage, mailingListMeta, resultPageData } from '~/site/pages/mailing-list-page';

/** Where the API sends a reader once a mail's link has done its work (decision 067). */
export default definePage({
  path: '/mailing-list/unsubscribed',
  load: ({ request }) => resultPageData(request.url),
  meta: ({ matches, loaderData, language }) => mailingListMeta('unsubscribed', matches, loaderData?.invalid, language),
  View: ({ data }) => <MailingListPage outcome="unsubscribed" invalid={data.invalid} />,
});
