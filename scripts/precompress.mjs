// Precompresses the built client (dist/client) once at build time: next to every text asset of 1 KB or more it
// writes a brotli (.br, highest quality) and a gzip (.gz) copy, which the server sends to browsers that accept them
// (@fastify/static preCompressed). Compressing at build costs nothing per request and compresses better.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

/** Writes .br and .gz beside each compressible file under `dir`; answers how many files it compressed. */
export function precompress(dir) {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (stat.isDirectory()) {
      count += precompress(file);
      continue;
    }
    if (!TEXT.test(name) || stat.size < 1024) continue;
    const bytes = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    count++;
  }
  return count;
}
