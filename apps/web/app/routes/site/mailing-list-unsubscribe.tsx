import { englishOnly } from '~/site/language';
import { definePage } from '~/site/page';
import { linkPageData, MailingListLinkPage, mailingListLinkMeta } from '~/site/pages/mailing-list-page';

/** Decision 067: a list mail's unsubscribe link; only the page's button unsubscribes. */
export default definePage({
  path: '/mailing-list/unsubscribe',
  load: ({ request }) => linkPageData(request.url),
  meta: ({ matches, loaderData, language = englishOnly }) =>
    mailingListLinkMeta('unsubscribe', matches, !loaderData?.token, language.texts),
  View: ({ data }) => <MailingListLinkPage action="unsubscribe" token={data.token} />,
});
