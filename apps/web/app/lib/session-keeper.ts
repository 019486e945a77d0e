import { renewSession } from './api-client';
import { getAccessToken, isLoggedIn, subscribeSession } from './session';

/** How long before the access token's end it is renewed. */
const LEAD_MS = 60_000;

/** When an access token ends (its `exp`, in ms), or null when it cannot be read. */
export function accessTokenExpiry(token: string | null): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Renews the access token a minute before it ends while the tab is shown (decision 026), so an
 * editor who keeps working never meets a 401. A hidden tab renews when shown again, or on its
 * next call's 401. Returns the stop.
 */
export function keepSessionFresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  function renewIfDue() {
    const token = getAccessToken();
    const expiry = accessTokenExpiry(token);
    if (!isLoggedIn() || expiry === null || document.visibilityState !== 'visible') return;
    if (expiry - Date.now() <= LEAD_MS) void renewSession(token);
  }

  function schedule() {
    clearTimeout(timer);
    const expiry = accessTokenExpiry(getAccessToken());
    if (expiry === null) return;
    // A renewal (here or in another tab) stores a new token, which schedules the next one.
    timer = setTimeout(renewIfDue, Math.max(0, expiry - Date.now() - LEAD_MS));
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
