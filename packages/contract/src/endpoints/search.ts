import { fail } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import { searchAnswerSchema, searchQuerySchema } from '../search.ts';

/**
 * GET /search/ (ours, issue 24 item 2): published learn items matching the words of `q`, best
 * first, each as the learn feed's item with a highlighted extract; `total` counts them all.
 */
export const siteSearch = endpoint({
  method: 'GET',
  path: '/search/',
  access: 'public',
  tags: ['search'],
  summary: 'Published learn content matching words, ranked, with highlighted extracts',
  description:
    'The words of q (letters and digits; at most 8 count) must all appear in an item’s title, subtitle, text, ' +
    'author or category names. An empty q answers no results. snippet is HTML: the text escaped, the hits in <mark>.',
  query: searchQuerySchema,
  responses: { 200: searchAnswerSchema, 400: fail },
});
