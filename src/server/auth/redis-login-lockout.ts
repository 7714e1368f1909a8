// The login lockout kept in Redis, so every instance sees the same tries and locks (REDIS_URL, decision 015). One
// hash per key (`tries`, `lockedUntil`), checked, counted and locked by one Lua script before the password is
// checked, so concurrent attempts on several instances cannot get past the count (decision 025). Keys expire a day
// after the last try (or when the lock ends, if later). While Redis does not answer, the in-process lockout stands
// in (and its locks are honoured after).
import type { Redis } from 'ioredis';
import { must } from '../../shared/must.js';
import type { RedisFallback } from '../redis.js';
import {
  attemptKeys,
  FORGET_AFTER_MS,
  type LockoutSettings,
  type LoginAttempt,
  type LoginLockout,
  lockedOut,
  MemoryLoginLockout,
} from './login-lockout.js';

// KEYS[1] the key's hash; ARGV: now, free tries, base ms, max ms, forget-after ms. Answers the wait in ms when the
// key is locked (the try is then not counted), else 0 after counting the try (and locking when it was the last).
// Numbers are written with %.0f: Lua's default number format would turn large ones into 1.7e+12.
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local lockedUntil = tonumber(redis.call('HGET', KEYS[1], 'lockedUntil') or '0')
if lockedUntil > now then return string.format('%.0f', lockedUntil - now) end
local tries = redis.call('HINCRBY', KEYS[1], 'tries', 1)
local over = tries - tonumber(ARGV[2]) + 1
if over > 0 then
  lockedUntil = now + math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ (over - 1))
  redis.call('HSET', KEYS[1], 'lockedUntil', string.format('%.0f', lockedUntil))
end
redis.call('PEXPIRE', KEYS[1], string.format('%.0f', math.max(tonumber(ARGV[5]), lockedUntil - now)))
return '0'
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

  /** The Redis key of a lockout key (whose e-mail and address are already hashed: Redis holds neither). */
  key(lockoutKey: string): string {
    return `${this.keyPrefix}login-lockout:${lockoutKey}`;
  }

  async begin(attempt: LoginAttempt): Promise<void> {
    const now = this.now();
    for (const { key, rule } of attemptKeys(this.settings, attempt)) {
      // A lock counted here during an outage still holds once Redis is back (the local store is empty otherwise).
      const held = this.local.wait(key, now);
      if (held > 0) throw lockedOut(held);
      const taken = await this.fallback.attempt(
        () =>
          this.redis.eval(
            TAKE_SCRIPT,
            1,
            this.key(key),
            now,
            rule.freeFailures,
            rule.baseMs,
            rule.maxMs,
            FORGET_AFTER_MS,
          ) as Promise<string>,
      );
      const wait = taken.ok ? Number(taken.value) : this.local.take(key, rule, now);
      if (wait > 0) throw lockedOut(wait);
    }
  }

  async succeeded(attempt: LoginAttempt): Promise<void> {
    // Both: a try counted here during an outage must not outlive the right password either.
    const own = must(attemptKeys(this.settings, attempt)[0], 'an attempt key').key;
    this.local.clear(own);
    await this.fallback.attempt(() => this.redis.del(this.key(own)));
  }
}
