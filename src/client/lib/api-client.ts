// The HTTP helpers every call goes through: bearer header, JSON, and one error type (spec sections 7-8).
import { getSession } from './session-store';

/** A non-OK answer from the API, carrying the body's message, the HTTP status and the body's error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const READ_FALLBACK_MESSAGE = 'An error occurred while fetching data';
export const WRITE_FALLBACK_MESSAGE = 'An error occurred while making the request';

/** Headers for every call: JSON (or the `accept` given), plus the bearer token whenever one exists. */
export function requestHeaders(withJsonBody: boolean, accept = 'application/json'): Headers {
  const headers = new Headers({ Accept: accept });
  if (withJsonBody) headers.set('Content-Type', 'application/json');
  const { token } = getSession();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Builds the error for a non-OK response; a body that is not the API's JSON error shape gives `fallback`. */
export async function errorFromResponse(response: Response, fallback: string): Promise<ApiError> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { message, error } = body as { message?: unknown; error?: unknown };
      return new ApiError(
        typeof message === 'string' && message ? message : fallback,
        response.status,
        typeof error === 'string' ? error : undefined,
      );
    }
  } catch {
    // Not JSON (a proxy page, an empty body): the fallback message says enough.
  }
  return new ApiError(fallback, response.status);
}

/** The read helper: GET `path` and return its parsed JSON. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { method: 'GET', headers: requestHeaders(false), signal });
  if (!response.ok) throw await errorFromResponse(response, READ_FALLBACK_MESSAGE);
  return (await response.json()) as T;
}

/**
 * The write helper: `method` (POST by default) with an optional JSON body; returns the raw response. `accept`
 * asks for another answer than JSON (the generate route's progress stream); error answers are JSON either way.
 */
export async function apiRequest(
  path: string,
  method = 'POST',
  body?: unknown,
  options: { accept?: string } = {},
): Promise<Response> {
  const response = await fetch(path, {
    method,
    headers: requestHeaders(body !== undefined, options.accept),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await errorFromResponse(response, WRITE_FALLBACK_MESSAGE);
  return response;
}

/**
 * A write whose answer the caller does not need (a regeneration, a logout). The body is still read to its end: an
 * unread body keeps the request open in the browser, and moving to another page then aborts it.
 */
export async function apiCommand(path: string, method = 'POST', body?: unknown): Promise<void> {
  const response = await apiRequest(path, method, body);
  await response.arrayBuffer();
}
