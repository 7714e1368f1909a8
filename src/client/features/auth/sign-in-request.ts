// The sign-in helper: posts credentials and returns {token, user}; errors carry the body's message or 'An error occurred'.

import { ApiError, requestHeaders } from '@client/lib/api-client';
import type { AuthResponse, LoginRequest, RegisterRequest } from '@shared/auth';

export const SIGN_IN_FALLBACK_MESSAGE = 'An error occurred';

export async function postCredentials(
  path: string,
  payload: LoginRequest | RegisterRequest,
): Promise<AuthResponse> {
  const response = await fetch(path, {
    method: 'POST',
    headers: requestHeaders(true),
    body: JSON.stringify(payload),
  });
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // An empty or non-JSON answer: handled below with the fallback message.
  }
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (!response.ok) {
    const message =
      typeof fields.message === 'string' && fields.message ? fields.message : SIGN_IN_FALLBACK_MESSAGE;
    throw new ApiError(message, response.status, typeof fields.error === 'string' ? fields.error : undefined);
  }
  if (typeof fields.token !== 'string' || !fields.user || typeof fields.user !== 'object') {
    throw new ApiError(SIGN_IN_FALLBACK_MESSAGE, response.status);
  }
  return body as AuthResponse;
}
