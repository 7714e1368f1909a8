// The S3 blob store against a local S3-protocol server (s3rver): content-addressed keys in the file store's layout,
// an idempotent put, null for a missing picture, and a clear refusal at start for a bucket that cannot be used.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartupError } from '../config.js';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import { blobKey } from './blob-store.js';
import { createS3Client, openS3BlobStore, type S3BlobStore, s3ObjectKey } from './s3-blob-store.js';

let s3: TestS3;
let store: S3BlobStore;

beforeAll(async () => {
  s3 = await startTestS3();
  store = await openS3BlobStore(s3.config);
});
afterAll(async () => {
  store?.close();
  await s3?.close();
});

describe('S3BlobStore', () => {
  it('stores bytes under their sha256, in the file store layout, and reads them back', async () => {
    const bytes = Buffer.from(`picture ${Math.random()}`);
    const key = await store.put(bytes);
    expect(key).toBe(blobKey(bytes));
    expect(s3ObjectKey(key)).toBe(`images/${key.slice(0, 2)}/${key.slice(2)}`);
    expect(await store.get(key)).toEqual(bytes);

    // The object sits at that key in the bucket, with the exact bytes.
    const client = createS3Client(s3.config);
    const object = await client.send(
      new GetObjectCommand({ Bucket: s3.config.bucket, Key: s3ObjectKey(key) }),
    );
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(bytes);
    client.destroy();
  });

  it('puts the same bytes twice under one key', async () => {
    const bytes = Buffer.alloc(200_000, 7);
    const [first, second] = await Promise.all([store.put(bytes), store.put(bytes)]);
    expect(first).toBe(second);
    expect(await store.put(bytes)).toBe(first);
    expect((await store.get(first))?.equals(bytes)).toBe(true);
  });

  it('answers null for a picture that is not there and refuses a key that is not a hash', async () => {
    expect(await store.get('0'.repeat(64))).toBeNull();
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/Invalid blob key/);
  });

  it('refuses to start on a bucket that does not exist or a store that does not answer, saying which', async () => {
    const missing = await openS3BlobStore({ ...s3.config, bucket: 'no-such-bucket' }).catch(
      (e: unknown) => e,
    );
    expect(missing).toBeInstanceOf(StartupError);
    expect((missing as Error).message).toContain(
      `The S3 bucket no-such-bucket at ${s3.config.endpoint} cannot be used (no such bucket)`,
    );
    const down = await openS3BlobStore({ ...s3.config, endpoint: 'http://127.0.0.1:9' }).catch(
      (e: unknown) => e,
    );
    expect(down).toBeInstanceOf(StartupError);
    expect((down as Error).message).toMatch(
      /^The S3 bucket loreforge-test at http:\/\/127\.0\.0\.1:9 cannot be used/,
    );
    expect((down as Error).message).not.toContain(s3.config.secretAccessKey);
  });
});
