// The login lockout's rules, the same in this process and in Redis (when the test Redis answers): free failures,
// a doubling lock up to the maximum, per address, cleared by a success; in Redis also atomic, hashed, expiring.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisFallback } from '../redis.js';
import { dropKeys, keysUnder, redisAnswers, testKeyPrefix, testRedisClient } from '../test/redis.js';
import { type LockoutSettings, type LoginLockout, MemoryLoginLockout } from './login-lockout.js';
import { RedisLoginLockout } from './redis-login-lockout.js';

const redisUp = await redisAnswers();
const redis = testRedisClient();
const prefix = testKeyPrefix();
const fallback = new RedisFallback(pino({ level: 'silent' }));
beforeAll(async () => {
  if (redisUp) await redis.connect();
});
afterAll(async () => {
  if (!redisUp) return;
  await dropKeys(redis, prefix);
  redis.disconnect();
});

type Make = (settings: LockoutSettings, now: () => number) => LoginLockout;
const IMPLEMENTATIONS: [string, Make][] = [
  ['in memory', (settings, now) => new MemoryLoginLockout(settings, now)],
  ...(redisUp
    ? [
        ['in Redis', (settings, now) => new RedisLoginLockout(redis, prefix, settings, fallback, now)] as [
          string,
          Make,
        ],
      ]
    : []),
];

describe.each(IMPLEMENTATIONS)('LoginLockout %s', (_name, make) => {
  it('locks an address after the free failures, doubling the wait up to the maximum, per address', async () => {
    let now = 0;
    const lockout = make({ freeFailures: 3, baseMs: 30_000, maxMs: 100_000 }, () => now);
    const a = `a-${Math.random()}@example.com`;
    const b = `b-${Math.random()}@example.com`;
    for (let i = 0; i < 3; i++) {
      await lockout.check(a);
      await lockout.failed(a);
    }
    await lockout.check(a); // three failures are free
    await lockout.failed(a);
    await expect(lockout.check(a)).rejects.toThrow(
      expect.objectContaining({
        statusCode: 429,
        code: 'RATE_LIMIT_EXCEEDED',
        message: expect.stringContaining('30 seconds'),
      }),
    );
    await lockout.check(b); // another address is free
    now += 30_001;
    await lockout.check(a);
    await lockout.failed(a); // the next failure locks for 60 s
    now += 59_000;
    await expect(lockout.check(a)).rejects.toThrow(/1 second|seconds/);
    now += 1_001;
    await lockout.failed(a); // 120 s, capped at 100 s
    await expect(lockout.check(a)).rejects.toThrow(/2 minutes/);
    now += 100_001;
    await lockout.check(a);
    await lockout.succeeded(a);
    await lockout.failed(a);
    await lockout.check(a); // a success cleared the count
  });
});

describe.runIf(redisUp)('LoginLockout in Redis', () => {
  const settings = { freeFailures: 5, baseMs: 30_000, maxMs: 900_000 };

  it('counts concurrent failures from several instances exactly, under a hashed, expiring key', async () => {
    const now = () => Date.now();
    const one = new RedisLoginLockout(redis, prefix, settings, fallback, now);
    const two = new RedisLoginLockout(redis, prefix, settings, fallback, now);
    const email = `shared-${Math.random()}@example.com`;
    await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? one : two).failed(email)));
    await expect(one.check(email)).rejects.toThrow(/30 seconds/);
    await expect(two.check(email)).rejects.toThrow(/30 seconds/);

    const key = one.key(email);
    expect(key).toMatch(new RegExp(`^${prefix}login-lockout:[0-9a-f]{64}$`));
    expect(key).not.toContain('example.com');
    expect(await redis.hget(key, 'failures')).toBe('6');
    const ttl = (await keysUnder(redis, prefix)).get(key)!;
    expect(ttl).toBeGreaterThan(23 * 60 * 60 * 1000); // forgotten a day after the last failure
    await two.succeeded(email);
    expect(await redis.exists(key)).toBe(0);
    await one.check(email);
  });
});
