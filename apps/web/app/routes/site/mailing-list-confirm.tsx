import { englishOnly } from '~/site/language';
import { definePage } from '~/site/page';
import { linkPageData, MailingListLinkPage, mailingListLinkMeta } from '~/site/pages/mailing-list-page';

/** Decision 067: a confirmation mail's link; only the page's button confirms. */
export default definePage({
  path: '/mailing-list/confirm',
  load: ({ request }) => linkPageData(request.url),
  meta: ({ matches, loaderData, language = englishOnly }) =>
    mailingListLinkMeta('confirm', matches, !loaderData?.token, language.texts),
  View: ({ data }) => <MailingListLinkPage action="confirm" token={data.token} />,
});
