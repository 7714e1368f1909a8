// `npm test`: unit and API tests, then a client build and the browser tests. It ends with one line per engine and
// service the tests use, ran or skipped and why, then one line of totals. With CI=true a missing one is a failure
// before anything runs: a green CI run has tested everything (issue 26).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
mkdirSync('test-results', { recursive: true });

/** Whether something answers at a redis:// or postgres:// address (a TCP connection within a second). */
function answers(url) {
  const { hostname, port, protocol } = new URL(url);
  const standard = protocol.startsWith('redis') ? 6379 : 5432;
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (up) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port) || standard, hostname || '127.0.0.1', () => done(true));
  });
}

const installed = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const redis = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = process.env.TEST_DATABASE_URL;
const services = [
  { name: 'PGlite', ran: true, why: 'embedded' },
  database
    ? { name: 'PostgreSQL', ran: await answers(database), why: database.replace(/\/\/[^@/]*@/, '//') }
    : { name: 'PostgreSQL', ran: false, why: 'TEST_DATABASE_URL is not set: the PostgreSQL half is skipped' },
  { name: 'Redis', ran: await answers(redis), why: redis },
  { name: 'Chromium', ran: existsSync(chromium), why: chromium },
  { name: 'poppler', ran: installed('pdfinfo', ['-v']), why: 'pdfinfo reads the PDFs back' },
  { name: 'unzip', ran: installed('unzip', ['-v']), why: "Info-ZIP's unzip -t checks the ZIP exports" },
];
const missing = services.filter((service) => !service.ran);
if (process.env.CI === 'true' && missing.length > 0) {
  for (const service of missing)
    console.error(`CI needs ${service.name} (${service.why}), and it is missing.`);
  process.exit(1);
}

const steps = [
  { name: 'unit', cmd: ['vitest', 'run', ...reporters('test-results/unit.json')] },
  { name: 'build', cmd: ['vite', 'build', '--logLevel', 'warn'] },
  {
    name: 'e2e',
    cmd: ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...reporters('test-results/e2e.json')],
  },
];

function reporters(file) {
  rmSync(file, { force: true });
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
}

let failedStep;
for (const step of steps) {
  console.log(`\n== ${step.name}: ${step.cmd.join(' ')}`);
  const result = spawnSync('npx', step.cmd, { stdio: 'inherit' });
  if (result.status !== 0) {
    failedStep = step.name;
    if (step.name === 'build') break;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of ['test-results/unit.json', 'test-results/e2e.json']) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (failedStep && totals.failed === 0) totals.failed = 1; // a crashed step counts as a failure
console.log('');
for (const { name, ran, why } of services) {
  console.log(`${name}: ${ran ? 'used' : 'not available, its tests skipped or failed'} (${why})`);
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
