// The login lockout's rules, the same in this process and in Redis (when the test Redis answers): free failures,
// a doubling lock up to the maximum, per address, cleared by a success; in Redis also atomic, hashed, expiring.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisFallback } from '../redis.js';
import {
  dropKeys,
  keysUnder,
  redisAnswers,
  skipUnlessRedis,
  testKeyPrefix,
  testRedisClient,
} from '../test/redis.js';
import {
  attemptKeys,
  type LockoutSettings,
  type LoginAttempt,
  type LoginLockout,
  MemoryLoginLockout,
} from './login-lockout.js';
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
  ['in Redis', (settings, now) => new RedisLoginLockout(redis, prefix, settings, fallback, now)] as [
    string,
    Make,
  ],
];

const SETTINGS: LockoutSettings = {
  freeFailures: 3,
  baseMs: 30_000,
  maxMs: 100_000,
  account: { freeFailures: 10, baseMs: 60_000, maxMs: 100_000 },
};
const attempt = (email: string, address = '10.0.0.1', trusted: string | null = null): LoginAttempt => ({
  email,
  address,
  trusted,
});
const unique = (name: string) => `${name}-${Math.random()}@example.com`;

describe.each(IMPLEMENTATIONS)('LoginLockout %s', (name, make) => {
  if (name === 'in Redis') skipUnlessRedis(redisUp);
  it('locks an account and address when its last free try is counted, doubling up to the maximum', async () => {
    let now = 0;
    const lockout = make(SETTINGS, () => now);
    const a = attempt(unique('a'));
    await lockout.begin(a);
    await lockout.begin(a);
    await lockout.begin(a); // the third (last free) try is checked, and locks the key while it is
    await expect(lockout.begin(a)).rejects.toThrow(
      expect.objectContaining({
        statusCode: 429,
        code: 'RATE_LIMIT_EXCEEDED',
        message: expect.stringContaining('30 seconds'),
      }),
    );
    await lockout.begin(attempt(a.email, '10.0.0.2')); // another address is not held back by this one
    now += 30_001;
    await lockout.begin(a); // one try when the lock ends: it locks for 60 s
    now += 59_000;
    await expect(lockout.begin(a)).rejects.toThrow(/1 second|seconds/);
    now += 1_001;
    await lockout.begin(a); // 120 s, capped at 100 s
    await expect(lockout.begin(a)).rejects.toThrow(/2 minutes/);
    now += 100_001;
    await lockout.begin(a);
    await lockout.succeeded(a); // the right password clears this key's count
    await lockout.begin(a);
    await lockout.begin(a);
  });

  it('lets no more than the free tries through a burst sent at once (issue 22, H2)', async () => {
    const lockout = make(SETTINGS, () => 1_000);
    const a = attempt(unique('burst'));
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => lockout.begin(a)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(22);
  });

  it('holds strangers back by the slower account-wide count, but never a trusted address or device (M6)', async () => {
    let now = 0;
    const lockout = make(SETTINGS, () => now);
    const email = unique('owner');
    // Ten wrong passwords from ten addresses: each address has tries left, the account-wide count is spent.
    for (let i = 0; i < 10; i++) await lockout.begin(attempt(email, `172.16.0.${i}`));
    await expect(lockout.begin(attempt(email, '172.16.1.1'))).rejects.toThrow(/1 minute/);
    // The owner, from an address or a device the account signed in from before, is let through.
    await lockout.begin(attempt(email, '192.168.1.5', 'address:known'));
    await lockout.begin(attempt(email, '172.16.0.1', 'device:mine'));
    // A trusted device has a count of its own: strangers sharing its address do not spend it.
    for (let i = 0; i < 3; i++) await lockout.begin(attempt(email, '192.168.9.9')).catch(() => {});
    await lockout.begin(attempt(email, '192.168.9.9', 'device:mine'));
    now += 60_001;
    await lockout.begin(attempt(email, '172.16.1.1'));
  });
});

describe.runIf(redisUp)('LoginLockout in Redis', () => {
  const settings = { ...SETTINGS, freeFailures: 5 };

  it('counts concurrent tries from several instances exactly, under a hashed, expiring key', async () => {
    const now = () => Date.now();
    const one = new RedisLoginLockout(redis, prefix, settings, fallback, now);
    const two = new RedisLoginLockout(redis, prefix, settings, fallback, now);
    const a = attempt(unique('shared'));
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? one : two).begin(a)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    await expect(one.begin(a)).rejects.toThrow(/30 seconds/);
    await expect(two.begin(a)).rejects.toThrow(/30 seconds/);

    const own = attemptKeys(settings, a)[0]!.key;
    const key = one.key(own);
    expect(key).toMatch(new RegExp(`^${prefix}login-lockout:address:[0-9a-f]{64}$`));
    expect(key).not.toContain('example.com');
    expect(key).not.toContain('10.0.0.1');
    expect(await redis.hget(key, 'tries')).toBe('5');
    const ttl = (await keysUnder(redis, prefix)).get(key)!;
    expect(ttl).toBeGreaterThan(23 * 60 * 60 * 1000); // forgotten a day after the last try
    await two.succeeded(a);
    expect(await redis.exists(key)).toBe(0);
  });
});
