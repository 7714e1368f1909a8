// Reads a ZIP the user picked (a bulk export, decision 023) one entry at a time, for Import: the central directory
// names the entries, and each one is sliced from the file and inflated only when it is wanted, so a gallery of
// thousands is never held in memory. Stored and deflated entries, ZIP64 included; anything else is refused by name.

const END = 0x06054b50;
const END_SIZE = 22;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const LOCAL_SIZE = 30;
const ZIP64_EXTRA = 0x0001;
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;
/** The end record sits in the last 22 bytes plus a comment of at most 65,535. */
const TAIL = END_SIZE + MAX_16;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x0001;

export type ZipFileEntry = {
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  size: number;
  localOffset: number;
};

/** Thrown for a file that is not a ZIP this reader understands, or an entry it cannot give back. */
export class ZipReadError extends Error {}

const bytes = async (file: Blob, start: number, end: number) =>
  new DataView(await file.slice(start, end).arrayBuffer());
/** A 64-bit little-endian size, refused past what a number holds exactly. */
function u64(view: DataView, at: number): number {
  const value = view.getBigUint64(at, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipReadError('This ZIP is too large to read.');
  return Number(value);
}

/** Where the central directory starts and how many entries it holds, from the end record (ZIP64 when marked). */
async function centralDirectory(file: Blob): Promise<{ offset: number; size: number; count: number }> {
  const from = Math.max(0, file.size - TAIL);
  const tail = await bytes(file, from, file.size);
  for (let at = tail.byteLength - END_SIZE; at >= 0; at--) {
    if (tail.getUint32(at, true) !== END) continue;
    let count = tail.getUint16(at + 10, true);
    let size = tail.getUint32(at + 12, true);
    let offset = tail.getUint32(at + 16, true);
    const locator = at - 20;
    if ((count === MAX_16 || size === MAX_32 || offset === MAX_32) && locator >= 0) {
      if (tail.getUint32(locator, true) !== ZIP64_LOCATOR) throw new ZipReadError('This ZIP is damaged.');
      const endAt = u64(tail, locator + 8);
      const end = await bytes(file, endAt, endAt + 56);
      if (end.byteLength < 56 || end.getUint32(0, true) !== ZIP64_END)
        throw new ZipReadError('This ZIP is damaged.');
      count = u64(end, 32);
      size = u64(end, 40);
      offset = u64(end, 48);
    }
    if (offset + size > file.size) throw new ZipReadError('This ZIP is damaged or cut short.');
    return { offset, size, count };
  }
  throw new ZipReadError('This is not a ZIP file.');
}

/** The archive's entries, as its central directory lists them (folders left out). */
export async function zipEntries(file: Blob): Promise<ZipFileEntry[]> {
  const directory = await centralDirectory(file);
  const view = await bytes(file, directory.offset, directory.offset + directory.size);
  const names = new TextDecoder('utf-8');
  const entries: ZipFileEntry[] = [];
  let at = 0;
  for (let i = 0; i < directory.count; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL)
      throw new ZipReadError('This ZIP is damaged.');
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = names.decode(new Uint8Array(view.buffer, view.byteOffset + at + 46, nameLength));
    let compressedSize = view.getUint32(at + 20, true);
    let size = view.getUint32(at + 24, true);
    let localOffset = view.getUint32(at + 42, true);
    // ZIP64: the extra field holds, in this order, only the values that overflowed.
    for (let x = at + 46 + nameLength; x + 4 <= at + 46 + nameLength + extraLength; ) {
      const id = view.getUint16(x, true);
      const length = view.getUint16(x + 2, true);
      if (id === ZIP64_EXTRA) {
        let field = x + 4;
        const next = () => {
          const value = u64(view, field);
          field += 8;
          return value;
        };
        if (size === MAX_32) size = next();
        if (compressedSize === MAX_32) compressedSize = next();
        if (localOffset === MAX_32) localOffset = next();
      }
      x += 4 + length;
    }
    if (!name.endsWith('/'))
      entries.push({
        name,
        method: view.getUint16(at + 10, true),
        encrypted: (view.getUint16(at + 8, true) & ENCRYPTED) !== 0,
        compressedSize,
        size,
        localOffset,
      });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * One entry's bytes as text, inflated as they are read and stopped past `maxBytes` (whatever the directory claims:
 * a ZIP may lie about sizes). Throws `ZipReadError` for an entry that is encrypted, compressed in another way, or
 * larger than `maxBytes`.
 */
export async function readZipText(file: Blob, entry: ZipFileEntry, maxBytes: number): Promise<string> {
  if (entry.encrypted) throw new ZipReadError('It is encrypted.');
  if (entry.method !== STORED && entry.method !== DEFLATED)
    throw new ZipReadError('It is compressed in a way Loreforge does not read.');
  if (entry.size > maxBytes) throw new ZipReadError('It is too large to import.');
  const local = await bytes(file, entry.localOffset, entry.localOffset + LOCAL_SIZE);
  if (local.byteLength < LOCAL_SIZE || local.getUint32(0, true) !== LOCAL)
    throw new ZipReadError('This ZIP is damaged.');
  const start = entry.localOffset + LOCAL_SIZE + local.getUint16(26, true) + local.getUint16(28, true);
  let stream = file.slice(start, start + entry.compressedSize).stream();
  if (entry.method === DEFLATED) stream = stream.pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new ZipReadError('It is too large to import.');
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ZipReadError) throw error;
    throw new ZipReadError('It is damaged.');
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  const text = new TextDecoder('utf-8');
  return chunks.map((chunk) => text.decode(chunk, { stream: true })).join('') + text.decode();
}
