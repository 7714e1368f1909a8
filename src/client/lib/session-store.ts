// The browser session (spec section 4): token and user held in memory and in localStorage, observable by React.
import type { User } from '@shared/auth';
import { useSyncExternalStore } from 'react';

/** What the browser remembers about the user; the server may add fields, and old stores may lack some. */
export type SessionUser = Partial<User> & { username?: string };

export type Session = {
  isAuthenticated: boolean;
  user: SessionUser | null;
  token: string | null;
};

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

const NEW_ACCOUNT_KEY = 'loreforge:new-account';
const SIGNED_OUT: Session = Object.freeze({ isAuthenticated: false, user: null, token: null });

let session: Session = SIGNED_OUT;
const listeners = new Set<() => void>();

function publish(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function removeStored(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    // Storage can be unavailable (private mode, disabled): the in-memory session still resets.
  }
}

/**
 * Loads the session at start-up. A token from the page address wins (signed in, user not known yet);
 * otherwise a stored token and a stored user together sign in. Anything unreadable means signed out.
 */
export function startSession(addressToken: string | null): Session {
  try {
    if (addressToken) {
      localStorage.setItem(TOKEN_KEY, addressToken);
      localStorage.removeItem(USER_KEY);
      publish({ isAuthenticated: true, user: null, token: addressToken });
      return session;
    }
    const token = localStorage.getItem(TOKEN_KEY);
    const storedUser = localStorage.getItem(USER_KEY);
    if (token && storedUser) {
      const user: unknown = JSON.parse(storedUser);
      if (!user || typeof user !== 'object') throw new Error('Stored user is not an object');
      publish({ isAuthenticated: true, user: user as SessionUser, token });
      return session;
    }
  } catch (error) {
    console.error('Error loading auth state:', error);
    removeStored();
  }
  publish(SIGNED_OUT);
  return session;
}

export function getSession(): Session {
  return session;
}

/** Signs in with both values and persists them; an empty token or user clears the session instead. */
export function setSession(token: string | null | undefined, user: SessionUser | null | undefined): void {
  if (!token || !user) {
    clearSession();
    return;
  }
  try {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Without storage the session lives until the tab closes.
  }
  publish({ isAuthenticated: true, user, token });
}

/** Merges fields into the current user and persists it; does nothing when there is no user. */
export function updateUser(fields: SessionUser): void {
  if (!session.user) return;
  const user = { ...session.user, ...fields };
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // See setSession.
  }
  publish({ ...session, user });
}

/** Merges a fresh user from the server, also when none was known yet (sign-in through the address token). */
export function mergeFreshUser(fresh: SessionUser): void {
  if (!session.isAuthenticated || !session.token) return;
  const user = { ...(session.user ?? {}), ...fresh };
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // See setSession.
  }
  publish({ ...session, user });
}

/** Signs out locally: forgets token and user in memory and in storage. */
export function clearSession(): void {
  removeStored();
  try {
    sessionStorage.removeItem(NEW_ACCOUNT_KEY);
  } catch {
    // See markNewAccount.
  }
  publish(SIGNED_OUT);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** The credits to show: the stored number, or 0 when it is missing or not a number. */
export function displayCredits(user: SessionUser | null): number {
  const credits = user?.credits;
  return typeof credits === 'number' && Number.isFinite(credits) ? credits : 0;
}

/** Remembers, for this tab's session, that the account was made here just now (the home page greets, not welcomes back). */
export function markNewAccount(username: string): void {
  try {
    sessionStorage.setItem(NEW_ACCOUNT_KEY, username);
  } catch {
    // Storage may be refused (private modes); the greeting then says 'Welcome back', which is harmless.
  }
}

/** Whether this user's account was made in this tab's session. */
export function isNewAccount(username: string | undefined): boolean {
  try {
    return username !== undefined && sessionStorage.getItem(NEW_ACCOUNT_KEY) === username;
  } catch {
    return false;
  }
}

/** 'credit' for one, 'credits' for any other count ('1 credit', '0 credits'). */
export function creditsWord(count: number): string {
  return count === 1 ? 'credit' : 'credits';
}
