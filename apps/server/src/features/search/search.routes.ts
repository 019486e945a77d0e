import { siteSearch } from '@atrium/contract/endpoints/search';
import type { FastifyPluginAsync } from 'fastify';
import { operation } from '../../plugins/endpoints.ts';
import { searchQuery } from '../analytics/visit.ts';
import { createSearchService } from './search.service.ts';

/** GET /search/ (decision 049): public; an operation, so the search page's loader runs it in process. */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const service = createSearchService({ db: app.db, clock: app.clock, locales: app.locales });
  // The default language's rows are read with its stemming: a new default (decision 081 allows it
  // while nothing is translated) relabels them, once, in the process that made the change.
  app.locales.whenDefaultChanges(service.defaultChanged);
  operation(app, siteSearch, async ({ query }) => {
    const answer = await service.search(query);
    // What the search page's query finds across every type: the dashboard's searches that found nothing (decision 082).
    if (query.type === undefined) app.analytics.searchResults(searchQuery(query.q), answer.total);
    return answer;
  });
};
