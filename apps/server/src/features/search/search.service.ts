import { LearnTypes } from '@atrium/contract/learn';
import { markedSnippet, type SearchQuery, type SearchResult, searchTerms } from '@atrium/contract/search';
import type { Db } from '../../db/database.ts';
import type { LocalesService } from '../../foundations/locales/locales.service.ts';
import type { Clock } from '../../service-deps.ts';
import { createLearnService } from '../learn/learn.service.ts';
import { createSearchRepository, type SearchLocale } from './search.repository.ts';
import { searchLanguage } from './search-languages.ts';

export type SearchServiceDeps = { db: Db; clock: Clock; locales: Pick<LocalesService, 'resolve'> };

/**
 * The site search (decision 049): the published learn items matching every word of the query,
 * ranked by the database's full-text index, each as the learn feed's card with an extract of its
 * text whose hits are marked (escaped first: the extract is safe HTML). In another language than
 * the default (decision 091), that language's text of the items written in it, with its stemming,
 * and the default language's of the others; the cards in that language where it has their text.
 */
export function createSearchService({ db, clock, locales }: SearchServiceDeps) {
  const index = createSearchRepository(db);
  const learn = createLearnService({ db, clock });

  return {
    /** The site's default language is now `defaultLocale`: its rows are read with its stemming (decision 091). */
    defaultChanged: (defaultLocale: string) => index.relabelDefault(searchLanguage(defaultLocale)),

    /** GET /search/ */
    async search(query: SearchQuery): Promise<{ data: SearchResult[]; total: number; estimated?: true }> {
      const { locale, isDefault, settings } = await locales.resolve(query.locale);
      const language: SearchLocale = {
        locale: isDefault ? '' : locale,
        language: searchLanguage(locale),
        defaultLanguage: searchLanguage(settings.defaultLocale),
        several: settings.locales.length > 1,
        others: settings.locales
          .map((one) => one.code)
          .filter((code) => code !== locale && code !== settings.defaultLocale),
      };
      const terms = searchTerms(query.q);
      const types = query.type ?? LearnTypes;
      const at = clock.now().toISOString();
      const { hits, total, estimated } = await index.page(
        { terms, types, at, ...language },
        { limit: query.limit, skip: query.skip },
      );
      const cards = await learn.cardsOf(hits, isDefault ? undefined : locale);
      const extractOf = new Map(hits.map((hit) => [`${hit.type}:${hit.id}`, hit.extract]));
      const data = cards.map((card) => ({
        ...card,
        snippet: markedSnippet(extractOf.get(`${card.content_type}:${card.data.id}`) ?? ''),
      }));
      return estimated ? { data, total, estimated } : { data, total };
    },
  };
}
