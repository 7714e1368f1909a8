// A streaming ZIP writer (APPNOTE 6.3.x, the subset every unzip reads): entries are added one at a time as whole
// Buffers, so each one's CRC-32 and sizes are known before its local header is written. There are no data
// descriptors: a reader can walk the stream header by header as it arrives (the client counts entries for its
// progress bar that way), and the central directory at the end repeats what the local headers said.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const deflateRaw = promisify(zlib.deflateRaw);

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EXTRA = 0x0001;

const STORE = 0;
const DEFLATE = 8;
/** General purpose flag bit 11: names are UTF-8. */
const UTF8_NAMES = 0x0800;
/** 2.0: deflate and folders; 4.5: ZIP64. */
const VERSION_DEFLATE = 20;
const VERSION_ZIP64 = 45;
/** 'Made by' Unix, so the external attributes below are read as permissions. */
const MADE_BY_UNIX = 3 << 8;
/** A regular file, rw-r--r--, in the high half of the external attributes. */
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;

const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;

export type ZipOptions = {
  /**
   * Writes ZIP64 records for every entry and the end of the archive, as an archive past 65,535 entries or 4 GiB
   * must. Tests set it to check those records without writing 4 GiB.
   */
  forceZip64?: boolean;
  /** The entries' modification time (default: when the writer is made). */
  modified?: Date;
};

export type ZipStreamOptions = ZipOptions & {
  /** Once aborted, the archive is left unfinished: no central directory, so no reader takes it for whole. */
  signal?: AbortSignal;
};

export type ZipEntry = {
  /** The path inside the archive, '/'-separated, UTF-8. */
  name: string;
  data: Buffer;
  /**
   * Deflate (text) or store (PNG, JPEG, WebP, PDF: already compressed, where deflate would spend CPU to save
   * nothing). A deflated entry that comes out no smaller is stored instead.
   */
  compress: boolean;
};

/** What the central directory repeats of each entry. */
type Written = {
  name: Buffer;
  crc: number;
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
  zip64: boolean;
};

