import { englishOnly } from '~/site/language';
import { definePage } from '~/site/page';
import { MailingListPage, mailingListMeta, resultPageData } from '~/site/pages/mailing-list-page';

/** Where the API sends a reader once a mail's link has done its work (decision 067). */
export default definePage({
  path: '/mailing-list/unsubscribed',
  load: ({ request }) => resultPageData(request.url),
  meta: ({ matches, loaderData, language = englishOnly }) =>
    mailingListMeta('unsubscribed', matches, language.texts, loaderData?.invalid),
  View: ({ data }) => <MailingListPage outcome="unsubscribed" invalid={data.invalid} />,
});
