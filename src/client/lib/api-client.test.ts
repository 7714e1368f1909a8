// Unit tests of the API helpers (spec sections 7-8): bearer header, JSON, raw responses and the error fallbacks.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLocalStorage, stubFetch } from '../test/browser-globals';
import { ApiError, apiCommand, apiRequest, getJson } from './api-client';
import { clearSession, setSession } from './session-store';

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

describe('API helpers', () => {
  beforeEach(() => {
    installLocalStorage();
    clearSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads JSON with GET and sends no Authorization header when signed out', async () => {
    const fetchMock = stubFetch(200, { googleEnabled: false });
    await expect(getJson('/api/config')).resolves.toEqual({ googleEnabled: false });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/config');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(sentHeaders(fetchMock).has('Authorization')).toBe(false);
  });

  it('attaches the bearer token to every call when one exists', async () => {
    setSession('secret-token', { username: 'Aldric' });
    const read = stubFetch(200, {});
    await getJson('/api/auth/me');
    expect(sentHeaders(read).get('Authorization')).toBe('Bearer secret-token');
    const write = stubFetch(200, { success: true });
    await apiRequest('/api/auth/logout');
    expect(sentHeaders(write).get('Authorization')).toBe('Bearer secret-token');
  });

  it('reads a command’s answer to its end, so the request completes, and raises its errors', async () => {
    const answer = new Response(JSON.stringify({ message: 'started' }), { status: 202 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer),
    );
    await apiCommand('/api/npc/7/regenerate-portrait');
    expect(answer.bodyUsed).toBe(true);
    stubFetch(403, { message: 'No credits', error: 'GENERATIONS_LIMIT_REACHED' });
    await expect(apiCommand('/api/npc/7/regenerate-portrait')).rejects.toMatchObject({
      status: 403,
      code: 'GENERATIONS_LIMIT_REACHED',
    });
  });

  it('writes with POST by default, a JSON body when given, and returns the raw response', async () => {
    const fetchMock = stubFetch(201, { id: 7 });
    const response = await apiRequest('/api/faction/generate', undefined, { size: 'Small Gang' });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(201);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ size: 'Small Gang' }));
    expect(sentHeaders(fetchMock).get('Content-Type')).toBe('application/json');

    const put = stubFetch(200, {});
    await apiRequest('/api/x', 'DELETE');
    expect(put.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(put.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it('throws an ApiError with the body message, the status and the error code', async () => {
    stubFetch(429, { message: 'Slow down, adventurer', error: 'RATE_LIMIT_EXCEEDED' });
    const error = await getJson('/api/user/npcs').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Slow down, adventurer',
      status: 429,
      code: 'RATE_LIMIT_EXCEEDED',
    });
  });

  it('falls back to the spec messages when the error body is not JSON', async () => {
    stubFetch(502, '<html>Bad gateway</html>', true);
    await expect(getJson('/api/user/npcs')).rejects.toMatchObject({
      message: 'An error occurred while fetching data',
      status: 502,
      code: undefined,
    });
    stubFetch(500, '', true);
    await expect(apiRequest('/api/npc/generate', 'POST', {})).rejects.toMatchObject({
      message: 'An error occurred while making the request',
      status: 500,
    });
  });
});
