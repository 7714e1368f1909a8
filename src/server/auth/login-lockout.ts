// A per-account login lockout with backoff: after a few wrong passwords for one e-mail address, further attempts
// for it are refused for a while (30 s, doubling with each further failure, at most 15 minutes), whatever the
// password, so guessing one account's password from many addresses gets nowhere. The right password works again
// once the window has passed, and a success clears the count. Keyed by the e-mail as typed (normalised), not by
// account, so an address without an account locks the same way and the lockout does not reveal which exist.
// Kept in this process: with several instances each counts on its own.
import { tooManyRequests } from '../errors.js';

export type LockoutSettings = {
  /** Wrong passwords allowed before the first lock. */
  freeFailures: number;
  /** The first lock; each further failure doubles it. */
  baseMs: number;
  /** The longest lock. */
  maxMs: number;
};

type Entry = { failures: number; lockedUntil: number; lastFailure: number };

/** An address with no failure for this long is forgotten. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export class LoginLockout {
  private readonly entries = new Map<string, Entry>();
  private sweptAt = 0;

  constructor(
    private readonly settings: LockoutSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 while the address is locked. Called before the password is checked. */
  check(email: string): void {
    const entry = this.entries.get(email);
    const wait = entry ? entry.lockedUntil - this.now() : 0;
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60_000);
      const when =
        wait < 60_000 ? `${Math.ceil(wait / 1000)} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
      throw tooManyRequests(
        `Too many failed sign-in attempts for this account. Please try again in ${when}.`,
      );
    }
  }

  /** Counts a wrong password; past the free failures, locks the address for a doubling time. */
  failed(email: string): void {
    const now = this.now();
    this.sweep(now);
    const entry = this.entries.get(email) ?? { failures: 0, lockedUntil: 0, lastFailure: now };
    entry.failures++;
    entry.lastFailure = now;
    const over = entry.failures - this.settings.freeFailures;
    if (over > 0) {
      entry.lockedUntil = now + Math.min(this.settings.maxMs, this.settings.baseMs * 2 ** (over - 1));
    }
    this.entries.set(email, entry);
  }

  succeeded(email: string): void {
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
