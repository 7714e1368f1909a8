// `npm start`: builds the client once if there is no build, then serves the client and the API from one process.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

if (!existsSync('dist/client/index.html')) {
  console.log('No client build found: building it once (vite build)...');
  const { build } = await import('vite');
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
}

// tsx compiles the server's TypeScript on the fly; the server is small and this keeps one source of truth.
const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
