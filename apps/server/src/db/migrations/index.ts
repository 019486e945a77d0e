import type { Migration } from 'kysely/migration';
import * as platform from './2026-11-22T0500-platform.ts';

/** Every migration, in order. Never edit one that has landed: add a new file. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0500-platform': platform,
};
