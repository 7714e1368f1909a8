// The real server process refuses to start on a configured Redis or S3 bucket that cannot be used, and says
// which and why in one line, instead of starting half-wired and failing the first login or picture.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from './test/s3-server.js';
import { freePort, startServerProcess } from './test/server-process.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'loreforge-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
for (const name of [
  'DATABASE_URL',
  'REDIS_URL',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
]) {
  delete env[name];
}

describe('start-up with unreachable shared parts', () => {
  let s3: TestS3 | undefined;
  afterEach(async () => {
    await s3?.close();
    s3 = undefined;
  });

  it('exits with a clear message when Redis does not answer', async () => {
    const port = await freePort();
    const started = startServerProcess({ ...env, REDIS_URL: `redis://:hunter2@127.0.0.1:${port}` });
    await expect(started).rejects.toThrow(/exited with code 1/);
    const message = ((await started.catch((e: Error) => e)) as Error).message;
    expect(message).toContain(
      `Redis at redis://:***@127.0.0.1:${port} does not answer (connect ECONNREFUSED`,
    );
    expect(message).not.toContain('hunter2');
    expect(message).not.toMatch(/\n\s+at /); // one line, not a stack trace
  }, 60_000);

  it('exits with a clear message when the S3 bucket does not exist', async () => {
    s3 = await startTestS3();
    const started = startServerProcess({ ...env, ...s3.env, S3_BUCKET: 'missing-bucket' });
    const message = ((await started.catch((e: Error) => e)) as Error).message;
    expect(message).toContain('exited with code 1');
    expect(message).toContain(
      `The S3 bucket missing-bucket at ${s3.config.endpoint} cannot be used (no such bucket)`,
    );
  }, 60_000);
});
