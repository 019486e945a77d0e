import type { CategoryTypeValue } from '@atrium/contract/categories';
import type { SitePage, Status } from '@atrium/contract/enums';
import type { Generated } from 'kysely';

/** Tables as the database holds them; wire names are mapped in each resource's definition. */
export type UsersTable = {
  id: Generated<number>;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  password_hash: string;
  /** Raised on every password change or reset; tokens carrying an older value are refused. */
  token_version: number;
  created_at: string;
  updated_at: string;
};

export type PasswordResetTokensTable = {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
};

/** Columns every list resource shares. */
export type ContentColumns = {
  id: Generated<number>;
  status: Status;
  position: number;
  search_text: string;
  created_at: string;
  updated_at: string;
};

export type HeroSlidersTable = ContentColumns & {
  title: string;
  brief_description: string;
  selected_page: SitePage;
  /** 0 image, 1 video. */
  slider_type: 0 | 1;
  image: string | null;
  /** 0 by URL, 1 by file; null for an image slider. */
  video_type: 0 | 1 | null;
  video_url: string | null;
  video_file: string | null;
  cta_status: 0 | 1;
  cta_url: string | null;
};

export type FaqsTable = ContentColumns & { title: string; description: string };
export type FaqsMainTable = ContentColumns & {
  title: string;
  subtitle: string;
  description: string;
  image: string | null;
};
export type CategoriesTable = ContentColumns & {
  name: string;
  /** The name folded for uniqueness (foldName), the same on SQLite and PostgreSQL. */
  name_key: string;
  description: string;
  category_type: CategoryTypeValue;
  icon: number | null;
};
export type IndustriesTable = ContentColumns & { name: string };
export type MissionVisionGoalsTable = ContentColumns & { title: string; description: string };
export type MissionVisionGoalsSubTable = ContentColumns & { title: string; description: string; image: string | null };
export type IndividualsTable = ContentColumns & {
  title: string;
  subtitle: string;
  description: string;
  image: string | null;
  background_image: string | null;
  category_id: number | null;
};

/** Rows per resource table and status, kept exact by triggers (db/migrations/helpers). */
export type ContentCountsTable = { resource: string; status: number; count: number };

/**
 * Every table the code knows. An interface, so that a resource can add its own table from its
 * own folder by declaration merging.
 */
export interface Database {
  users: UsersTable;
  password_reset_tokens: PasswordResetTokensTable;
  content_counts: ContentCountsTable;
  hero_sliders: HeroSlidersTable;
  faqs: FaqsTable;
  faqs_main: FaqsMainTable;
  categories: CategoriesTable;
  industries: IndustriesTable;
  mission_vision_goals: MissionVisionGoalsTable;
  mission_vision_goals_sub: MissionVisionGoalsSubTable;
  individuals: IndividualsTable;
}
