// Two real server processes on one fresh PostgreSQL database, one S3 store (s3rver) and, when the test Redis
// answers, one Redis: a session made on one works on the other, credits stay exact under concurrent generations
// spread over both, each picture job runs exactly once and its picture is readable through both (it is in S3,
// not on either's disk), and with Redis the login lockout and the generation limit are shared. Skipped unless
// TEST_DATABASE_URL is set, like the other PostgreSQL tests.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from './storage/s3-blob-store.js';
import { createPostgresDatabase } from './test/harness.js';
import { dropKeys, redisAnswers, TEST_REDIS_URL, testKeyPrefix, testRedisClient } from './test/redis.js';
import { startTestS3, type TestS3 } from './test/s3-server.js';
import { SAMPLE_REQUESTS } from './test/sample-requests.js';
import { type ServerProcess, startServerProcess } from './test/server-process.js';

const INITIAL_CREDITS = 20;
const CONCURRENT = 30;
const redisUp = await redisAnswers();

type Npc = { id: number; imageStatus: string; portraitUrl: string | null };

describe.runIf(process.env.TEST_DATABASE_URL)(`two instances (Redis ${redisUp ? 'on' : 'off'})`, () => {
  const prefix = testKeyPrefix();
  const dataDirs = [1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'loreforge-instance-')));
  let database: { url: string; drop: () => Promise<void> };
  let s3: TestS3;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    s3 = await startTestS3();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      ...s3.env,
      INITIAL_CREDITS: String(INITIAL_CREDITS),
      GENERATION_RATE_LIMIT_MAX: String(CONCURRENT),
      LOGIN_LOCKOUT_FAILURES: '2',
      ...(redisUp ? { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}),
    };
    if (!redisUp) delete env.REDIS_URL;
    for (const name of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'TEXT_PROVIDER', 'IMAGE_PROVIDER']) {
      delete env[name];
    }
    // Started together on the new database: the migrations run once, under a lock, and both come up.
    servers = await Promise.all(dataDirs.map((dir) => startServerProcess({ ...env, DATA_DIR: dir })));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await s3?.close();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    if (redisUp) {
      const redis = testRedisClient();
      await redis.connect();
      await dropKeys(redis, prefix);
      redis.disconnect();
    }
  }, 60_000);

  const call = (server: ServerProcess, url: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${server.baseUrl}${url}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
    });
  const post = (server: ServerProcess, url: string, body: unknown, token?: string) =>
    call(server, url, { method: 'POST', body: JSON.stringify(body), token });
  const credits = async (server: ServerProcess, token: string) =>
    ((await (await call(server, '/api/auth/me', { token })).json()) as { user: { credits: number } }).user
      .credits;

  it('shares sessions, keeps credits exact over both, paints each picture once, into S3', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const register = await post(a, '/api/auth/register', {
      username: 'Keeper',
      email: 'keeper@example.com',
      password: 'Lantern123',
    });
    expect(register.status).toBe(201);
    const { token } = (await register.json()) as { token: string };
    // The session made on A works on B.
    const me = await call(b, '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe('keeper@example.com');

    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        post(i % 2 ? b : a, '/api/npc/generate', SAMPLE_REQUESTS.npc!(i), token),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(INITIAL_CREDITS);
    expect(statuses.filter((s) => s === 403)).toHaveLength(CONCURRENT - INITIAL_CREDITS);
    expect(await credits(a, token)).toBe(0);
    expect(await credits(b, token)).toBe(0);

    // Every picture is painted, by one of the two workers, once.
    let npcs: Npc[] = [];
    const deadline = Date.now() + 90_000;
    for (;;) {
      npcs = (await (await call(b, '/api/user/npcs', { token })).json()) as Npc[];
      if (npcs.length === INITIAL_CREDITS && npcs.every((n) => n.imageStatus !== 'pending')) break;
      if (Date.now() > deadline) throw new Error(`pictures still pending: ${JSON.stringify(npcs)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(npcs.map((n) => n.imageStatus)).toEqual(Array(INITIAL_CREDITS).fill('ready'));
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const jobs = (
      await db.query('SELECT content_id, status, attempts, locked_by FROM jobs ORDER BY content_id')
    ).rows as { content_id: number; status: string; attempts: number }[];
    await db.end();
    expect(jobs).toHaveLength(INITIAL_CREDITS);
    expect(jobs.map((j) => j.content_id).sort((x, y) => x - y)).toEqual(
      npcs.map((n) => n.id).sort((x, y) => x - y),
    );
    for (const job of jobs) expect(job).toMatchObject({ status: 'done', attempts: 1 });

    // Each picture reads the same through both instances, from the S3 store, and neither wrote to its disk.
    for (const npc of npcs) {
      const [fromA, fromB] = await Promise.all(
        [a, b].map(async (server) => {
          const answer = await call(server, npc.portraitUrl!, { token });
          expect(answer.status).toBe(200);
          return Buffer.from(await answer.arrayBuffer());
        }),
      );
      expect(fromA!.length).toBeGreaterThan(1000);
      expect(fromA!.equals(fromB!)).toBe(true);
    }
    const client = createS3Client(s3.config);
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: 'images/' }),
    );
    client.destroy();
    expect(listed.KeyCount).toBe(INITIAL_CREDITS);
    for (const dir of dataDirs) expect(existsSync(path.join(dir, 'images'))).toBe(false);

    // One more generation after the spread-out thirty: with Redis both instances have counted all thirty and
    // refuse it (429); without, each has seen fifteen and only the credits refuse it (403).
    for (const server of [a, b]) {
      const extra = await post(server, '/api/npc/generate', SAMPLE_REQUESTS.npc!(99), token);
      expect(extra.status).toBe(redisUp ? 429 : 403);
    }

    // Logging out on B ends the session on A too.
    expect((await call(b, '/api/auth/logout', { method: 'POST', body: '{}', token })).status).toBe(200);
    expect((await call(a, '/api/auth/me', { token })).status).toBe(401);
  }, 180_000);

  it('shares the login lockout through Redis (without it, each instance counts alone)', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const account = { username: 'Warden', email: 'warden@example.com', password: 'Lantern123' };
    expect((await post(b, '/api/auth/register', account)).status).toBe(201);
    // Two wrong passwords (LOGIN_LOCKOUT_FAILURES), one on each: the second uses the last free try and locks the
    // account's key at once (counted before the check, decision 025), while each instance alone has seen only one.
    for (const server of [a, b]) {
      expect(
        (await post(server, '/api/auth/login', { email: account.email, password: 'Wrong1234' })).status,
      ).toBe(401);
    }
    const right = await post(a, '/api/auth/login', { email: account.email, password: account.password });
    expect(right.status).toBe(redisUp ? 429 : 200);
    if (redisUp) {
      expect(((await right.json()) as { message: string }).message).toMatch(
        /Too many failed sign-in attempts/,
      );
    }
  });
});
