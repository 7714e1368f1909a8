// Import of a ZIP export, against a stand-in for POST /api/import: every JSON document in it is posted once, in order,
// the import limit's 429 is waited out for a ZIP (not for a single file), and refusals are named by their path.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZipWriter } from '../../../../server/export/zip';
import { importPicked } from './import-button';

async function zipFile(entries: Record<string, string>): Promise<File> {
  const zip = new ZipWriter();
  const parts: Buffer[] = [];
  for (const [name, text] of Object.entries(entries))
    parts.push(...(await zip.add({ name, data: Buffer.from(text), compress: true })));
  parts.push(...zip.finish());
  return new File([Buffer.concat(parts)], 'loreforge-towns.zip', { type: 'application/zip' });
}

const answer = (name: string) => ({
  message: `${name} was imported.`,
  imported: true,
  kind: 'town',
  apiBase: 'town',
  listPath: 'towns',
  id: 1,
  name,
});
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

afterEach(() => vi.unstubAllGlobals());

describe('importing a ZIP export', () => {
  it('posts each JSON document once, waits out the import limit, and names what was refused', async () => {
    const posted: string[] = [];
    let limited = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const name = JSON.parse(String(init.body)).name as string;
        posted.push(name);
        if (name === 'Bree' && !limited) {
          limited = true;
          return json(
            429,
            { message: 'Too many imports.', error: 'RATE_LIMIT_EXCEEDED' },
            { 'Retry-After': '1' },
          );
        }
        if (name === 'Crag')
          return json(400, { message: 'This file is not valid.', error: 'VALIDATION_ERROR' });
        return json(201, answer(name));
      }),
    );
    const file = await zipFile({
      'README.txt': 'Read me.',
      'towns/Amber-1/Amber.json': JSON.stringify({ name: 'Amber' }),
      'towns/Amber-1/Amber.obsidian.md': '# Amber',
      'towns/Bree-2/Bree.json': JSON.stringify({ name: 'Bree' }),
      'towns/Crag-3/Crag.json': JSON.stringify({ name: 'Crag' }),
    });
    const progress: string[] = [];
    const started = Date.now();
    const outcomes = await importPicked(file, { onProgress: (p) => progress.push(`${p.done}/${p.total}`) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(posted).toEqual(['Amber', 'Bree', 'Bree', 'Crag']);
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
    expect(outcomes).toEqual([
      { file: 'towns/Amber-1/Amber.json', answer: answer('Amber') },
      { file: 'towns/Bree-2/Bree.json', answer: answer('Bree') },
      { file: 'towns/Crag-3/Crag.json', error: 'This file is not valid.' },
    ]);
  });

  it('does not wait for a single file: the limit is reported at once', async () => {
    const fetch = vi.fn(async () =>
      json(429, { message: 'Too many imports.', error: 'RATE_LIMIT_EXCEEDED' }, { 'Retry-After': '30' }),
    );
    vi.stubGlobal('fetch', fetch);
    const file = new File([JSON.stringify({ name: 'Amber' })], 'Amber.json', { type: 'application/json' });
    expect(await importPicked(file)).toEqual([{ file: 'Amber.json', error: 'Too many imports.' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says so when a ZIP holds no JSON document, and when a file is not a ZIP at all', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const pdfs = await zipFile({ 'towns/Amber-1/Amber.pdf': '%PDF' });
    expect(await importPicked(pdfs)).toEqual([
      { file: 'loreforge-towns.zip', error: expect.stringContaining('holds no Loreforge JSON exports') },
    ]);
    const fake = new File(['not a zip'], 'notes.zip', { type: 'application/zip' });
    expect(await importPicked(fake)).toEqual([{ file: 'notes.zip', error: 'This is not a ZIP file.' }]);
  });
});
