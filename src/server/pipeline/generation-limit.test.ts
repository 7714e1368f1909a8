// The per-user generation limit's rules, the same in this process and in Redis (when the test Redis answers): a
// sliding window per user, refused requests not counted; in Redis also exact under concurrency and expiring.
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
  type GenerationLimiter,
  type GenerationLimitSettings,
  MemoryGenerationLimiter,
} from './generation-limit.js';
import { RedisGenerationLimiter } from './redis-generation-limit.js';

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

type Make = (settings: GenerationLimitSettings, now: () => number) => GenerationLimiter;
let user = 0;
const IMPLEMENTATIONS: [string, Make][] = [
  ['in memory', (settings, now) => new MemoryGenerationLimiter(settings, now)],
  [
    'in Redis',
    // Each test's limiter gets a prefix of its own: the user ids repeat from test to test.
    (settings, now) => new RedisGenerationLimiter(redis, `${prefix}${++user}:`, settings, fallback, now),
  ] as [string, Make],
];

describe.each(IMPLEMENTATIONS)('GenerationLimiter %s', (name, make) => {
  if (name === 'in Redis') skipUnlessRedis(redisUp);
  it('lets a user make max requests per window, then answers 429 with the wait, per user', async () => {
    let now = 1_000_000;
    const limiter = make({ max: 3, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i++) await limiter.take(1);
    await expect(limiter.take(1)).rejects.toThrow(
      expect.objectContaining({
        statusCode: 429,
        code: 'RATE_LIMIT_EXCEEDED',
        message: expect.stringContaining('60 seconds'),
      }),
    );
    await limiter.take(2); // another user is not held back
    now += 30_000;
    await expect(limiter.take(1)).rejects.toThrow(/wait 30 seconds/);
    now += 30_001; // the first requests leave the window
    await limiter.take(1);
  });

  it('refused requests do not count against the user', async () => {
    let now = 0;
    const limiter = make({ max: 1, windowMs: 1000 }, () => now);
    await limiter.take(7);
    for (let i = 0; i < 5; i++) await expect(limiter.take(7)).rejects.toThrow();
    now = 1001;
    await limiter.take(7);
  });
});

describe.runIf(redisUp)('GenerationLimiter in Redis', () => {
  it('lets exactly max of many concurrent requests through several instances, under an expiring key', async () => {
    const shared = `${prefix}concurrent:`;
    const settings = { max: 10, windowMs: 60_000 };
    const instances = [1, 2, 3].map(() => new RedisGenerationLimiter(redis, shared, settings, fallback));
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => instances[i % instances.length]!.take(42)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const keys = await keysUnder(redis, shared);
    expect([...keys.keys()]).toEqual([`${shared}generation-limit:42`]);
    const ttl = keys.get(`${shared}generation-limit:42`)!;
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await redis.zcard(`${shared}generation-limit:42`)).toBe(10);
  });
});
