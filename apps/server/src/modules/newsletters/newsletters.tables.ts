import type { LearnType } from '@atrium/contract/learn';
import type { NewsletterSelection, NewsletterState } from '@atrium/contract/newsletters';
import type { Generated, Selectable } from 'kysely';

/** Decision 052 (db/migrations/2026-11-27T0500-newsletters.ts). */
export type NewslettersTable = {
  id: Generated<number>;
  slug: string;
  subject: string;
  preheader: string;
  /** Sanitised rich text (HTML). */
  intro: string;
  selection: NewsletterSelection;
  state: NewsletterState;
  /** The scheduled minute (ISO), while scheduled. */
  send_at: string | null;
  sent_at: string | null;
  /** 1: kept out of the public archive. */
  private: number;
  created_by: number | null;
  search_text: string;
  created_at: string;
  updated_at: string;
};
export type NewsletterRow = Selectable<NewslettersTable>;

/** A picked learn item, by type and id, in `position` order. */
type NewsletterItemsTable = {
  newsletter_id: number;
  content_type: LearnType;
  item_id: number;
  position: number;
};

declare module '../../db/schema.ts' {
  interface Database {
    newsletters: NewslettersTable;
    newsletter_items: NewsletterItemsTable;
  }
}
