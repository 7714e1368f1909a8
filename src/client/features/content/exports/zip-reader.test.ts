// The ZIP reader Import uses, against archives written by the bulk export's own writer (plain and ZIP64), and
// against archives that lie or are not ZIPs at all.
import { describe, expect, it } from 'vitest';
import { ZipWriter } from '../../../../server/export/zip';
import { readZipText, ZipReadError, zipEntries } from './zip-reader';

async function archive(entries: { name: string; text: string; compress: boolean }[], forceZip64 = false) {
  const zip = new ZipWriter({ forceZip64 });
  const parts: Buffer[] = [];
  for (const entry of entries)
    parts.push(
      ...(await zip.add({ name: entry.name, data: Buffer.from(entry.text), compress: entry.compress })),
    );
  parts.push(...zip.finish());
  return new Blob([Buffer.concat(parts)]);
}

const DOCUMENT = JSON.stringify({
  format: 'loreforge.entity',
  text: 'Sælmere, “the salt town”. '.repeat(200),
});
const ENTRIES = [
  { name: 'README.txt', text: 'Read me.', compress: true },
  { name: 'towns/Saelmere-1/Sælmere.json', text: DOCUMENT, compress: true },
  { name: 'towns/Saelmere-1/Sælmere.pdf', text: '%PDF-1.7 stored', compress: false },
];

describe('reading a ZIP export for Import', () => {
  for (const forceZip64 of [false, true]) {
    it(`lists the entries and gives back each one's text, deflated or stored${forceZip64 ? ' (ZIP64)' : ''}`, async () => {
      const file = await archive(ENTRIES, forceZip64);
      const entries = await zipEntries(file);
      expect(entries.map((entry) => entry.name)).toEqual(ENTRIES.map((entry) => entry.name));
      expect(entries.map((entry) => entry.method)).toEqual([0, 8, 0]); // a text that deflate cannot shrink is stored
      for (const [i, entry] of entries.entries())
        expect(await readZipText(file, entry, 1 << 20)).toBe(ENTRIES[i]!.text);
    });
  }

  it('stops an entry past the limit, even when the directory understates its size', async () => {
    const file = await archive(ENTRIES);
    const [, json] = await zipEntries(file);
    await expect(readZipText(file, json!, 1000)).rejects.toThrow('It is too large to import.');
    // A bomb that claims to be small: the inflated bytes are counted, not the claim.
    await expect(readZipText(file, { ...json!, size: 10 }, 1000)).rejects.toThrow(
      'It is too large to import.',
    );
  });

  it('refuses what is not a ZIP, a cut-off ZIP, and entries it cannot read', async () => {
    await expect(zipEntries(new Blob(['{"format":"loreforge.entity"}']))).rejects.toThrow(
      'This is not a ZIP file.',
    );
    const whole = new Uint8Array(await (await archive(ENTRIES)).arrayBuffer());
    // The end record kept, the start cut off: the directory points past what is there.
    const cut = new Blob([whole.slice(200)]);
    await expect(zipEntries(cut)).rejects.toBeInstanceOf(ZipReadError);
    const [readme] = await zipEntries(new Blob([whole]));
    await expect(readZipText(new Blob([whole]), { ...readme!, method: 12 }, 1000)).rejects.toThrow(
      'compressed in a way',
    );
    await expect(readZipText(new Blob([whole]), { ...readme!, encrypted: true }, 1000)).rejects.toThrow(
      'It is encrypted.',
    );
    // Garbage where deflated data should be.
    const junk = new Uint8Array(whole);
    const [, json] = await zipEntries(new Blob([whole]));
    const start = json!.localOffset + 30 + Buffer.byteLength(json!.name);
    junk.set(new Uint8Array(64).fill(0xff), start);
    await expect(readZipText(new Blob([junk]), json!, 1 << 20)).rejects.toThrow('It is damaged.');
  });
});
