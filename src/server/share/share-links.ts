// Share links (decision 019): make, replace and revoke an entity's one public link, and read what a token shows.
// Tokens are 32 random bytes, looked up by their sha256; the token is kept too, so its owner can copy it again.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { playerView } from '../../shared/content.js';
import { SHARE_PATHS, type SharedEntity, type ShareStatus } from '../../shared/share.js';
import { hashToken } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import { content, shareLinks } from '../db/schema.js';
import type { KindRegistry } from '../pipeline/registry.js';

const TOKEN_BYTES = 32;
/** 32 bytes in base64url: anything else cannot be a share token, so it costs no query. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export type NewShareLink = { token: string; playerView: boolean; expiresAt: Date | null; createdAt: Date };

/**
 * Makes the entity's link, replacing any earlier one (whose token stops working at once). The caller has checked
 * that the user owns the entity.
 */
export async function createShareLink(
  db: Db,
  contentId: number,
  ownerId: number,
  options: { expiresInDays?: number | undefined; playerView: boolean },
  now = new Date(),
): Promise<NewShareLink> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const tokenHash = hashToken(token);
  const expiresAt = options.expiresInDays ? new Date(now.getTime() + options.expiresInDays * DAY_MS) : null;
  const values = { tokenHash, token, playerView: options.playerView, expiresAt, createdAt: now };
  // The unique index on content_id decides: two shares at the same moment leave one link, the later one.
  await db
    .insert(shareLinks)
    .values({ ...values, contentId, ownerId })
    .onConflictDoUpdate({ target: shareLinks.contentId, set: values });
  // Sharing is rare enough to pay for the sweep; links that expired would otherwise stay forever.
  await db.delete(shareLinks).where(lt(shareLinks.expiresAt, now));
  return { token, playerView: options.playerView, expiresAt, createdAt: now };
}

/** Revokes the entity's link, if it has one (deleting the row: a revoked token is then unknown). */
export async function revokeShareLink(db: Db, contentId: number, ownerId: number): Promise<void> {
  await db
    .delete(shareLinks)
    .where(and(eq(shareLinks.contentId, contentId), eq(shareLinks.ownerId, ownerId)));
}

/**
 * The entity's live link as its owner sees it: its address (`publicUrl` and the page's path) and how it was made. An
 * expired link that the sweep has not yet removed is not shared.
 */
export async function findShareLink(
  db: Db,
  contentId: number,
  ownerId: number,
  publicUrl: string,
  now = new Date(),
): Promise<ShareStatus> {
  const [row] = await db
    .select({
      token: shareLinks.token,
      playerView: shareLinks.playerView,
      expiresAt: shareLinks.expiresAt,
      createdAt: shareLinks.createdAt,
    })
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.contentId, contentId),
        eq(shareLinks.ownerId, ownerId),
        or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now)),
      ),
    )
    .limit(1);
  if (!row) return { shared: false };
  return {
    shared: true,
    url: row.token ? shareUrl(publicUrl, row.token) : null,
    playerView: row.playerView,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The public page's absolute address for a token. */
export function shareUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${SHARE_PATHS.page(token)}`;
}

export type SharedRow = {
  kind: string;
  name: string;
  data: Record<string, unknown>;
  imageKey: string | null;
  imageType: string | null;
  playerView: boolean;
};

/** What a live token shows, or undefined for an unknown, revoked or expired one (the caller answers all alike). */
export async function findShared(db: Db, token: string, now = new Date()): Promise<SharedRow | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({
      kind: content.kind,
      name: content.name,
      data: content.data,
      imageKey: content.imageKey,
      imageType: content.imageType,
      playerView: shareLinks.playerView,
    })
    .from(shareLinks)
    .innerJoin(content, eq(content.id, shareLinks.contentId))
    .where(
      and(
        eq(shareLinks.tokenHash, hashToken(token)),
        or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now)),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The public answer: the kind's fields (in player view without what the kind hides), the name and the picture's
 * public address. Never the owner, the entity's id, its seed or its request: nothing usable on another route.
 */
export function presentShared(kinds: KindRegistry, row: SharedRow, token: string): SharedEntity {
  const { contract } = kinds.byKind(row.kind);
  const data = row.playerView ? playerView(contract, row.data) : { ...row.data };
  return {
    kind: contract.kind,
    label: contract.label,
    // A hidden faction is shown to players under its front's name.
    name: typeof data.name === 'string' && data.name ? data.name : row.name,
    playerView: row.playerView,
    data,
    imageUrl: row.imageKey ? SHARE_PATHS.image(token) : null,
  };
}
