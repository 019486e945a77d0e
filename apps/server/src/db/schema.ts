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
  status: number;
  position: number;
  search_text: string;
  created_at: string;
  updated_at: string;
};

export type HeroSlidersTable = ContentColumns & {
  title: string;
  brief_description: string;
  selected_page: string;
  slider_type: number;
  image: string | null;
  video_type: number | null;
  video_url: string | null;
  video_file: string | null;
  cta_status: number;
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
  description: string;
  category_type: number;
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

/** Rewritten by /api/readyz: the database takes writes. */
export type HealthCheckTable = {
  name: string;
  checked_at: string;
};

export type Database = {
  users: UsersTable;
  password_reset_tokens: PasswordResetTokensTable;
  hero_sliders: HeroSlidersTable;
  faqs: FaqsTable;
  faqs_main: FaqsMainTable;
  categories: CategoriesTable;
  industries: IndustriesTable;
  mission_vision_goals: MissionVisionGoalsTable;
  mission_vision_goals_sub: MissionVisionGoalsSubTable;
  individuals: IndividualsTable;
  health_check: HealthCheckTable;
};
