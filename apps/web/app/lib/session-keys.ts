/**
 * The localStorage keys of the admin session (requirements 1 §3), in a module of their own so the
 * end-to-end suite can import them without React.
 */
export const SessionKeys = {
  token: 'accessToken',
  user: 'user',
  /** Counts only when it is exactly the string 'true'. */
  loggedIn: 'isLoggedIn',
  /** Remember me keeps the identifier only, never the password (docs/decisions/001). */
  rememberedIdentifier: 'rememberedIdentifier',
} as const;
