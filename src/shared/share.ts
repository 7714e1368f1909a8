// Share links (decision 019): the owner's request and answer, the public answer, and the paths, shared by both sides.
import { z } from 'zod';

/** POST /api/{base}/{id}/share: an optional body; a link without `expiresInDays` lives until revoked. */
export const shareRequestSchema = z
  .object({
    expiresInDays: z
      .number({ error: 'expiresInDays must be a whole number from 1 to 365' })
      .int('expiresInDays must be a whole number from 1 to 365')
      .min(1, 'expiresInDays must be a whole number from 1 to 365')
      .max(365, 'expiresInDays must be a whole number from 1 to 365')
      .optional(),
    playerView: z.boolean({ error: 'playerView must be true or false' }).default(true),
  })
  .strict();
export type ShareRequest = z.input<typeof shareRequestSchema>;

/** The owner's answer: the public address (absolute, from PUBLIC_URL) and the token it carries. */
export type ShareAnswer = {
  url: string;
  token: string;
  playerView: boolean;
  /** ISO time, or null for a link that never expires. */
  expiresAt: string | null;
  /** ISO time the link was made. */
  createdAt: string;
};

/**
 * GET /api/{base}/{id}/share: whether the owner's entity has a live link, its address (to copy again) and how it was
 * made.
 */
export type ShareStatus =
  | {
      shared: true;
      /** The public address, or null for a link made before addresses were kept (it works; only a new one shows). */
      url: string | null;
      playerView: boolean;
      /** ISO time, or null for a link that never expires. */
      expiresAt: string | null;
      /** ISO time the current link was made. */
      createdAt: string;
    }
  | { shared: false };

/** GET /api/shared/{token}: the entity's public fields only, nothing that names its owner or its id. */
export type SharedEntity = {
  kind: string;
  label: string;
  name: string;
  playerView: boolean;
  /** The kind's fields; in player view the kind's `playerHidden` fields are empty. */
  data: Record<string, unknown>;
  /** `/api/shared/{token}/image`, or null while the entity has no picture. */
  imageUrl: string | null;
};

/** The answer for an unknown, revoked or expired token alike, so that tokens cannot be told apart. */
export const SHARE_NOT_FOUND_MESSAGE = 'This share link does not exist or is no longer shared.';

export const SHARE_PATHS = {
  /** The public page (a client route, no sign-in). */
  page: (token: string) => `/s/${token}`,
  data: (token: string) => `/api/shared/${token}`,
  image: (token: string) => `/api/shared/${token}/image`,
} as const;
