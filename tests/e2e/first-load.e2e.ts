// The first page load stays light and travels compressed: the JavaScript the signed-out home loads (the entry
// and its preloaded chunks) is under 120 KB gzipped, and the server sends the brotli copy to a browser that
// accepts it. Everything else (signed-in shell, generators, galleries) loads on demand.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, inject, it } from 'vitest';
import { describeInBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const dist = new URL('../../dist/client/', import.meta.url);

describeInBrowser('first load', () => {
  it('loads under 120 KB of gzipped JavaScript, sent compressed', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    let gzipped = 0;
    for (const script of scripts) gzipped += gzipSync(readFileSync(new URL(`.${script}`, dist))).length;
    console.info(`first-load JavaScript: ${scripts.length} files, ${(gzipped / 1024).toFixed(1)} KB gzipped`);
    expect(gzipped).toBeLessThan(120 * 1024);

    const entry = await fetch(`${baseUrl}${scripts[0]}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-encoding')).toBe('br');
    expect(entry.headers.get('cache-control')).toContain('immutable');
  });
});
