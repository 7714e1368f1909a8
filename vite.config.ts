// Vite builds the React client into dist/client; in dev it proxies /api to the Fastify server.
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress.mjs';

const apiPort = Number(process.env.API_PORT ?? 3001);
const outDir = fileURLToPath(new URL('./dist/client', import.meta.url));

/** After a build, brotli and gzip copies of the client's text assets for the server to send (scripts/precompress). */
function precompressed(): Plugin {
  let dir = outDir;
  return {
    name: 'loreforge-precompress',
    apply: 'build',
    configResolved(config) {
      dir = config.build.outDir;
    },
    closeBundle() {
      precompress(dir);
    },
  };
}

export default defineConfig({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./src/client/public', import.meta.url)),
  plugins: [react(), tailwindcss(), precompressed()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
