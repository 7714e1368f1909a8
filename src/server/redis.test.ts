// Redis at start and when it drops: a Redis that does not answer stops the start with a clear message (and no
// password); one that drops later leaves the limits working in this process, logged once, and they are shared
// again when it comes back.
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { attemptKeys } from './auth/login-lockout.js';
import { RedisLoginLockout } from './auth/redis-login-lockout.js';
import { StartupError } from './config.js';
import { RedisGenerationLimiter } from './pipeline/redis-generation-limit.js';
import { connectRedis, RedisFallback } from './redis.js';
import { dropKeys, redisAnswers, TEST_REDIS_URL, testKeyPrefix } from './test/redis.js';
import { freePort } from './test/server-process.js';

const redisUp = await redisAnswers();
const prefix = testKeyPrefix();

/** A TCP relay to the test Redis that can be cut and restored, as a Redis that goes away and comes back. */
async function redisRelay(port: number) {
  const target = new URL(TEST_REDIS_URL);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const up = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = createConnection(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => {});
          s.on('close', () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  await up();
  return { url: `redis://127.0.0.1:${port}`, up, down };
}

describe('connectRedis', () => {
  it('refuses to start on a Redis that does not answer, naming it without its password', async () => {
    const port = await freePort();
    const error = await connectRedis({ url: `redis://:hunter2@127.0.0.1:${port}`, keyPrefix: prefix }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StartupError);
    const message = (error as Error).message;
    expect(message).toContain(`Redis at redis://:***@127.0.0.1:${port}`);
    expect(message).toContain('ECONNREFUSED');
    expect(message).toContain('REDIS_URL');
    expect(message).not.toContain('hunter2');
  });
});

describe.runIf(redisUp)('when Redis drops', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup) await step();
  });

  it('counts in this process, logs the outage once, and shares again when Redis is back', async () => {
    const relay = await redisRelay(await freePort());
    const client = await connectRedis({ url: relay.url, keyPrefix: prefix });
    cleanup.push(async () => {
      await dropKeys(client, prefix);
      client.disconnect();
      await relay.down();
    });
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const fallback = new RedisFallback(log);
    fallback.watch(client);
    const settings = {
      freeFailures: 2,
      baseMs: 60_000,
      maxMs: 60_000,
      account: { freeFailures: 100, baseMs: 60_000, maxMs: 60_000 },
    };
    const lockout = new RedisLoginLockout(client, prefix, settings, fallback);
    const limiter = new RedisGenerationLimiter(client, prefix, { max: 2, windowMs: 60_000 }, fallback);

    await relay.down(); // the client tries to reconnect in the background
    await limiter.take(1);
    await limiter.take(1);
    await expect(limiter.take(1)).rejects.toThrow(/Too many generation requests/);
    const attempt = { email: 'outage@example.com', address: '10.0.0.1', trusted: null };
    await lockout.begin(attempt);
    await lockout.begin(attempt);
    await expect(lockout.begin(attempt)).rejects.toThrow(/Too many failed sign-in attempts/);
    const errors = lines.filter((l) => l.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.msg).toMatch(/Redis failed: .* counted in this instance alone/);

    await relay.up();
    const back = Date.now() + 10_000;
    while (!lines.some((l) => l.level === 40 && /Redis answers again/.test(String(l.msg)))) {
      if (Date.now() > back) throw new Error('the client did not reconnect within 10 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    await limiter.take(1); // Redis counts afresh
    expect(lines.filter((l) => l.level === 50)).toHaveLength(1);
    // A lock counted during the outage still holds.
    await expect(lockout.begin(attempt)).rejects.toThrow(/Too many failed sign-in attempts/);
    expect(await client.exists(lockout.key(attemptKeys(settings, attempt)[0]!.key))).toBe(0);
  });
});
