// Command-line tools some tests read their output back with: poppler-utils for PDFs. With CI=true they are
// required (.ci/run installs them); elsewhere a check that needs a missing tool is reported skipped with the reason,
// never passed by returning early (issue 26).
import { spawnSync } from 'node:child_process';
import type { TestContext } from 'vitest';

export const hasPoppler = spawnSync('pdfinfo', ['-v']).status === 0;
if (!hasPoppler && process.env.CI === 'true') throw new Error('pdfinfo (poppler-utils) is required on CI');

/** Call where a test starts to need poppler: without it the test is reported skipped, saying why. */
export function needsPoppler(context: TestContext): void {
  if (!hasPoppler) context.skip('pdfinfo is not installed (poppler-utils): the PDF is not read back');
}
