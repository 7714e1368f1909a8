// The whole server process under a stop and a crash, on its embedded database: SIGTERM with a long picture
// queue exits within seconds (not after painting the queue) and loses nothing; kill -9 in the middle of painting
// loses nothing either, and the job the dead process held is painted after a restart within the short lease.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_REQUESTS } from './test/sample-requests.js';
import { freePort, startServerProcess } from './test/server-process.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'loreforge-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  INITIAL_CREDITS: '1000',
  GENERATION_RATE_LIMIT_MAX: '10000',
  IMAGE_JOB_LEASE_MS: '2000',
  IMAGE_JOB_HEARTBEAT_MS: '500',
};
delete env.DATABASE_URL;
delete env.GOOGLE_CLIENT_ID;
delete env.GOOGLE_CLIENT_SECRET;

type Town = { id: number; imageStatus: string };

describe('server process lifecycle', () => {
  it('stops on SIGTERM within seconds with a queue, and after kill -9 paints every picture on restart', async () => {
    const port = await freePort();
    let server = await startServerProcess(env, port);
    const register = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'Keeper', email: 'keeper@example.com', password: 'Lantern123' }),
    });
    const { token } = (await register.json()) as { token: string };
    const api = (url: string, init: RequestInit = {}) =>
      fetch(`${server.baseUrl}${url}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
    const queue = async (count: number) => {
      for (let i = 0; i < count; i += 10) {
        const answers = await Promise.all(
          Array.from({ length: Math.min(10, count - i) }, (_, k) =>
            api('/api/town/generate', { method: 'POST', body: JSON.stringify(SAMPLE_REQUESTS.town!(i + k)) }),
          ),
        );
        for (const answer of answers) expect(answer.status).toBe(201);
      }
    };
    const towns = async () => (await (await api('/api/user/towns')).json()) as Town[];
    const allPainted = async (count: number, withinMs: number) => {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const list = await towns();
        expect(list).toHaveLength(count);
        expect(list.filter((t) => t.imageStatus === 'failed')).toEqual([]);
        if (list.every((t) => t.imageStatus === 'ready')) return;
        if (Date.now() > deadline) throw new Error(`pictures still pending after ${withinMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };

    // A queue of maps several seconds long, then SIGTERM: the server stops claiming and exits promptly.
    await queue(40);
    expect((await towns()).some((t) => t.imageStatus === 'pending')).toBe(true);
    const stopMs = await server.stop();
    expect(server.child.exitCode).toBe(0);
    expect(stopMs).toBeLessThan(10_000);

    // Restarted, it paints what was left.
    server = await startServerProcess(env, port);
    await allPainted(40, 60_000);

    // kill -9 while painting: nothing is lost, and the dead process's job is retaken after the 2 s lease.
    await queue(10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    server = await startServerProcess(env, port);
    await allPainted(50, 30_000);
    await server.stop();
  }, 180_000);
});
