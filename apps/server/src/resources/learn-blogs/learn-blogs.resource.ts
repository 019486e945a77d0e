import { defineLearnResource } from '../../features/learn/learn-resource.ts';
import type { LearnTable } from '../../features/learn/learn.tables.ts';

/** The learn_blogs table, as its field descriptors give it (decision 074). */
type LearnBlogsTable = LearnTable<'blog'>;

declare module '../../db/schema.ts' {
  interface Database {
    learn_blogs: LearnBlogsTable;
  }
}

/** Learn blogs (requirements Part 2): everything but the media part is the learn-item base (features/learn). */
export const learnBlogs = defineLearnResource('blog');
