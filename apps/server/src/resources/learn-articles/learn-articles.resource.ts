import { defineLearnResource } from '../../features/learn/learn-resource.ts';
import type { ArticleImageColumns, LearnItemColumns } from '../../features/learn/learn.tables.ts';

/** The learn_articles table: the learn-item base and the media part of a article (an image and an optional logo). */
export type LearnArticlesTable = LearnItemColumns & ArticleImageColumns;

declare module '../../db/schema.ts' {
  interface Database {
    learn_articles: LearnArticlesTable;
  }
}

/** Learn articles (requirements Part 2): everything but the media part is the learn-item base (features/learn). */
export const learnArticles = defineLearnResource('article');
