// Stable error codes carried in every API error body `{message, error}`, shared by server and client.
import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  /** Register refused without saying why (an e-mail that has an account is not named as such). */
  'REGISTRATION_REFUSED',
  'NOT_FOUND',
  'RATE_LIMIT_EXCEEDED',
  'GENERATIONS_LIMIT_REACHED',
  'GENERATION_FAILED',
  'IMAGE_PENDING',
  'IMAGE_GENERATION_FAILED',
  'IMAGE_URL_EXPIRED',
  'IMAGE_FILE_MISSING',
  'PORTRAIT_URL_EXPIRED',
  'PORTRAIT_FILE_MISSING',
  'EXPORT_FAILED',
  /** An edit made on an older version of the entity than the stored one (409): another tab saved first. */
  'EDIT_CONFLICT',
  /** The user's imported pictures would pass their storage quota (403). */
  'IMPORT_QUOTA_EXCEEDED',
  /** A dependency the server needs (the database, Redis, the picture store) does not answer (503, /api/health). */
  'SERVICE_UNAVAILABLE',
  'PROVIDER_NOT_CONFIGURED',
  /** The AI provider answered with an error, refused the server's credentials or gave an unusable answer (502). */
  'PROVIDER_ERROR',
  /** The AI provider did not answer within the configured timeout (504). */
  'PROVIDER_TIMEOUT',
  /** The AI provider could not be reached: connection refused, unknown host, reset (503). */
  'PROVIDER_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  message: z.string(),
  error: z.string(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
