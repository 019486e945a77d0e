import { defineLearnResource } from '../../features/learn/learn-resource.ts';
import type { ImageColumns, LearnItemColumns } from '../../features/learn/learn.tables.ts';

/** The learn_blogs table: the learn-item base and the media part of a blog (an image). */
export type LearnBlogsTable = LearnItemColumns & ImageColumns;

declare module '../../db/schema.ts' {
  interface Database {
    learn_blogs: LearnBlogsTable;
  }
}

/** Learn blogs (requirements Part 2): everything but the media part is the learn-item base (features/learn). */
export const learnBlogs = defineLearnResource('blog');
