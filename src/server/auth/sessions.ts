// Sessions: random bearer tokens for the browser, kept on the server only as a sha256 hash, with an expiry.
import { createHash, randomBytes } from 'node:crypto';
import { type AnyColumn, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';

/** The signed-in user as routes see it; `credits` is read when the request starts. */
export type SessionUser = { id: number; username: string; email: string; credits: number };

/** The columns of `users` that may leave the server (never the password hash or the Google subject). */
export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  credits: users.credits,
};

const TOKEN_BYTES = 32;
/** 32 bytes in base64url: anything else cannot be one of our tokens, so it costs no query. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The database stores this instead of the token: a leaked table cannot be replayed as sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  userId: number,
  ttlDays: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlDays * DAY_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  // Signing in is rare enough to pay for the sweep, and the expires_at index keeps it cheap;
  // without it sessions of people who never come back would pile up forever.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return { token, expiresAt };
}

export type FoundSession<Extra = null> = { user: SessionUser; tokenHash: string; extra: Extra };

/**
 * A value a route needs alongside the session, as SQL over the session's user id (e.g. the version of the user's
 * list), read in the session's own query: one round trip instead of two on the hottest routes.
 */
export type SessionExtra<Extra> = (userId: AnyColumn) => SQL<Extra>;

/**
 * The session's user, or undefined when the token is unknown or expired (an expired row is deleted). Every call reads
 * the row, so a session deleted by a logout on any instance stops working at once (no cache in between).
 */
export async function findSession<Extra = null>(
  db: Db,
  token: string,
  now = new Date(),
  extra?: SessionExtra<Extra>,
): Promise<FoundSession<Extra> | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      ...sessionUserColumns,
      expiresAt: sessions.expiresAt,
      extra: extra ? extra(users.id) : sql<null>`null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return undefined;
  const { expiresAt, extra: extraValue, ...user } = row;
  if (expiresAt.getTime() <= now.getTime()) {
    await deleteSession(db, tokenHash);
    return undefined;
  }
  return { user, tokenHash, extra: extraValue as Extra };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}
