import type { Migration } from 'kysely/migration';
import * as platform from './2026-11-22T0500-platform.ts';
import * as aboutAndFaq from './2026-11-22T0600-about-and-faq.ts';
import * as listPerformance from './2026-11-22T0700-list-performance.ts';
import * as sqliteSearchCount from './2026-11-23T0000-sqlite-search-count.ts';
import * as healthCheck from './2026-11-23T1200-health-check.ts';

/** Every migration, in order. Never edit one that has landed: add a new file. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0500-platform': platform,
  '2026-11-22T0600-about-and-faq': aboutAndFaq,
  '2026-11-22T0700-list-performance': listPerformance,
  '2026-11-23T0000-sqlite-search-count': sqliteSearchCount,
  '2026-11-23T1200-health-check': healthCheck,
};
