import { renewSession } from './api-client';
import { getAccessToken, isLoggedIn, subscribeSession } from './session';

/** How long before the access token's end it is renewed, at most (a quarter of its life at least). */
const LEAD_MS = 60_000;

/** An access token's life in ms (`exp` − `iat`), or null when it cannot be read. */
export function accessTokenLifetime(token: string | null): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; iat?: unknown };
    if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number' || claims.exp <= claims.iat) return null;
    return (claims.exp - claims.iat) * 1000;
  } catch {
    return null;
  }
}

/**
 * When a token seen at `seenAt` (this tab's clock) is due for renewal. Counted from when this tab
 * first saw it, never from `exp` against this computer's clock, which may be off by minutes: a
 * token found on page load is then renewed late (its next call's 401 renews it, unseen), never
 * over and over.
 */
export function renewalDue(lifetime: number, seenAt: number): number {
  return seenAt + lifetime - Math.min(LEAD_MS, lifetime / 4);
}

/**
 * Renews the access token shortly before it ends while the tab is shown (decision 026), so an
 * editor who keeps working never meets a 401. A hidden tab renews when shown again, or on its
 * next call's 401. Returns the stop.
 */
export function keepSessionFresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let seen: { token: string; at: number } | null = null;

  function due(): number | null {
    const token = getAccessToken();
    const lifetime = accessTokenLifetime(token);
    if (!token || lifetime === null) return null;
    if (seen?.token !== token) seen = { token, at: Date.now() };
    return renewalDue(lifetime, seen.at);
  }

  function renewIfDue() {
    const when = due();
    if (when === null || !isLoggedIn() || document.visibilityState !== 'visible') return;
    if (when <= Date.now()) void renewSession(getAccessToken());
  }

  function schedule() {
    clearTimeout(timer);
    const when = due();
    // A renewal (here or in another tab) stores a new token, which schedules the next one.
    if (when !== null) timer = setTimeout(renewIfDue, Math.max(0, when - Date.now()));
  }

  schedule();
  const unsubscribe = subscribeSession(schedule);
  document.addEventListener('visibilitychange', renewIfDue);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', renewIfDue);
  };
}
