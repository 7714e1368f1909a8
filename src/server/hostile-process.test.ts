// Issue 22 against the whole server process: a request sent a byte at a time is cut off by the request and header
// timeouts (M5), a client reading a download at a trickle does not keep a stopped server alive past the grace period
// (M8), and PDF exports run off the main thread, so the health check answers while several are laid out (H1).
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_REQUESTS } from './test/sample-requests.js';
import { type ServerProcess, startServerProcess } from './test/server-process.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'loreforge-hostile-'));

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  INITIAL_CREDITS: '1000',
  GENERATION_RATE_LIMIT_MAX: '10000',
  REQUEST_TIMEOUT_MS: '1500',
  HEADERS_TIMEOUT_MS: '1000',
  SHUTDOWN_GRACE_MS: '1000',
};
delete env.DATABASE_URL;
delete env.GOOGLE_CLIENT_ID;
delete env.GOOGLE_CLIENT_SECRET;

/** Opens a raw connection to the server. */
function open(server: ServerProcess): Promise<Socket> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends `head` and then a byte every 250 ms; answers how long until the server closed the connection. */
async function trickle(server: ServerProcess, head: string, drip: string): Promise<number> {
  const socket = await open(server);
  socket.on('data', () => {});
  socket.on('error', () => {});
  const started = Date.now();
  socket.write(head);
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(drip);
  }, 250);
  await new Promise<void>((resolve) => {
    socket.once('close', () => resolve());
    setTimeout(resolve, 15_000);
  });
  clearInterval(timer);
  socket.destroy();
  return Date.now() - started;
}

describe('the server process under slow and heavy clients', () => {
  let server: ServerProcess;
  let token: string;
  const api = (url: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}${url}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });

  beforeAll(async () => {
    server = await startServerProcess(env);
    const register = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'Warden', email: 'warden@example.com', password: 'Lantern123' }),
    });
    token = ((await register.json()) as { token: string }).token;
    for (let i = 0; i < 12; i++) {
      const made = await api('/api/npc/generate', {
        method: 'POST',
        body: JSON.stringify(SAMPLE_REQUESTS.npc!(i)),
      });
      expect(made.status).toBe(201);
    }
  }, 120_000);
  afterAll(async () => {
    if (server.child.exitCode === null) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('cuts off a body or headers sent a byte at a time (M5)', async () => {
    const body = await trickle(
      server,
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
      ' ',
    );
    expect(body).toBeLessThan(5_000);
    const headers = await trickle(server, 'GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X');
    expect(headers).toBeLessThan(5_000);
    // Meanwhile and after, everyone else is served.
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  }, 30_000);

  it('answers its health check while PDFs are laid out (H1)', async () => {
    const list = (await (await api('/api/user/npcs')).json()) as { id: number }[];
    const exports = list.slice(0, 6).map((npc) => api(`/api/npc/${npc.id}/export`));
    const started = Date.now();
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    for (const answer of await Promise.all(exports)) expect(answer.status).toBe(200);
  }, 60_000);

  it('closes a download read at a trickle once the stop grace period is over (M8)', async () => {
    // Let the pictures be painted, so the archive is larger than the socket's buffers.
    for (let i = 0; i < 60; i++) {
      const list = (await (await api('/api/user/npcs')).json()) as { imageStatus: string }[];
      if (list.every((npc) => npc.imageStatus === 'ready')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const socket = await open(server);
    socket.on('error', () => {});
    let received = 0;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      // Read the first bytes, then stop reading: the server's writes back up.
      if (received > 1_000) socket.pause();
    });
    socket.write(
      `GET /api/user/export.zip?formats=image,pdf HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n\r\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(received).toBeGreaterThan(0);
    const stopMs = await server.stop();
    socket.destroy();
    expect(server.child.exitCode).toBe(0);
    expect(stopMs).toBeLessThan(6_000);
  }, 90_000);
});
