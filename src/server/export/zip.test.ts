// The ZIP writer against two independent readers, yauzl and Info-ZIP's `unzip -t`: deflated text and stored binary
// entries, UTF-8 names, empty files, no data descriptors, ZIP64 records when forced and when the entry count needs
// them, and a producer that waits for its consumer.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { openZip, readZip, unzipTest } from '../test/zip-checks.js';
import { type ZipEntry, type ZipOptions, zipStream } from './zip.js';

async function* listOf(entries: readonly ZipEntry[]): AsyncGenerator<ZipEntry> {
  yield* entries;
}

async function archive(entries: readonly ZipEntry[], options?: ZipOptions): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(listOf(entries), options)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const TEXT = Buffer.from(`# Aldric Ashdown\n\n${'A smith of Saltmere, patient and wry. '.repeat(80)}\n`);
const BINARY = randomBytes(70_000);
const ENTRIES: ZipEntry[] = [
  { name: 'README.txt', data: Buffer.from('What is inside.\n'), compress: true },
  { name: 'npcs/Ædric Þórsson-7/Ædric_Þórsson.md', data: TEXT, compress: true },
  { name: 'npcs/Ædric Þórsson-7/Ædric_Þórsson.png', data: BINARY, compress: false },
  { name: 'npcs/Ædric Þórsson-7/empty.json', data: Buffer.alloc(0), compress: true },
  // Random bytes do not deflate: stored instead, as if they had been asked to be.
  { name: 'incompressible.bin', data: randomBytes(1000), compress: true },
];

describe('zipStream', () => {
  it.each([
    ['plain', {}],
    ['forced ZIP64', { forceZip64: true }],
  ] as const)('writes an archive yauzl and unzip -t read back exactly (%s)', async (_name, options) => {
    const bytes = await archive(ENTRIES, options);
    const read = await readZip(bytes);
    expect(read.map((entry) => entry.name)).toEqual(ENTRIES.map((entry) => entry.name));
    for (const [index, entry] of read.entries()) {
      expect(entry.data.equals(ENTRIES[index]!.data), entry.name).toBe(true);
      // UTF-8 names, and no data descriptor (bit 3): every size is in its local header.
      expect(entry.flags).toBe(0x0800);
      expect(entry.zip64).toBe('forceZip64' in options);
    }
    expect(read.map((entry) => entry.method)).toEqual([0, 8, 0, 0, 0]);
    expect(await unzipTest(bytes)).toMatch(/No errors detected/);

    if ('forceZip64' in options) {
      expect(bytes.indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBeGreaterThan(0);
      expect(bytes.indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x07]))).toBeGreaterThan(0);
    } else {
      expect(bytes.indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(-1);
    }
  });

  it('switches to ZIP64 on its own past 65,535 entries', async () => {
    const many: ZipEntry[] = Array.from({ length: 65_537 }, (_, index) => ({
      name: `n/${index}`,
      data: Buffer.from(String(index)),
      compress: false,
    }));
    const bytes = await archive(many);
    const end = bytes.subarray(bytes.length - 22);
    expect(end.readUInt16LE(10)).toBe(0xffff);
    expect(bytes.indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBeGreaterThan(0);
    const zip = await openZip(bytes);
    expect(zip.entryCount).toBe(65_537);
    zip.close();
    expect(await unzipTest(bytes)).toMatch(/No errors detected/);
  }, 60_000);

  it('asks for the next entry only when the reader has taken the last one', async () => {
    let made = 0;
    async function* entries(): AsyncGenerator<ZipEntry> {
      for (let index = 0; index < 50; index++) {
        made += 1;
        yield { name: `big-${index}.bin`, data: Buffer.alloc(256 * 1024, index), compress: false };
      }
    }
    const stream = Readable.from(zipStream(entries()), { objectMode: false, highWaterMark: 64 * 1024 });
    const first = await new Promise<Buffer>((resolve) => stream.once('data', resolve));
    stream.pause();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first.length).toBeGreaterThan(0);
    // The stream read ahead a little to fill its buffer, then stopped.
    expect(made).toBeLessThan(5);
    stream.destroy();
  });
});
