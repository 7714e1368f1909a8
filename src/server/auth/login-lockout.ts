// The login lockout: wrong passwords are counted per account and client address together (or per account and
// trusted device), and, more slowly, per account from everywhere, so guessing one account's password gets nowhere
// while an attacker elsewhere cannot lock its owner out of their own address or a device that signed in before.
//
// Every attempt is counted *before* its password is checked, in one atomic step, so a burst of concurrent guesses
// cannot get past the count: the attempt that uses the last free try locks the key at once, and every attempt
// that arrives while it is checked is refused without a check (decision 025). A success clears the count of its
// own key. Keyed by the e-mail as typed (normalised), not by account, so an address without an account locks the
// same way and the lockout does not reveal which exist.
// One interface, two homes: this process (below), or Redis when REDIS_URL is set (redis-login-lockout.ts), so
// that several instances share the count (decision 015).
import { createHash } from 'node:crypto';
import { must } from '../../shared/must.js';
import { type HttpError, tooManyRequests } from '../errors.js';

export type LockoutRule = {
  /** Tries allowed before the first lock: the try that uses the last one locks the key while it is checked. */
  freeFailures: number;
  /** The first lock; each further try (one is allowed when a lock ends) doubles it. */
  baseMs: number;
  /** The longest lock. */
  maxMs: number;
};

export type LockoutSettings = LockoutRule & {
  /** The slower rule counted per account from every address and untrusted device together. */
  account: LockoutRule;
};

/** One sign-in attempt, as the lockout counts it. */
export type LoginAttempt = {
  email: string;
  /** The client's address (request.ip). */
  address: string;
  /**
   * Where the account has signed in successfully before: 'device:<hash>' for a device cookie the account issued,
   * 'address:<hash>' for an address it signed in from; null for a stranger. Trusted attempts are not held back by
   * the account-wide count, and a trusted device has a count of its own.
   */
  trusted: string | null;
};

export interface LoginLockout {
  /**
   * Counts the attempt before the password is checked; throws 429 while its key (or, for an untrusted attempt, the
   * account) is locked, or when this attempt would go past the count while others are being checked.
   */
  begin(attempt: LoginAttempt): Promise<void>;
  /** The right password: its own key's count starts again (the account-wide count runs down by itself). */
  succeeded(attempt: LoginAttempt): Promise<void>;
}

/** How long the key is locked once its `tries`-th try is counted (0: not locked). */
export function lockMs(rule: LockoutRule, tries: number): number {
  const over = tries - rule.freeFailures + 1;
  return over > 0 ? Math.min(rule.maxMs, rule.baseMs * 2 ** (over - 1)) : 0;
}

/** The 429 answered while a lock has `waitMs` to go. */
export function lockedOut(waitMs: number): HttpError {
  const minutes = Math.ceil(waitMs / 60_000);
  const when =
    waitMs < 60_000 ? `${Math.ceil(waitMs / 1000)} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return tooManyRequests(`Too many failed sign-in attempts for this account. Please try again in ${when}.`);
}

/** A key with no try for this long is forgotten. */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** The keys an attempt is counted under, each with its rule: its own, then (untrusted) the account's. */
export function attemptKeys(
  settings: LockoutSettings,
  attempt: LoginAttempt,
): { key: string; rule: LockoutRule }[] {
  const own = attempt.trusted?.startsWith('device:')
    ? `device:${digest(`${attempt.email}\n${attempt.trusted}`)}`
    : `address:${digest(`${attempt.email}\n${attempt.address}`)}`;
  const keys = [{ key: own, rule: settings as LockoutRule }];
  if (!attempt.trusted) keys.push({ key: `account:${digest(attempt.email)}`, rule: settings.account });
  return keys;
}

type Entry = { tries: number; lockedUntil: number; lastTry: number };

/** The lockout counted in this process: the default, and the fallback while Redis does not answer. */
export class MemoryLoginLockout implements LoginLockout {
  private readonly entries = new Map<string, Entry>();
  private sweptAt = 0;

  constructor(
    private readonly settings: LockoutSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** Synchronous from the first read to the last write: no other attempt can run in between. */
  async begin(attempt: LoginAttempt): Promise<void> {
    const now = this.now();
    this.sweep(now);
    for (const { key, rule } of attemptKeys(this.settings, attempt)) {
      const wait = this.take(key, rule, now);
      if (wait > 0) throw lockedOut(wait);
    }
  }

  /** Counts one try under `key`; answers the wait when the key is locked (the try is then not counted). */
  take(key: string, rule: LockoutRule, now: number): number {
    const entry = this.entries.get(key) ?? { tries: 0, lockedUntil: 0, lastTry: now };
    if (entry.lockedUntil > now) return entry.lockedUntil - now;
    entry.tries++;
    entry.lastTry = now;
    const lock = lockMs(rule, entry.tries);
    if (lock > 0) entry.lockedUntil = now + lock;
    this.entries.set(key, entry);
    return 0;
  }

  /** How long `key` stays locked (0: not locked), without counting a try. */
  wait(key: string, now: number): number {
    return Math.max(0, (this.entries.get(key)?.lockedUntil ?? 0) - now);
  }

  async succeeded(attempt: LoginAttempt): Promise<void> {
    this.clear(must(attemptKeys(this.settings, attempt)[0], 'an attempt key').key);
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [key, entry] of this.entries) {
      if (now - entry.lastTry > FORGET_AFTER_MS && entry.lockedUntil < now) this.entries.delete(key);
    }
  }
}
