// `npm run provider:check`: does each configured provider answer, with which model, and how fast is one
// sample? Reads the same environment as the server (README, Configuration). Exits 1 when one does not answer.
import { ConfigError, loadConfig } from '../src/server/config.js';
import { checkProviders } from '../src/server/providers/check.js';

try {
  const ok = await checkProviders(loadConfig(), (line) => console.log(line));
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 2;
}
