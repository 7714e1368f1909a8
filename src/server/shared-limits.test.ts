// The limits of several instances sharing one Redis (REDIS_URL), through two real apps over one database: the
// per-address auth limit, the per-account login lockout and the per-user generation limit counted once for both.
// Skipped when the test Redis does not answer.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../shared/api-paths.js';
import { buildApp } from './app.js';
import type { Database } from './db/client.js';
import { proceduralImage } from './providers/providers.js';
import { MemoryBlobStore } from './storage/blob-store.js';
import { bearer, registerUser } from './test/accounts.js';
import { openTestDatabase, testConfig, truncateAll } from './test/harness.js';
import {
  dropKeys,
  keysUnder,
  redisAnswers,
  TEST_REDIS_URL,
  testKeyPrefix,
  testRedisClient,
} from './test/redis.js';
import { SAMPLE_REQUESTS } from './test/sample-requests.js';

const redisUp = await redisAnswers();

describe.runIf(redisUp)('limits shared through Redis by two instances', () => {
  const prefix = testKeyPrefix();
  const redis = testRedisClient();
  let database: Database;
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    await redis.connect();
    database = await openTestDatabase('pglite');
  });
  beforeEach(async () => {
    await truncateAll(database);
    const config = testConfig({
      authRateLimit: { max: 4, windowMs: 60_000 },
      loginLockout: {
        freeFailures: 2,
        baseMs: 60_000,
        maxMs: 60_000,
        account: { freeFailures: 3, baseMs: 60_000, maxMs: 60_000 },
      },
      generationRateLimit: { max: 3, windowMs: 60_000 },
      redis: { url: TEST_REDIS_URL, keyPrefix: prefix },
    });
    const blobs = new MemoryBlobStore();
    apps = await Promise.all(
      [1, 2].map(async () => {
        const app = await buildApp({
          config,
          db: database.db,
          clientDir: false,
          blobs,
          image: proceduralImage,
        });
        await app.ready();
        return app;
      }),
    );
  });
  afterEach(async () => {
    for (const app of apps) await app.close();
    await dropKeys(redis, prefix);
  });
  afterAll(async () => {
    await database.close();
    redis.disconnect();
  });

  const login = (app: FastifyInstance, email: string, password: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: API.login, remoteAddress, payload: { email, password } });

  it('counts the per-address auth limit once for both instances', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await login(i % 2 ? b : a, `guess${i}@example.com`, 'Wrong1234', '10.9.9.9')).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // Another address is not held back, and the counter lives under the prefix with a time to live.
    expect((await login(b, 'guess@example.com', 'Wrong1234', '10.9.9.8')).statusCode).toBe(401);
    const keys = await keysUnder(redis, `${prefix}auth-rate-limit:`);
    expect([...keys.keys()]).toEqual(
      expect.arrayContaining([`${prefix}auth-rate-limit:POST/api/auth/login:10.9.9.9`]),
    );
    for (const ttl of keys.values()) expect(ttl).toBeGreaterThan(0);
  });

  it('locks an account on one instance and refuses it on the other', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const user = await registerUser(a);
    // One address: its two free tries are spent across both instances.
    for (let i = 0; i < 2; i++) {
      expect((await login(i % 2 ? b : a, user.user.email, 'Wrong1234', '10.0.1.1')).statusCode).toBe(401);
    }
    const locked = await login(b, user.user.email, user.password, '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts for this account/);
    // The account-wide count (three from strangers) is shared too; the owner's own address still gets in.
    expect((await login(a, user.user.email, 'Wrong1234', '10.0.2.2')).statusCode).toBe(401);
    expect((await login(b, user.user.email, user.password, '10.0.2.3')).statusCode).toBe(429);
    expect((await login(a, user.user.email, user.password)).statusCode).toBe(200);
  });

  it('counts generations of one user on both instances against one limit', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const user = await registerUser(a);
    const generate = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/npc/generate',
        headers: bearer(user.token),
        payload: SAMPLE_REQUESTS.npc!(i),
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await generate(i % 2 ? b : a, i)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await generate(a, 9)).json()).toMatchObject({ error: 'RATE_LIMIT_EXCEEDED' });
  });
});
