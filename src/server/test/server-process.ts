// Starts the real server (`src/server/main.ts`) as a child process for tests that need the whole process: the
// browser tests, and the shutdown and crash tests. The caller gives the environment; this finds a free port,
// waits for /api/health and stops it with SIGTERM (SIGKILL after 10 s).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const START_TIMEOUT_MS = 90_000;

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** The last 20 kB of the server's output. */
  log(): string;
  /** SIGTERM, then SIGKILL after 10 s; answers how long the server took to exit, in milliseconds. */
  stop(): Promise<number>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the server with `env` (HOST, PORT and PUBLIC_URL are set here) and waits until it answers. */
export async function startServerProcess(env: NodeJS.ProcessEnv, port?: number): Promise<ServerProcess> {
  const listen = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${listen}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...env, HOST: '127.0.0.1', PORT: String(listen), PUBLIC_URL: baseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: ServerProcess = { baseUrl, child, log: () => output, stop: () => stopProcess(child) };
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before answering:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer /api/health within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

function stopProcess(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(0);
  const started = performance.now();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve(performance.now() - started);
    });
    child.kill('SIGTERM');
  });
}
