// A per-account login lockout with backoff: after a few wrong passwords for one e-mail address, further attempts
// for it are refused for a while (30 s, doubling with each further failure, at most 15 minutes), whatever the
// password, so guessing one account's password from many addresses gets nowhere. The right password works again
// once the window has passed, and a success clears the count. Keyed by the e-mail as typed (normalised), not by
// account, so an address without an account locks the same way and the lockout does not reveal which exist.
// One interface, two homes: this process (below), or Redis when REDIS_URL is set (redis-login-lockout.ts), so
// that several instances share the count (decision 015).
import { type HttpError, tooManyRequests } from '../errors.js';

export type LockoutSettings = {
  /** Wrong passwords allowed before the first lock. */
  freeFailures: number;
  /** The first lock; each further failure doubles it. */
  baseMs: number;
  /** The longest lock. */
  maxMs: number;
};

export interface LoginLockout {
  /** Throws 429 while the address is locked. Called before the password is checked. */
  check(email: string): Promise<void>;
  /** Counts a wrong password; past the free failures, locks the address for a doubling time. */
  failed(email: string): Promise<void>;
  /** The right password: the count starts again. */
  succeeded(email: string): Promise<void>;
}

/** How long the address is locked after its `failures`-th wrong password (0: not locked). */
export function lockMs(settings: LockoutSettings, failures: number): number {
  const over = failures - settings.freeFailures;
  return over > 0 ? Math.min(settings.maxMs, settings.baseMs * 2 ** (over - 1)) : 0;
}

/** The 429 answered while a lock has `waitMs` to go. */
export function lockedOut(waitMs: number): HttpError {
  const minutes = Math.ceil(waitMs / 60_000);
  const when =
    waitMs < 60_000 ? `${Math.ceil(waitMs / 1000)} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return tooManyRequests(`Too many failed sign-in attempts for this account. Please try again in ${when}.`);
}

/** An address with no failure for this long is forgotten. */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

type Entry = { failures: number; lockedUntil: number; lastFailure: number };

/** The lockout counted in this process: the default, and the fallback while Redis does not answer. */
export class MemoryLoginLockout implements LoginLockout {
  private readonly entries = new Map<string, Entry>();
  private sweptAt = 0;

  constructor(
    private readonly settings: LockoutSettings,
    private readonly now: () => number = Date.now,
  ) {}

  async check(email: string): Promise<void> {
    const entry = this.entries.get(email);
    const wait = entry ? entry.lockedUntil - this.now() : 0;
    if (wait > 0) throw lockedOut(wait);
  }

  async failed(email: string): Promise<void> {
    const now = this.now();
    this.sweep(now);
    const entry = this.entries.get(email) ?? { failures: 0, lockedUntil: 0, lastFailure: now };
    entry.failures++;
    entry.lastFailure = now;
    const lock = lockMs(this.settings, entry.failures);
    if (lock > 0) entry.lockedUntil = now + lock;
    this.entries.set(email, entry);
  }

  async succeeded(email: string): Promise<void> {
    this.entries.delete(email);
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [email, entry] of this.entries) {
      if (now - entry.lastFailure > FORGET_AFTER_MS && entry.lockedUntil < now) this.entries.delete(email);
    }
  }
}
