// Turns a Google identity into a Loreforge account: the one already linked, a linked existing account, or a new one.
import { and, eq, isNull } from 'drizzle-orm';
import { loginRequestSchema, USERNAME_MAX, USERNAME_MIN } from '../../shared/auth.js';
import { must } from '../../shared/must.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import type { GoogleProfile } from './google.js';

export type GoogleAccountResult =
  | { ok: true; userId: number; how: 'existing' | 'linked' | 'created' }
  | { ok: false; reason: string };

const FALLBACK_USERNAME = 'Adventurer';

/** Cuts to `max` UTF-16 units (the unit the username rule counts) without splitting a character. */
function truncate(text: string, max: number): string {
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out.trim();
}

/** A username within the register form's limits, from the Google name or else the e-mail's local part. */
export function fitUsername(name: string | undefined, email: string): string {
  const localPart = email.split('@')[0] ?? '';
  for (const candidate of [name ?? '', localPart]) {
    const cleaned = truncate(
      candidate
        .normalize('NFC')
        .replace(/[\p{Cc}\p{Cf}]/gu, '')
        .replace(/\s+/g, ' ')
        .trim(),
      USERNAME_MAX,
    );
    if (cleaned.length >= USERNAME_MIN) return cleaned;
  }
  return FALLBACK_USERNAME;
}

/**
 * Finds the account for a Google identity. An e-mail links to (or creates) an account only when Google
 * says it is verified: otherwise anyone could claim an address at Google and take over, or squat, the
 * Loreforge account registered with it.
 */
export async function resolveGoogleAccount(
  db: Db,
  profile: GoogleProfile,
  initialCredits: number,
): Promise<GoogleAccountResult> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.googleSub, profile.sub))
      .limit(1);
    if (linked) return { ok: true, userId: linked.id, how: 'existing' } as const;

    const parsedEmail = loginRequestSchema.shape.email.safeParse(profile.email);
    if (!parsedEmail.success) return { ok: false, reason: 'the provider gave no valid e-mail' } as const;
    if (!profile.emailVerified)
      return { ok: false, reason: 'the provider has not verified the e-mail' } as const;
    const email = parsedEmail.data;

    const [existing] = await tx
      .select({ id: users.id, googleSub: users.googleSub })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (existing) {
      // `google_sub IS NULL` in the update too: a concurrent sign-in may have linked it meanwhile.
      const [updated] = await tx
        .update(users)
        .set({ googleSub: profile.sub })
        .where(and(eq(users.id, existing.id), isNull(users.googleSub)))
        .returning({ id: users.id });
      if (!updated) return { ok: false, reason: 'the account is linked to another Google identity' } as const;
      return { ok: true, userId: updated.id, how: 'linked' } as const;
    }

    const [created] = await tx
      .insert(users)
      .values({
        username: fitUsername(profile.name, email),
        email,
        passwordHash: null,
        googleSub: profile.sub,
        credits: initialCredits,
      })
      .returning({ id: users.id });
    return { ok: true, userId: must(created, 'the new account').id, how: 'created' } as const;
  });
}
