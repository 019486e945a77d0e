import { type LearnFeedItem, LearnTypes, LearnKeys } from '@atrium/contract/learn';
import { markedSnippet, type SearchQuery, type SearchResult, searchTerms } from '@atrium/contract/search';
import type { Db } from '../../db/database.ts';
import type { LocalesService } from '../../foundations/locales/locales.service.ts';
import { createTranslationsRepository } from '../../resource-kit/translations.repository.ts';
import type { Clock } from '../../service-deps.ts';
import { createLearnService } from '../learn/learn.service.ts';
import { createSearchRepository, type SearchLocale } from './search.repository.ts';
import { searchLanguage } from './search-languages.ts';

export type SearchServiceDeps = { db: Db; clock: Clock; locales: Pick<LocalesService, 'resolve'> };

/** The texts of a card a language may have its own of (the learn types' localized fields). */
const CARD_TEXTS = ['title', 'subtitle', 'description'] as const;

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

  /** Cards with the language's own title, subtitle and description laid over the default's. */
  async function localized(cards: LearnFeedItem[], locale: string): Promise<LearnFeedItem[]> {
    const texts = new Map<string, Map<string, string>>();
    for (const type of LearnTypes) {
      const ids = cards.filter((card) => card.content_type === type).map((card) => card.data.id);
      if (!ids.length) continue;
      const values = await createTranslationsRepository(db, LearnKeys[type]).valuesOf(ids, locale);
      for (const [id, fields] of values) texts.set(`${type}:${id}`, fields);
    }
    return cards.map((card) => {
      const own = texts.get(`${card.content_type}:${card.data.id}`);
      if (!own) return card;
      const data = { ...card.data };
      for (const field of CARD_TEXTS) data[field] = own.get(field) ?? data[field];
      return { ...card, data };
    });
  }

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
      };
      const terms = searchTerms(query.q);
      const types = query.type ?? LearnTypes;
      const at = clock.now().toISOString();
      const { hits, total, estimated } = await index.page(
        { terms, types, at, ...language },
        { limit: query.limit, skip: query.skip },
      );
      const found = await learn.cardsOf(hits);
      const cards = isDefault ? found : await localized(found, locale);
      const extractOf = new Map(hits.map((hit) => [`${hit.type}:${hit.id}`, hit.extract]));
      const data = cards.map((card) => ({
        ...card,
        snippet: markedSnippet(extractOf.get(`${card.content_type}:${card.data.id}`) ?? ''),
      }));
      return estimated ? { data, total, estimated } : { data, total };
    },
  };
}
