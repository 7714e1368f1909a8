// Where an account has signed in before: a device cookie it issued and the addresses it signed in from (decision
// 025). The login lockout does not hold these back by the account-wide count, so wrong passwords sent from anywhere
// else cannot lock the owner out of a device or an address they use.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { trustedSignIns } from '../db/schema.js';
import { readCookie } from './google-state.js';

/** The device cookie: sent only to the sign-in routes, never readable by scripts. */
export const DEVICE_COOKIE = 'lf_device';
const DEVICE_COOKIE_PATH = '/api/auth';
const DEVICE_TTL_S = 400 * 24 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The markers kept per account: the newest win. */
const KEEP = 20;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const deviceMarker = (token: string) => `device:${sha256(token)}`;
export const addressMarker = (address: string) => `address:${sha256(address)}`;

/** The device token the request carries, if it has the shape of one. */
export function deviceToken(cookieHeader: string | undefined): string | undefined {
  const token = readCookie(cookieHeader, DEVICE_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

export function deviceCookie(token: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${token}; Max-Age=${DEVICE_TTL_S}; Path=${DEVICE_COOKIE_PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/**
 * How the account knows this attempt: its device (stronger: the device gets a lockout count of its own), else its
 * address, else null.
 */
export async function trustOf(
  db: Db,
  userId: number | undefined,
  token: string | undefined,
  address: string,
): Promise<string | null> {
  if (userId === undefined) return null;
  const wanted = [addressMarker(address), ...(token ? [deviceMarker(token)] : [])];
  const found = await db
    .select({ marker: trustedSignIns.marker })
    .from(trustedSignIns)
    .where(and(eq(trustedSignIns.userId, userId), inArray(trustedSignIns.marker, wanted)));
  const markers = new Set(found.map((row) => row.marker));
  if (token && markers.has(deviceMarker(token))) return deviceMarker(token);
  return markers.has(addressMarker(address)) ? addressMarker(address) : null;
}

/**
 * Remembers a successful sign-in: the device (a new token when the request carries none of this account's) and the
 * address. Answers the cookie to set, or undefined when the device already has one.
 */
export async function rememberSignIn(
  db: Db,
  userId: number,
  token: string | undefined,
  address: string,
  secure: boolean,
): Promise<string | undefined> {
  const known = token ? (await trustOf(db, userId, token, address))?.startsWith('device:') : false;
  const device = known && token ? token : randomBytes(32).toString('base64url');
  await db
    .insert(trustedSignIns)
    .values([
      { userId, marker: deviceMarker(device) },
      { userId, marker: addressMarker(address) },
    ])
    .onConflictDoUpdate({
      target: [trustedSignIns.userId, trustedSignIns.marker],
      set: { lastSeenAt: sql`now()` },
    });
  const keep = db
    .select({ marker: trustedSignIns.marker })
    .from(trustedSignIns)
    .where(eq(trustedSignIns.userId, userId))
    .orderBy(desc(trustedSignIns.lastSeenAt))
    .limit(KEEP);
  await db
    .delete(trustedSignIns)
    .where(and(eq(trustedSignIns.userId, userId), notInArray(trustedSignIns.marker, keep)));
  return known ? undefined : deviceCookie(device, secure);
}

/** Forgets every device and address of the account ('Sign out everywhere', a new password). */
export async function forgetSignIns(db: Pick<Db, 'delete'>, userId: number): Promise<void> {
  await db.delete(trustedSignIns).where(eq(trustedSignIns.userId, userId));
}
