// The first page load stays light and travels compressed: every script the signed-out home page loads before it
// can be used (the entry, its preloaded chunks and the chunks the page asks for on the way, up to the sign-in form)
// is under the budget gzipped, and the server sends the brotli copy to a browser that accepts it. Everything else
// (signed-in shell, generators, galleries) loads on demand. The README's figure is this test's.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, inject, it } from 'vitest';
import { describeInBrowser } from './support/browser';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');
const dist = new URL('../../dist/client/', import.meta.url);

/** The budget for the signed-out home page's JavaScript, gzipped. */
const BUDGET_KB = 175;

describeInBrowser('first load', () => {
  const pages = usePages(baseUrl);

  it(`loads the signed-out home page with under ${BUDGET_KB} KB of gzipped JavaScript, sent compressed`, async () => {
    const { page } = await pages.open();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: 'Log In' }).waitFor();
    await page.getByLabel('Email').waitFor();
    expect(scripts.size).toBeGreaterThan(0);
    let gzipped = 0;
    for (const script of scripts) gzipped += gzipSync(readFileSync(new URL(`.${script}`, dist))).length;
    console.info(`first-load JavaScript: ${scripts.size} files, ${(gzipped / 1024).toFixed(1)} KB gzipped`);
    expect(gzipped).toBeLessThan(BUDGET_KB * 1024);

    const html = await (await fetch(`${baseUrl}/`)).text();
    const entry = html.match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    const answer = await fetch(`${baseUrl}${entry}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('cache-control')).toContain('immutable');
  });
});
