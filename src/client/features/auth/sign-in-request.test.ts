// Unit tests of the sign-in helper: the answer on success, the body's message or 'An error occurred' on failure.

import { clearSession } from '@client/lib/session-store';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLocalStorage, stubFetch } from '../../test/browser-globals';
import { postCredentials } from './sign-in-request';

describe('postCredentials', () => {
  beforeEach(() => {
    installLocalStorage();
    clearSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the payload as JSON and returns token and user', async () => {
    const answer = { token: 't', user: { id: 1, username: 'Aldric', email: 'a@example.com', credits: 50 } };
    const fetchMock = stubFetch(200, answer);
    await expect(
      postCredentials('/api/auth/login', { email: 'a@example.com', password: 'x' }),
    ).resolves.toEqual(answer);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(
      JSON.stringify({ email: 'a@example.com', password: 'x' }),
    );
  });

  it("uses the body's message and code on failure", async () => {
    stubFetch(401, { message: 'Invalid email or password', error: 'INVALID_CREDENTIALS' });
    await expect(
      postCredentials('/api/auth/login', { email: 'a@example.com', password: 'x' }),
    ).rejects.toMatchObject({
      message: 'Invalid email or password',
      status: 401,
      code: 'INVALID_CREDENTIALS',
    });
  });

  it("falls back to 'An error occurred' without a message", async () => {
    stubFetch(503, 'Service Unavailable', true);
    await expect(
      postCredentials('/api/auth/login', { email: 'a@example.com', password: 'x' }),
    ).rejects.toMatchObject({ message: 'An error occurred', status: 503 });
  });
});
