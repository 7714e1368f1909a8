// Redis for tests: the machine's (127.0.0.1:6379, or TEST_REDIS_URL) when it answers, else the Redis tests are
// skipped. Every test file gets its own key prefix and removes its keys, so runs side by side do not meet.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { beforeEach } from 'vitest';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the test Redis answers a PING within a second. */
export async function redisAnswers(): Promise<boolean> {
  const client = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    connectTimeout: 1_000,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** A prefix under `loreforge:` that no other test run uses. */
export function testKeyPrefix(): string {
  return `loreforge:test-${process.pid}-${randomBytes(4).toString('hex')}:`;
}

export function testRedisClient(): Redis {
  return new Redis(TEST_REDIS_URL, { enableOfflineQueue: false, lazyConnect: true, maxRetriesPerRequest: 1 });
}

/** The keys under a prefix, with their time to live in ms. */
export async function keysUnder(client: Redis, prefix: string): Promise<Map<string, number>> {
  const keys = new Map<string, number>();
  let cursor = '0';
  do {
    const [next, found] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    for (const key of found) keys.set(key, await client.pttl(key));
  } while (cursor !== '0');
  return keys;
}

export async function dropKeys(client: Redis, prefix: string): Promise<void> {
  const keys = [...(await keysUnder(client, prefix)).keys()];
  if (keys.length > 0) await client.del(...keys);
}

/**
 * Call inside a describe block of a Redis variant: when Redis does not answer, its tests are reported skipped with
 * the reason, rather than the variant being left out of the run unseen.
 */
export function skipUnlessRedis(redisUp: boolean): void {
  if (!redisUp) beforeEach((context) => context.skip(`Redis does not answer at ${TEST_REDIS_URL}`));
}
