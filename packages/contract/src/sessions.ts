import { z } from 'zod';

/**
 * Issue 21 item 4 (decision 037): a user's active sessions, one per live refresh-token family
 * (decision 026). The id is the family's random id: neither the refresh token nor its hash.
 */

export const sessionSchema = z.object({
  id: z.string(),
  /** "Firefox 133", "Safari", or "Unknown browser": read from the user agent by a few rules. */
  browser: z.string(),
  /** "Windows", "macOS", "Android", …, or "" when the user agent does not say. */
  os: z.string(),
  /** The client address of the last sign-in or renewal. */
  address: z.string(),
  signed_in_at: z.string(),
  /** The last renewal (or the sign-in). */
  last_seen_at: z.string(),
  /** The session of the browser asking (its refresh cookie's family). */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** A session id: the family's UUID. */
export const sessionParam = z.object({ id: z.uuid({ error: 'Must be a session id.' }) });

export const SessionMessages = {
  notFound: 'Session not found. It may have ended already.',
  ended: 'The session has been ended.',
  endedOthers: (count: number) =>
    count === 0 ? 'There were no other sessions.' : `${count} other session${count === 1 ? '' : 's'} ended.`,
  endedAll: (count: number, email: string) =>
    count === 0 ? `${email} had no active sessions.` : `${count} session${count === 1 ? '' : 's'} of ${email} ended.`,
};

export const SessionTexts = {
  title: 'Active sessions',
  intro: 'Where you are signed in. Ending a session signs that browser out at once.',
  adminTitle: (email: string) => `Sessions of ${email}`,
  adminIntro: 'Ending a session signs that browser out at once.',
  thisDevice: 'This device',
  signedIn: 'Signed in',
  lastSeen: 'Last seen',
  address: 'Address',
  end: 'End',
  endLabel: (what: string) => `End session: ${what}`,
  endOthers: 'Sign out all other sessions',
  endAll: 'End all sessions',
  none: 'No active sessions.',
  loadFailed: 'The sessions could not be loaded.',
  actionFailed: 'The session could not be ended.',
  menuItem: 'Sessions',
  close: 'Close',
};
