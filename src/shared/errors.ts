// Stable error codes carried in every API error body `{message, error}`, shared by server and client.
import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'NOT_FOUND',
  'RATE_LIMIT_EXCEEDED',
  'GENERATIONS_LIMIT_REACHED',
  'PROVIDER_NOT_CONFIGURED',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  message: z.string(),
  error: z.string(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
