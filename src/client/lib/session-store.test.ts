// Unit tests of the browser session (spec section 4): start-up, sign-in, merge, clear and the credits display.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLocalStorage, type MemoryStorage } from '../test/browser-globals';
import {
  clearSession,
  creditsWord,
  displayCredits,
  getSession,
  mergeFreshUser,
  setSession,
  startSession,
  updateUser,
} from './session-store';

const user = { id: 1, username: 'Aldric', email: 'aldric@example.com', credits: 12 };

describe('session store', () => {
  let storage: MemoryStorage;

  beforeEach(() => {
    storage = installLocalStorage();
    clearSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts signed out with nothing stored', () => {
    expect(startSession(null)).toEqual({ isAuthenticated: false, user: null, token: null });
  });

  it('starts signed in only when both a stored token and a stored user exist', () => {
    storage.setItem('token', 'abc');
    expect(startSession(null).isAuthenticated).toBe(false);
    storage.setItem('user', JSON.stringify(user));
    expect(startSession(null)).toEqual({ isAuthenticated: true, user, token: 'abc' });
  });

  it('starts signed in with the address token and no user yet, and stores the token', () => {
    storage.setItem('token', 'old');
    storage.setItem('user', JSON.stringify(user));
    expect(startSession('from-address')).toEqual({
      isAuthenticated: true,
      user: null,
      token: 'from-address',
    });
    expect(storage.getItem('token')).toBe('from-address');
    expect(storage.getItem('user')).toBeNull();
  });

  it("logs 'Error loading auth state:' and signs out when the stored user is unreadable", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storage.setItem('token', 'abc');
    storage.setItem('user', '{not json');
    expect(startSession(null).isAuthenticated).toBe(false);
    expect(logged).toHaveBeenCalledWith('Error loading auth state:', expect.any(Error));
    expect(storage.getItem('token')).toBeNull();
  });

  it('signs in and persists when token and user are set together', () => {
    setSession('tok', user);
    expect(getSession()).toEqual({ isAuthenticated: true, user, token: 'tok' });
    expect(storage.getItem('token')).toBe('tok');
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual(user);
  });

  it('clears both when either is empty', () => {
    setSession('tok', user);
    setSession('', user);
    expect(getSession().isAuthenticated).toBe(false);
    expect(storage.getItem('token')).toBeNull();
    setSession('tok', user);
    setSession('tok', null);
    expect(getSession()).toEqual({ isAuthenticated: false, user: null, token: null });
    expect(storage.getItem('user')).toBeNull();
  });

  it('merges user updates and re-persists them; without a user it does nothing', () => {
    updateUser({ credits: 3 });
    expect(getSession().user).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    setSession('tok', user);
    updateUser({ credits: 3 });
    expect(getSession().user).toEqual({ ...user, credits: 3 });
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual({ ...user, credits: 3 });
  });

  it('takes a fresh user from the server also when none was known (address token)', () => {
    startSession('tok');
    mergeFreshUser(user);
    expect(getSession()).toEqual({ isAuthenticated: true, user, token: 'tok' });
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual(user);
  });

  it('logout clears memory and storage', () => {
    setSession('tok', user);
    clearSession();
    expect(getSession()).toEqual({ isAuthenticated: false, user: null, token: null });
    expect(storage.length).toBe(0);
  });

  it('shows credits as a number, 0 when missing or not numeric', () => {
    expect(displayCredits(user)).toBe(12);
    expect([0, 1, 2].map(creditsWord)).toEqual(['credits', 'credit', 'credits']);
    expect(displayCredits(null)).toBe(0);
    expect(displayCredits({ username: 'x' })).toBe(0);
    expect(displayCredits({ username: 'x', credits: 'many' as unknown as number })).toBe(0);
    expect(displayCredits({ username: 'x', credits: Number.NaN })).toBe(0);
  });
});
