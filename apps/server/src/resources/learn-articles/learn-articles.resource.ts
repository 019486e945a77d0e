import { defineLearnResource } from '../../features/learn/learn-resource.ts';
import type { LearnTable } from '../../features/learn/learn.tables.ts';

/** The learn_articles table, as its field descriptors give it (decision 074). */
type LearnArticlesTable = LearnTable<'article'>;

declare module '../../db/schema.ts' {
  interface Database {
    learn_articles: LearnArticlesTable;
  }
}

/** Learn articles (requirements Part 2): everything but the media part is the learn-item base (features/learn). */
export const learnArticles = defineLearnResource('article');
