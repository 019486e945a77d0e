import type { Status } from '@atrium/contract/enums';
import type { UserRole } from '@atrium/contract/roles';
import type { UserState } from '@atrium/contract/users';
import type { ColumnType, Generated } from 'kysely';

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
  /** Decision 035: 'administrator' or 'editor'. */
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  /** 'invited' (no password yet), 'active' or 'deactivated'. */
  state: ColumnType<UserState, UserState | undefined, UserState>;
  last_sign_in_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0 or 1: TOTP confirmed (decision 036). */
  two_factor_enabled: ColumnType<number, number | undefined, number>;
  /** The TOTP secret, encrypted (decision 036); null when none was started. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last TOTP time step accepted: a code is used once. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
};

/** A passkey (decision 036): a WebAuthn credential of a user, named by them. */
export type PasskeysTable = {
  id: Generated<number>;
  user_id: number;
  /** base64url */
  credential_id: string;
  /** base64url of the COSE public key */
  public_key: string;
  /** The signature counter (a bigint column: PostgreSQL answers it as a string). */
  counter: ColumnType<string | number, number, number>;
  /** JSON array of the authenticator's transports, or null. */
  transports: string | null;
  name: string;
  created_at: string;
  last_used_at: string | null;
};

/** A WebAuthn ceremony's challenge: single use, short-lived. */
type WebauthnChallengesTable = {
  id: Generated<number>;
  challenge: string;
  /** 'register' (with the user) or 'sign_in' (anyone: discoverable credentials). */
  purpose: string;
  user_id: number | null;
  expires_at: string;
};

/** A recovery code (decision 036): only its sha256 is kept; used once. */
type UserRecoveryCodesTable = {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
};

/** An invitation's single-use link (decision 035): only its sha256 is kept. */
type UserInvitationsTable = {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  invited_by: number | null;
  created_at: string;
};

type PasswordResetTokensTable = {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
};

/** Decision 026: refresh tokens by their sha256, grouped in families (one per sign-in). */
export type RefreshTokensTable = {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  family_id: string;
  token_version: number;
  created_at: string;
  expires_at: string;
  family_expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_address: string | null;
  user_agent: string | null;
  /** Decision 068: the sudo window of the family, copied to each new token of it. */
  stepped_up_until: string | null;
};

/** Decision 031: the audit log; only inserted, and deleted by age. `summary` is JSON text. */
export type AuditLogTable = {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  actor_email: string | null;
  action: string;
  resource: string;
  record_id: string | null;
  summary: string | null;
  client_address: string | null;
  user_agent: string | null;
};

/** Decision 033: a saved state of a record (`data` and `changed` are JSON text). */
export type RevisionsTable = {
  id: Generated<number>;
  resource: string;
  record_id: number;
  created_at: string;
  user_id: number | null;
  data: string;
  changed: string;
};

/** Decision 033: the media paths a revision points at. */
type RevisionMediaTable = {
  revision_id: number;
  path: string;
};

/** Decision 038: one row per stored file (the media library). */
export type MediaTable = {
  id: Generated<number>;
  path: string;
  /** 'image' | 'video' | 'audio': plain text, so a new kind needs no migration. */
  kind: string;
  content_type: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** Seconds, where known. */
  duration: number | null;
  original_name: string;
  alt: string;
  /** 0/1: an empty alt is meant (the image says nothing the text does not). */
  decorative: number;
  /** Folded name and alt, for the library's search. */
  search_text: string;
  /** 0/1: uploaded to the library itself, kept while nothing uses it; a form's upload goes with its last use. */
  in_library: number;
  uploaded_at: string;
  uploaded_by: number | null;
};

/** Columns every list resource shares. */
export type ContentColumns = {
  id: Generated<number>;
  status: Status;
  position: number;
  search_text: string;
  created_at: string;
  updated_at: string;
  /** The trash (decision 032): set while status is 2. When it was deleted, by which user, from which status. */
  deleted_at: string | null;
  deleted_by: number | null;
  deleted_status: number | null;
};

/** Rewritten by /api/readyz: the database takes writes. */
type HealthCheckTable = {
  name: string;
  checked_at: string;
};

/**
 * Page settings (modules/pages): a default page's meta by `custom_url`, a learn item's by
 * (`page_type`, `item_id`), made on its first save.
 */
export type PagesTable = {
  id: Generated<number>;
  /** 'default', 'blogs', 'articles', 'videos' or 'podcasts' (the contract's PageTypes). */
  page_type: string;
  /** A default page's route name; null for a learn item, whose address is its slug. */
  custom_url: string | null;
  item_id: number | null;
  meta_title: string;
  meta_description: string;
  meta_og_title: string;
  meta_og_description: string;
  meta_keywords: string;
  created_at: string;
  updated_at: string;
};

/** A section of a default page: status 0 is shown publicly; positions 1..n. */
export type PageFoldsTable = {
  id: Generated<number>;
  page_id: number;
  name: string;
  position: number;
  status: number;
  created_at: string;
  updated_at: string;
};

/** Rows per resource table and status, kept exact by triggers (db/migrations/helpers/). */
type ContentCountsTable = { resource: string; status: number; count: number };

/**
 * Every table the code knows. An interface, so that a resource can add its own table from its
 * own folder by declaration merging.
 */
export interface Database {
  users: UsersTable;
  user_invitations: UserInvitationsTable;
  user_recovery_codes: UserRecoveryCodesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  password_reset_tokens: PasswordResetTokensTable;
  refresh_tokens: RefreshTokensTable;
  audit_log: AuditLogTable;
  revisions: RevisionsTable;
  revision_media: RevisionMediaTable;
  media: MediaTable;
  content_counts: ContentCountsTable;
  health_check: HealthCheckTable;
  pages: PagesTable;
  page_folds: PageFoldsTable;
}
