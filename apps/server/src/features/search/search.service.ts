import { LearnTypes } from '@atrium/contract/learn';
import { markedSnippet, type SearchQuery, type SearchResult, searchTerms } from '@atrium/contract/search';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../service-deps.ts';
import { createLearnService } from '../learn/learn.service.ts';
import { createSearchRepository } from './search.repository.ts';

export type SearchServiceDeps = { db: Db; clock: Clock };

/**
 * The site search (decision 049): the published learn items matching every word of the query,
 * ranked by the database's full-text index, each as the learn feed's card with an extract of its
 * text whose hits are marked (escaped first: the extract is safe HTML).
 */
export function createSearchService({ db, clock }: SearchServiceDeps) {
  const index = createSearchRepository(db);
  const learn = createLearnService({ db, clock });

  return {
    /** GET /search/ */
    async search(query: SearchQuery): Promise<{ data: SearchResult[]; total: number; estimated?: true }> {
      const terms = searchTerms(query.q);
      const types = query.type ?? LearnTypes;
      const at = clock.now().toISOString();
      const { hits, total, estimated } = await index.page(
        { terms, types, at },
        { limit: query.limit, skip: query.skip },
      );
      const cards = await learn.cardsOf(hits);
      const extractOf = new Map(hits.map((hit) => [`${hit.type}:${hit.id}`, hit.extract]));
      const data = cards.map((card) => ({
        ...card,
        snippet: markedSnippet(extractOf.get(`${card.content_type}:${card.data.id}`) ?? ''),
      }));
      return estimated ? { data, total, estimated } : { data, total };
    },
  };
}
