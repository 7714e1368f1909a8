// The progress reader against archives from the server's own ZIP writer, fed in every way a network splits them:
// a byte at a time, in odd slices, whole; with ZIP64 records; and bytes that are not a walkable ZIP.
import { describe, expect, it } from 'vitest';
import { type ZipEntry, ZipWriter } from '../../../../server/export/zip';
import { ZipProgress } from './zip-progress';

/** An archive of a README and `entities` folders of three files, with the offset where each folder ends. */
async function archive(entities: number, forceZip64 = false) {
  const zip = new ZipWriter({ forceZip64 });
  const parts: Buffer[] = [];
  const ends: number[] = [];
  const add = async (entry: ZipEntry) => parts.push(...(await zip.add(entry)));
  await add({ name: 'README.txt', data: Buffer.from('hello\n'), compress: true });
  for (let index = 1; index <= entities; index++) {
    const folder = `npcs/Ædric_${index}-${index}/`;
    await add({ name: `${folder}Ædric.md`, data: Buffer.from('# Ædric\n'.repeat(50)), compress: true });
    await add({ name: `${folder}Ædric.png`, data: Buffer.alloc(3000 + index, index), compress: false });
    await add({ name: `${folder}Ædric.json`, data: Buffer.from('{}'), compress: true });
    ends.push(zip.size);
  }
  parts.push(...zip.finish());
  return { bytes: new Uint8Array(Buffer.concat(parts)), ends };
}

function feed(progress: ZipProgress, bytes: Uint8Array, sizes: (index: number) => number): void {
  for (let at = 0, index = 0; at < bytes.length; index++) {
    const size = Math.max(1, sizes(index));
    progress.push(bytes.subarray(at, at + size));
    at += size;
  }
}

describe('ZipProgress', () => {
  it.each([
    ['a byte at a time', () => 1],
    ['odd slices', (index: number) => [7, 1, 29, 3, 4096, 31][index % 6]!],
    ['whole', () => Number.MAX_SAFE_INTEGER],
  ])('counts every entity and file, fed %s', async (_name, sizes) => {
    for (const forceZip64 of [false, true]) {
      const { bytes } = await archive(5, forceZip64);
      const progress = new ZipProgress();
      feed(progress, bytes, sizes);
      expect(progress).toMatchObject({ packed: 5, files: 16, complete: true, unreadable: false });
    }
  });

  it('counts an entity as packed once the next folder (or the end) begins, not before', async () => {
    const { bytes, ends } = await archive(3);
    const progress = new ZipProgress();
    // Everything of the first entity, but no byte past it.
    progress.push(bytes.subarray(0, ends[0]));
    expect(progress.packed).toBe(0);
    // The next entity's header: the first is complete.
    progress.push(bytes.subarray(ends[0], ends[0]! + 80));
    expect(progress.packed).toBe(1);
    progress.push(bytes.subarray(ends[0]! + 80, ends[2]));
    expect(progress.packed).toBe(2);
    expect(progress.complete).toBe(false);
    progress.push(bytes.subarray(ends[2]));
    expect(progress).toMatchObject({ packed: 3, complete: true });
  });

  it('stops counting, and says so, on bytes that are not a walkable ZIP', () => {
    const html = new ZipProgress();
    html.push(new TextEncoder().encode('<!doctype html><title>Proxy error</title>'));
    expect(html).toMatchObject({ unreadable: true, packed: 0 });

    // A header that defers its sizes to a data descriptor (bit 3) cannot be skipped over.
    const deferred = new Uint8Array(40);
    const view = new DataView(deferred.buffer);
    view.setUint32(0, 0x04034b50, true);
    view.setUint16(6, 0x0808, true);
    view.setUint16(26, 10, true);
    const progress = new ZipProgress();
    progress.push(deferred);
    expect(progress).toMatchObject({ unreadable: true, files: 0 });
  });

  it('takes an archive without entries as complete', () => {
    const end = new Uint8Array(22);
    new DataView(end.buffer).setUint32(0, 0x06054b50, true);
    const progress = new ZipProgress();
    progress.push(end);
    expect(progress).toMatchObject({ complete: true, packed: 0 });
  });
});
