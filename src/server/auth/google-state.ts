// Pending Google sign-ins: state, PKCE verifier and nonce kept between the redirect and the callback.
//
// Why a table plus a cookie: the callback may reach any app instance, so the verifier and nonce live in
// the shared database (not in memory); the browser that started the sign-in holds the state in an
// HttpOnly SameSite=Lax cookie, so a callback address replayed in someone else's browser (login CSRF)
// fails. The cookie needs no signature or server secret: its value is only compared with the state in
// the address, and the row it points to is single-use and expires.
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { oauthStates } from '../db/schema.js';
import type { PendingChecks } from './google.js';

/** Long enough to pick an account and type a password at Google, short enough to be useless later. */
export const PENDING_TTL_MS = 10 * 60 * 1000;
export const STATE_COOKIE = 'loreforge_google_state';
/** The cookie is only sent to the two Google routes. */
const COOKIE_PATH = '/api/auth/google';

function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

export async function savePendingSignIn(db: Db, checks: PendingChecks, now = new Date()): Promise<void> {
  // Abandoned sign-ins would otherwise stay forever; the expires_at index keeps the sweep cheap.
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.insert(oauthStates).values({
    stateHash: hashState(checks.state),
    codeVerifier: checks.codeVerifier,
    nonce: checks.nonce,
    expiresAt: new Date(now.getTime() + PENDING_TTL_MS),
  });
}

/** Removes and returns the pending sign-in for `state`: each one can be finished at most once. */
export async function takePendingSignIn(
  db: Db,
  state: string,
  now = new Date(),
): Promise<PendingChecks | undefined> {
  const [row] = await db
    .delete(oauthStates)
    .where(eq(oauthStates.stateHash, hashState(state)))
    .returning({
      codeVerifier: oauthStates.codeVerifier,
      nonce: oauthStates.nonce,
      expiresAt: oauthStates.expiresAt,
    });
  if (!row || row.expiresAt.getTime() <= now.getTime()) return undefined;
  return { state, codeVerifier: row.codeVerifier, nonce: row.nonce };
}

export function stateCookie(state: string, secure: boolean): string {
  const maxAge = Math.floor(PENDING_TTL_MS / 1000);
  return `${STATE_COOKIE}=${state}; Max-Age=${maxAge}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedStateCookie(secure: boolean): string {
  return `${STATE_COOKIE}=; Max-Age=0; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Compares the state in the address with the cookie's without leaking, by timing, how much matched. */
export function sameState(fromQuery: string, fromCookie: string): boolean {
  const a = Buffer.from(fromQuery);
  const b = Buffer.from(fromCookie);
  return a.length === b.length && timingSafeEqual(a, b);
}
