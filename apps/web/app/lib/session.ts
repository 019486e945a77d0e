import type { AdminUser } from '@atrium/contract/auth';
import type { UserRole } from '@atrium/contract/roles';
import { useSyncExternalStore } from 'react';
import { SessionKeys } from './session-keys';

/*
 * The signed-in administrator, kept in localStorage (requirements 1 §3): the access token, the user as
 * JSON and the logged-in flag. The flag counts only when it is exactly the string 'true'.
 */

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the app then behaves as signed out.
    return null;
  }
}

function read(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

function write(key: string, value: string | null) {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}

function notify() {
  for (const listener of listeners) listener();
}

/** Other tabs signing in or out reach this tab through the storage event. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(SessionKeys).includes(event.key as never)) notify();
  });
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isLoggedIn(): boolean {
  return read(SessionKeys.loggedIn) === 'true';
}

export function getAccessToken(): string | null {
  return read(SessionKeys.token);
}

let cachedRaw: string | null = null;
let cachedUser: AdminUser | null = null;

/** The stored user, or null when missing or unreadable. */
export function getStoredUser(): AdminUser | null {
  const raw = read(SessionKeys.user);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = parseUser(raw);
  return cachedUser;
}

function parseUser(raw: string | null): AdminUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AdminUser> | null;
    if (!value || typeof value !== 'object') return null;
    return {
      id: typeof value.id === 'number' ? value.id : 0,
      email: typeof value.email === 'string' ? value.email : '',
      username: typeof value.username === 'string' ? value.username : '',
      first_name: typeof value.first_name === 'string' ? value.first_name : '',
      last_name: typeof value.last_name === 'string' ? value.last_name : '',
      profile_image: typeof value.profile_image === 'string' && value.profile_image ? value.profile_image : null,
      // A user stored before roles existed shows as an editor until the profile read says more.
      role: value.role === 'administrator' ? 'administrator' : 'editor',
      two_factor_enabled: value.two_factor_enabled === true,
      two_factor_required: value.two_factor_required === true,
    };
  } catch {
    return null;
  }
}

/** The screen a session that ended by itself was on, where Login leads back; null after a Logout. */
let endedAt: string | null = null;

/** After a successful login: token, user and flag together. */
export function startSession(access: string, user: AdminUser) {
  endedAt = null;
  write(SessionKeys.token, access);
  write(SessionKeys.user, JSON.stringify(user));
  write(SessionKeys.loggedIn, 'true');
  notify();
}

/** A password change returns a fresh token; the earlier one no longer works. */
export function setAccessToken(access: string) {
  write(SessionKeys.token, access);
  notify();
}

/** The profile update answers the updated user, which replaces the stored one. */
export function setStoredUser(user: AdminUser) {
  write(SessionKeys.user, JSON.stringify(user));
  notify();
}

/**
 * Logout and expired sessions: token, user and flag go (requirements 1 §4). `endedAt`: the screen
 * the editor was on when the session ended by itself (the sign-in dialog's "Go to login"), which
 * the back office's guard sends to Login as `next` (decisions 026, 102).
 */
export function clearSession(options: { endedAt?: string } = {}) {
  endedAt = options.endedAt ?? null;
  write(SessionKeys.token, null);
  write(SessionKeys.user, null);
  write(SessionKeys.loggedIn, null);
  notify();
}

/** Where Login leads back after a session that ended by itself (clearSession's `endedAt`), else null. */
export function sessionEndedAt(): string | null {
  return endedAt;
}

export function getRememberedIdentifier(): string {
  return read(SessionKeys.rememberedIdentifier) ?? '';
}

export function setRememberedIdentifier(identifier: string | null) {
  write(SessionKeys.rememberedIdentifier, identifier);
}

/** The stored user, re-rendering when it changes (profile update, other tab). */
export function useCurrentUser(): AdminUser | null {
  return useSyncExternalStore(subscribeSession, getStoredUser, () => null);
}

/** The signed-in user's role (decision 035), or null when signed out. */
export function useRole(): UserRole | null {
  return useCurrentUser()?.role ?? null;
}

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribeSession, isLoggedIn, () => false);
}

/** 'First Last', or null when both are empty. */
export function displayName(user: Pick<AdminUser, 'first_name' | 'last_name'> | null): string | null {
  const name = [user?.first_name, user?.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}
