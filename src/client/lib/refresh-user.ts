// Refreshes the signed-in user from GET /api/auth/me (start-up, route guard, after generation).
import { API } from '@shared/api-paths';
import { ApiError, getJson } from './api-client';
import { clearSession, getSession, mergeFreshUser, type SessionUser } from './session-store';

let inFlight: Promise<SessionUser | null> | null = null;

/**
 * Runs only when signed in. Merges the answer's user into the stored one and returns it; any failure is
 * logged and gives null. A 401 additionally signs out locally: the server no longer knows the token
 * (expired or revoked), and keeping it would leave every later call failing.
 */
export function refreshUser(): Promise<SessionUser | null> {
  if (!getSession().isAuthenticated) return Promise.resolve(null);
  // Several callers at once (start-up and the route guard) share one request.
  inFlight ??= fetchUser().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function fetchUser(): Promise<SessionUser | null> {
  const tokenAtStart = getSession().token;
  try {
    const answer = await getJson<{ user?: SessionUser }>(API.me);
    if (!answer.user || getSession().token !== tokenAtStart) return null;
    mergeFreshUser(answer.user);
    return getSession().user;
  } catch (error) {
    console.error('Error refreshing user data:', error);
    if (error instanceof ApiError && error.status === 401 && getSession().token === tokenAtStart) {
      clearSession();
    }
    return null;
  }
}
