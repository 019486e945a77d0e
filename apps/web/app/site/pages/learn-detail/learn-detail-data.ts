import type { LearnRecord, LearnType } from '@atrium/contract/learn';
import type { PublicPage } from '@atrium/contract/pages';
import type { MediaAlts } from '~/site/ui/media-alts';

export type LearnDetailData<T extends LearnType = LearnType> = {
  type: T;
  item: LearnRecord[T];
  related: LearnRecord[T][];
  /** The page meta saved for the item (GET /pages/{customUrl}/), or null: the item's own texts are used. */
  page: PublicPage | null;
  /** The icon of the media-type category named after the type (docs/architecture.md), or null. */
  icon: number | null;
  /** The alt texts written for the page's images (decision 038), in the page's language (100). */
  alts?: MediaAlts;
};
