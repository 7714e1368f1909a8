// Load on the list route over real HTTP: one user with 50 NPCs, 20 connections asking GET /api/user/npcs as fast
// as they can for a few seconds, on the embedded PGlite database (or PostgreSQL with DATABASE_URL). Prints requests
// per second, latency percentiles and the server's CPU time per request. Run with `npm run bench:load`.
import { spawn } from 'node:child_process';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { MemoryBlobStore } from '../src/server/storage/blob-store.js';
import { SAMPLE_REQUESTS } from '../src/server/test/sample-requests.js';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 5);
const ENTITIES = 50;

const config = {
  ...loadConfig({ LOG_LEVEL: 'silent', GENERATION_RATE_LIMIT_MAX: '100000', INITIAL_CREDITS: '1000' }),
  imageWorker: false,
};
const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { pgliteDir: 'memory' },
);
const app = await buildApp({ config, db: database.db, blobs: new MemoryBlobStore(), clientDir: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const register = await fetch(`${address}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    username: 'Loader',
    email: `loader${Date.now()}@example.com`,
    password: 'Lantern123',
  }),
});
const { token } = (await register.json()) as { token: string };
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
for (let i = 0; i < ENTITIES; i++) {
  const res = await fetch(`${address}/api/npc/generate`, {
    method: 'POST',
    headers,
    body: JSON.stringify(SAMPLE_REQUESTS.npc!(i)),
  });
  if (res.status !== 201) throw new Error(`generate failed: ${res.status}`);
}

// The load runs in a child process, on the other core, so the client's own work neither slows the server down nor
// counts in the server's CPU time. On a shared, busy machine requests/s swings with the neighbours' load; the CPU time
// per request (what the server spends, whoever else runs) is the steadier figure to compare.
const CLIENT = `
const http = require('node:http');
const { url, authorization, connections, seconds } = JSON.parse(process.argv[1]);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let size = 0;
const until = performance.now() + seconds * 1000;
function get() {
  return new Promise((resolve, reject) => {
    http.get(url, { agent, headers: { authorization } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => { bytes += chunk.length; });
      res.on('end', () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error('status ' + res.statusCode))));
    }).on('error', reject);
  });
}
async function connection() {
  while (performance.now() < until) {
    const started = performance.now();
    size = await get();
    latencies.push(performance.now() - started);
  }
}
Promise.all(Array.from({ length: connections }, connection)).then(() => {
  process.stdout.write(JSON.stringify({ latencies, size }));
});
`;
const cpuBefore = process.cpuUsage();
const { latencies, size: bytes } = await new Promise<{ latencies: number[]; size: number }>(
  (resolve, reject) => {
    const client = spawn(
      process.execPath,
      [
        '-e',
        CLIENT,
        JSON.stringify({
          url: `${address}/api/user/npcs`,
          authorization: headers.authorization,
          connections: CONNECTIONS,
          seconds: SECONDS,
        }),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    client.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    client.once('error', reject);
    client.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load client exited with ${code}`)),
    );
  },
);
const cpu = process.cpuUsage(cpuBefore);
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]!;
console.log(
  `GET /api/user/npcs (${ENTITIES} NPCs, ${(bytes / 1024).toFixed(0)} KB), ${CONNECTIONS} connections, ${SECONDS} s, ${database.engine}:`,
);
console.log(
  `  ${(latencies.length / SECONDS).toFixed(0)} requests/s; latency p50 ${pct(50).toFixed(1)} ms, p90 ${pct(90).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms`,
);
const cpuMs = (cpu.user + cpu.system) / 1000 / latencies.length;
console.log(
  `  server CPU ${cpuMs.toFixed(2)} ms per request (at most ~${(1000 / cpuMs).toFixed(0)} requests/s on one free core)`,
);
await app.close();
await database.close();
