// Unit tests of the user refresh: only when signed in, merge on success, log and null on failure, sign out on 401.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLocalStorage, stubFetch } from '../test/browser-globals';
import { refreshUser } from './refresh-user';
import { clearSession, getSession, setSession } from './session-store';

describe('refreshUser', () => {
  beforeEach(() => {
    installLocalStorage();
    clearSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('does nothing when signed out', async () => {
    const fetchMock = stubFetch(200, { user: { username: 'x' } });
    await expect(refreshUser()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('merges the answer into the stored user', async () => {
    setSession('tok', { id: 1, username: 'Aldric', email: 'a@example.com', credits: 5 });
    stubFetch(200, { user: { id: 1, username: 'Aldric', email: 'a@example.com', credits: 4 } });
    await expect(refreshUser()).resolves.toMatchObject({ credits: 4 });
    expect(getSession().user).toMatchObject({ username: 'Aldric', credits: 4 });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').credits).toBe(4);
  });

  it("logs 'Error refreshing user data:' and returns null on failure, keeping the session", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSession('tok', { username: 'Aldric', credits: 5 });
    stubFetch(500, { message: 'Something went wrong on our side', error: 'INTERNAL_ERROR' });
    await expect(refreshUser()).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith('Error refreshing user data:', expect.any(Error));
    expect(getSession()).toMatchObject({ isAuthenticated: true, user: { credits: 5 } });
  });

  it('signs out locally when the server no longer knows the token (401)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSession('expired', { username: 'Aldric' });
    stubFetch(401, { message: 'Authentication required', error: 'UNAUTHORIZED' });
    await expect(refreshUser()).resolves.toBeNull();
    expect(getSession().isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shares one request between simultaneous callers', async () => {
    setSession('tok', { username: 'Aldric' });
    const fetchMock = stubFetch(200, { user: { username: 'Aldric', credits: 1 } });
    await Promise.all([refreshUser(), refreshUser()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
