// Content-addressed storage for image bytes: the key is the sha256 of the bytes, so a picture is stored once
// and never changes under its key. The filesystem store is the default; the interface leaves room for S3.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface BlobStore {
  /** Stores the bytes and answers their key (idempotent). */
  put(bytes: Buffer): Promise<string>;
  /** The bytes under a key, or null when they are gone. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes under a key; a key that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be used now (for /api/health). */
  ping?(): Promise<void>;
}

export function blobKey(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const KEY = /^[0-9a-f]{64}$/;

export class FileBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  async ping(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fs.access(this.root, fs.constants.W_OK);
  }

  private pathFor(key: string): string {
    if (!KEY.test(key)) throw new Error(`Invalid blob key: ${key}`);
    return path.join(this.root, key.slice(0, 2), key.slice(2));
  }

  async put(bytes: Buffer): Promise<string> {
    const key = blobKey(bytes);
    const target = this.pathFor(key);
    try {
      await fs.access(target);
      return key;
    } catch {
      // Write to a temporary name and rename, so a reader never sees half a file.
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, target);
      return key;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathFor(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathFor(key), { force: true });
  }
}

/** An in-memory store for tests and throwaway instances. */
export class MemoryBlobStore implements BlobStore {
  private readonly blobs = new Map<string, Buffer>();

  async put(bytes: Buffer): Promise<string> {
    const key = blobKey(bytes);
    this.blobs.set(key, bytes);
    return key;
  }

  async get(key: string): Promise<Buffer | null> {
    return this.blobs.get(key) ?? null;
  }

  async delete(key: string): Promise<void> {
    this.blobs.delete(key);
  }
}
