// The login lockout kept in Redis, so every instance sees the same failures and locks (REDIS_URL, decision 015).
// One hash per address (`failures`, `lockedUntil`), counted and locked by one Lua script, so concurrent wrong
// passwords on several instances cannot lose a count. Keys expire a day after the last failure (or when the lock
// ends, if later). While Redis does not answer, the in-process lockout stands in (and its locks are honoured after).
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RedisFallback } from '../redis.js';
import {
  FORGET_AFTER_MS,
  type LockoutSettings,
  type LoginLockout,
  lockedOut,
  MemoryLoginLockout,
} from './login-lockout.js';

// KEYS[1] the address's hash; ARGV: now, free failures, base ms, max ms, forget-after ms. Answers the lock's end.
// Numbers are written with %.0f: Lua's default number format would turn large ones into 1.7e+12.
const FAILED_SCRIPT = `
local now = tonumber(ARGV[1])
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local lockedUntil = tonumber(redis.call('HGET', KEYS[1], 'lockedUntil') or '0')
local over = failures - tonumber(ARGV[2])
if over > 0 then
  lockedUntil = now + math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ (over - 1))
  redis.call('HSET', KEYS[1], 'lockedUntil', string.format('%.0f', lockedUntil))
end
redis.call('PEXPIRE', KEYS[1], string.format('%.0f', math.max(tonumber(ARGV[5]), lockedUntil - now)))
return string.format('%.0f', lockedUntil)
`;

export class RedisLoginLockout implements LoginLockout {
  private readonly local: MemoryLoginLockout;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly settings: LockoutSettings,
    private readonly fallback: RedisFallback,
    private readonly now: () => number = Date.now,
  ) {
    this.local = new MemoryLoginLockout(settings, now);
  }

  /** The address is hashed: Redis holds no e-mail addresses. */
  key(email: string): string {
    return `${this.keyPrefix}login-lockout:${createHash('sha256').update(email).digest('hex')}`;
  }

  async check(email: string): Promise<void> {
    // A lock counted here during an outage still holds once Redis is back (the local store is empty otherwise).
    await this.local.check(email);
    const read = await this.fallback.attempt(() => this.redis.hget(this.key(email), 'lockedUntil'));
    if (!read.ok) return;
    const wait = Number(read.value ?? 0) - this.now();
    if (wait > 0) throw lockedOut(wait);
  }

  async failed(email: string): Promise<void> {
    const { freeFailures, baseMs, maxMs } = this.settings;
    const counted = await this.fallback.attempt(() =>
      this.redis.eval(
        FAILED_SCRIPT,
        1,
        this.key(email),
        this.now(),
        freeFailures,
        baseMs,
        maxMs,
        FORGET_AFTER_MS,
      ),
    );
    if (!counted.ok) await this.local.failed(email);
  }

  async succeeded(email: string): Promise<void> {
    // Both: a failure counted here during an outage must not outlive the right password either.
    await this.local.succeeded(email);
    await this.fallback.attempt(() => this.redis.del(this.key(email)));
  }
}
