// `npm test`: unit and API tests, then a client build and the browser tests; ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
mkdirSync('test-results', { recursive: true });

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
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
