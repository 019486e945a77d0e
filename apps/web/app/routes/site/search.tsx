import { SearchPage, searchHref } from '~/site/pages/search/search-page';
import { readSearch } from '~/site/pages/search/search-reads.server';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import { siteSettingsOf } from '~/site/site-settings';
import { englishOnly } from '~/site/language';
import { definePage } from '~/site/page';

/**
 * /search?q= (issue 24 item 2, decision 049): published learn content matching the words, from a
 * plain GET form (the header's, or this page's). Not for search engines: noindex here and in
 * the server's header; the page cache keeps a bounded number of its queries.
 */
export default definePage({
  path: '/search',
  load: ({ context, request }) => readSearch(context, new URL(request.url)),
  meta: ({ loaderData, matches, language }) => {
    const texts = (language ?? englishOnly).texts.search;
    const q = loaderData?.q ?? '';
    const site = siteSettingsOf(matches);
    return [
      ...seoMeta({
        origin: siteOrigin(matches),
        site,
        // Its own address (decision 070): a page of results is not the empty search form, and a
        // canonical that says it is contradicts the noindex below.
        path: q ? searchHref(q, loaderData?.type ?? null, loaderData?.page) : '/search',
        title: siteTitle(q ? texts.resultsFor(q) : texts.title, site),
        description: texts.prompt,
      }),
      { name: 'robots', content: 'noindex, follow' },
    ];
  },
  View: ({ data }) => <SearchPage data={data} />,
});
