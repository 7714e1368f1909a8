// HTTP errors with a stable code: every failure the API reports is one of these, answered as {message, error}.
import type { ErrorCode } from '../shared/errors.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** For a 429: the seconds until a retry can succeed, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'VALIDATION_ERROR') =>
  new HttpError(400, code, message);
export const unauthorized = (message = 'Authentication required', code: ErrorCode = 'UNAUTHORIZED') =>
  new HttpError(401, code, message);
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code: ErrorCode) => new HttpError(409, code, message);
export const unsupportedMediaType = (message: string) =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const tooManyRequests = (
  message: string,
  code: ErrorCode = 'RATE_LIMIT_EXCEEDED',
  retryAfterSeconds?: number,
) => new HttpError(429, code, message, retryAfterSeconds);
