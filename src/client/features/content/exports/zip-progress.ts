// Counts the entities of a bulk export ZIP (decision 023) as its bytes arrive, for 'Packed 12 of 240'. The server
// writes every entry with its sizes in the local header (no data descriptors), so the stream can be walked header
// by header: read a header, skip the entry's data, read the next. Each entity is a folder of files written one after
// another, so an entity is packed when the next folder begins, or the central directory does.

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
/** An archive without entries starts with its end record. */
const END_RECORDS = new Set([0x06054b50, 0x06064b50]);
const LOCAL_HEADER_SIZE = 30;
const ZIP64_EXTRA = 0x0001;
const MAX_32 = 0xffffffff;
/** General purpose flag bit 3: sizes follow the data, so the stream cannot be walked. */
const DATA_DESCRIPTOR = 0x0008;

export class ZipProgress {
  /** Entities (folders) whose files have all arrived. */
  packed = 0;
  /** Files whose headers have arrived. */
  files = 0;
  /** The central directory has begun: every entry is in. */
  complete = false;
  /** The bytes are not a ZIP this reader can walk; counting stopped. */
  unreadable = false;

  private header: Uint8Array = new Uint8Array(0);
  private skip = 0;
  private folder: string | null = null;
  private readonly names = new TextDecoder('utf-8');

  push(chunk: Uint8Array): void {
    let at = 0;
    while (at < chunk.length && !this.complete && !this.unreadable) {
      if (this.skip > 0) {
        const step = Math.min(this.skip, chunk.length - at);
        this.skip -= step;
        at += step;
        continue;
      }
      const needed = this.needed();
      const take = Math.min(needed - this.header.length, chunk.length - at);
      this.header = concat(this.header, chunk.subarray(at, at + take));
      at += take;
      if (this.header.length === needed) this.read();
    }
  }

  /** How many header bytes make the next step: the signature, then the fixed header, then name and extra. */
  private needed(): number {
    if (this.header.length < 4) return 4;
    const view = viewOf(this.header);
    if (view.getUint32(0, true) !== LOCAL_HEADER || this.header.length < LOCAL_HEADER_SIZE) {
      return LOCAL_HEADER_SIZE;
    }
    return LOCAL_HEADER_SIZE + view.getUint16(26, true) + view.getUint16(28, true);
  }

  /** Acts on a header once `needed()` bytes of it are in. */
  private read(): void {
    const view = viewOf(this.header);
    const signature = view.getUint32(0, true);
    if (signature === CENTRAL_HEADER || END_RECORDS.has(signature)) {
      this.finishFolder();
      this.complete = true;
      return;
    }
    if (signature !== LOCAL_HEADER) {
      this.unreadable = true;
      return;
    }
    if (this.header.length === 4 || this.header.length < this.needed()) return;
    if (view.getUint16(6, true) & DATA_DESCRIPTOR) {
      this.unreadable = true;
      return;
    }
    const nameLength = view.getUint16(26, true);
    const name = this.names.decode(this.header.subarray(LOCAL_HEADER_SIZE, LOCAL_HEADER_SIZE + nameLength));
    let size = view.getUint32(18, true);
    if (size === MAX_32) {
      const zip64 = zip64CompressedSize(this.header.subarray(LOCAL_HEADER_SIZE + nameLength));
      if (zip64 === undefined) {
        this.unreadable = true;
        return;
      }
      size = zip64;
    }
    this.files += 1;
    const slash = name.lastIndexOf('/');
    const folder = slash < 0 ? null : name.slice(0, slash);
    if (folder !== this.folder) this.finishFolder();
    this.folder = folder;
    this.header = new Uint8Array(0);
    this.skip = size;
  }

  private finishFolder(): void {
    if (this.folder !== null) this.packed += 1;
    this.folder = null;
  }
}

/** The compressed size in a local header's ZIP64 extra field (which holds both sizes, uncompressed first). */
function zip64CompressedSize(extra: Uint8Array): number | undefined {
  const view = viewOf(extra);
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA && length >= 16 && at + 20 <= extra.length) {
      return Number(view.getBigUint64(at + 12, true));
    }
    at += 4 + length;
  }
  return undefined;
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b.slice();
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}
