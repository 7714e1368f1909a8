// Test helpers (used by the ZIP writer's and the bulk export's tests only): an archive read back by two independent
// readers, yauzl (which checks every CRC-32 and size as it inflates) and Info-ZIP's `unzip -t`.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import yauzl from 'yauzl';

const run = promisify(execFile);

export type ZipRead = { name: string; data: Buffer; method: number; flags: number; zip64: boolean };

/** Opens an archive with yauzl, reading entries one at a time on request. */
export function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, strictFileNames: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );
}

/** Every entry of an archive as yauzl reads it (CRC-32 and sizes are checked as it inflates). */
export async function readZip(bytes: Buffer): Promise<ZipRead[]> {
  const zip = await openZip(bytes);
  const openStream = promisify(zip.openReadStream.bind(zip));
  const found: ZipRead[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      openStream(entry)
        .then(async (stream) => {
          const parts: Buffer[] = [];
          for await (const part of stream as Readable) parts.push(part as Buffer);
          found.push({
            name: entry.fileName,
            data: Buffer.concat(parts),
            method: entry.compressionMethod,
            flags: entry.generalPurposeBitFlag,
            zip64: entry.extraFields.some((field) => field.id === 0x0001),
          });
          zip.readEntry();
        })
        .catch(reject);
    });
    zip.readEntry();
  });
  return found;
}

/** `unzip -t` on the archive: throws unless Info-ZIP finds no error. */
export async function unzipTest(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'loreforge-zip-'));
  try {
    const file = path.join(dir, 'archive.zip');
    await writeFile(file, bytes);
    const { stdout } = await run('unzip', ['-tq', file], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
