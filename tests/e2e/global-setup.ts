// Starts the real Loreforge server (built client, fresh PGlite data directory) for the browser tests, then stops it.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { type ServerProcess, startServerProcess } from '../../src/server/test/server-process';
import { CHROMIUM_PATH, hasChromium, isCI } from './support/environment';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test listens, e.g. http://127.0.0.1:43210; empty when the tests are skipped. */
    baseUrl: string;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export default async function setup(project: TestProject) {
  if (!hasChromium && !isCI) {
    console.warn(
      `[e2e] No Chromium at ${CHROMIUM_PATH}: browser tests are skipped (they fail when CI=true).`,
    );
    project.provide('baseUrl', '');
    return;
  }
  if (!existsSync(path.join(ROOT, 'dist/client/index.html'))) {
    throw new Error(
      'No built client in dist/client: run `npm run test:e2e` (it builds first) or `npm run build`.',
    );
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'loreforge-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '10000',
    GENERATION_RATE_LIMIT_MAX: '10000',
  };
  // Always the embedded database and no Google sign-in: the tests start from a known, empty world.
  delete env.DATABASE_URL;
  delete env.GOOGLE_CLIENT_ID;
  delete env.GOOGLE_CLIENT_SECRET;

  let server: ServerProcess;
  try {
    server = await startServerProcess(env);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { baseUrl, child } = server;
  project.provide('baseUrl', baseUrl);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (child.exitCode && child.exitCode !== 0) console.warn(`[e2e] server log:\n${server.log()}`);
  };
}
