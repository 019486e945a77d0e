import type { Status } from '@atrium/contract/enums';
import type { Generated } from 'kysely';

/**
 * Tables as the database holds them. A resource's table is declared beside its definition
 * (resources/<key>/<key>.resource.ts), which adds it to Database below.
 */
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

/** Rewritten by /api/readyz: the database takes writes. */
export type HealthCheckTable = {
  name: string;
  checked_at: string;
};

/** Rows per resource table and status, kept exact by triggers (db/migrations/helpers/). */
export type ContentCountsTable = { resource: string; status: number; count: number };

/**
 * Every table the code knows. An interface, so that a resource can add its own table from its
 * own folder by declaration merging.
 */
export interface Database {
  users: UsersTable;
  password_reset_tokens: PasswordResetTokensTable;
  content_counts: ContentCountsTable;
  health_check: HealthCheckTable;
}