/** MS-DOS date and time (two-second steps, local time as unzip shows it). */
function dosDateTime(date: Date): { time: number; day: number } {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    day: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** Writes an unsigned 64-bit little-endian number (offsets and sizes stay far below 2^53). */
function writeUInt64(buffer: Buffer, value: number, offset: number): void {
  buffer.writeBigUInt64LE(BigInt(value), offset);
}

/**
 * Builds an archive entry by entry: `add` answers the bytes of one entry (local header and data), `finish` the
 * central directory and its end. The writer keeps only each entry's name, CRC, sizes and offset (about a hundred
 * bytes per entry) for the central directory; the entries' data is the caller's to drop once written.
 */
export class ZipWriter {
  private readonly entries: Written[] = [];
  private offset = 0;
  private readonly forceZip64: boolean;
  private readonly stamp: { time: number; day: number };

  constructor(options: ZipOptions = {}) {
    this.forceZip64 = options.forceZip64 ?? false;
    this.stamp = dosDateTime(options.modified ?? new Date());
  }

  /** The number of bytes written so far. */
  get size(): number {
    return this.offset;
  }

  /** The entry's local header (with its name) and its data, to be written in that order. */
  async add(entry: ZipEntry): Promise<[Buffer, Buffer]> {
    const name = Buffer.from(entry.name, 'utf8');
    if (name.length === 0 || name.length > MAX_16) throw new Error(`A ZIP entry name must be 1-65535 bytes`);
    const crc = zlib.crc32(entry.data);
    let data = entry.data;
    let method = STORE;
    if (entry.compress && entry.data.length > 0) {
      const deflated = await deflateRaw(entry.data, { level: 6 });
      if (deflated.length < entry.data.length) {
        data = deflated;
        method = DEFLATE;
      }
    }
    const size = entry.data.length;
    const zip64 = this.forceZip64 || size >= MAX_32 || data.length >= MAX_32;

    // The local header's ZIP64 extra holds both sizes (APPNOTE 4.5.3: the local one must carry both).
    const extra = zip64 ? Buffer.alloc(20) : Buffer.alloc(0);
    if (zip64) {
      extra.writeUInt16LE(ZIP64_EXTRA, 0);
      extra.writeUInt16LE(16, 2);
      writeUInt64(extra, size, 4);
      writeUInt64(extra, data.length, 12);
    }
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(zip64 ? VERSION_ZIP64 : VERSION_DEFLATE, 4);
    header.writeUInt16LE(UTF8_NAMES, 6);
    header.writeUInt16LE(method, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.day, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(zip64 ? MAX_32 : data.length, 18);
    header.writeUInt32LE(zip64 ? MAX_32 : size, 22);
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(extra.length, 28);

    this.entries.push({ name, crc, method, compressedSize: data.length, size, offset: this.offset, zip64 });
    this.offset += header.length + name.length + extra.length + data.length;
    return [Buffer.concat([header, name, extra]), data];
  }

  /** The central directory, the ZIP64 end records when needed, and the end of central directory record. */
  finish(): Buffer[] {
    const chunks: Buffer[] = [];
    const start = this.offset;
    for (const entry of this.entries) chunks.push(...this.centralHeader(entry));
    const directorySize = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const count = this.entries.length;
    const zip64 = this.forceZip64 || count > MAX_16 || start >= MAX_32 || directorySize >= MAX_32;

    if (zip64) {
      const record = Buffer.alloc(56);
      record.writeUInt32LE(ZIP64_END_OF_CENTRAL_DIRECTORY, 0);
      writeUInt64(record, record.length - 12, 4);
      record.writeUInt16LE(MADE_BY_UNIX | VERSION_ZIP64, 12);
      record.writeUInt16LE(VERSION_ZIP64, 14);
      // Disk numbers (16, 20) stay 0: one disk.
      writeUInt64(record, count, 24);
      writeUInt64(record, count, 32);
      writeUInt64(record, directorySize, 40);
      writeUInt64(record, start, 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(ZIP64_LOCATOR, 0);
      writeUInt64(locator, start + directorySize, 8);
      locator.writeUInt32LE(1, 16);
      chunks.push(record, locator);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
    end.writeUInt16LE(zip64 ? MAX_16 : count, 8);
    end.writeUInt16LE(zip64 ? MAX_16 : count, 10);
    end.writeUInt32LE(zip64 ? MAX_32 : directorySize, 12);
    end.writeUInt32LE(zip64 ? MAX_32 : start, 16);
    chunks.push(end);
    for (const chunk of chunks) this.offset += chunk.length;
    return chunks;
  }

  private centralHeader(entry: Written): Buffer[] {
    // Only the fields that do not fit (or all three, when ZIP64 is forced) move to the extra, in this order.
    const all = this.forceZip64;
    const wide = {
      size: all || entry.size >= MAX_32,
      compressed: all || entry.compressedSize >= MAX_32,
      offset: all || entry.offset >= MAX_32,
    };
    const values = [
      ...(wide.size ? [entry.size] : []),
      ...(wide.compressed ? [entry.compressedSize] : []),
      ...(wide.offset ? [entry.offset] : []),
    ];
    const extra = Buffer.alloc(values.length ? 4 + 8 * values.length : 0);
    if (values.length) {
      extra.writeUInt16LE(ZIP64_EXTRA, 0);
      extra.writeUInt16LE(8 * values.length, 2);
      for (const [index, value] of values.entries()) writeUInt64(extra, value, 4 + 8 * index);
    }
    const version = entry.zip64 || values.length ? VERSION_ZIP64 : VERSION_DEFLATE;
    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(MADE_BY_UNIX | version, 4);
    header.writeUInt16LE(version, 6);
    header.writeUInt16LE(UTF8_NAMES, 8);
    header.writeUInt16LE(entry.method, 10);
    header.writeUInt16LE(this.stamp.time, 12);
    header.writeUInt16LE(this.stamp.day, 14);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(wide.compressed ? MAX_32 : entry.compressedSize, 20);
    header.writeUInt32LE(wide.size ? MAX_32 : entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt16LE(extra.length, 30);
    // Comment length (32), disk number (34) and internal attributes (36) stay 0.
    header.writeUInt32LE(FILE_ATTRIBUTES, 38);
    header.writeUInt32LE(wide.offset ? MAX_32 : entry.offset, 42);
    return [Buffer.concat([header, entry.name, extra])];
  }
}

/**
 * The archive of `entries` as a stream of chunks, pulled: the next entry is asked for only when the consumer has
 * taken the chunks of the one before, so a slow reader (or a full socket) stops the producer. Give it to
 * `Readable.from` and send that.
 */
export async function* zipStream(
  entries: AsyncIterable<ZipEntry>,
  options: ZipStreamOptions = {},
): AsyncGenerator<Buffer> {
  const zip = new ZipWriter(options);
  for await (const entry of entries) {
    for (const chunk of await zip.add(entry)) if (chunk.length) yield chunk;
  }
  if (options.signal?.aborted) return;
  yield Buffer.concat(zip.finish());
}
