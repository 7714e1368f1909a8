// Pictures in an S3-compatible store (AWS S3, MinIO, Ceph, R2...), so several instances read and write the same
// ones (S3_* variables, decision 015). Content-addressed like the file store: `images/ab/cdef...` under the
// sha256 of the bytes, so a put is idempotent and an object never changes under its key.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type S3Config, StartupError } from '../config.js';
import { type BlobStore, blobKey } from './blob-store.js';

const KEY = /^[0-9a-f]{64}$/;

/** The object key of a blob: the same layout as the file store's folders. */
export function s3ObjectKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid blob key: ${key}`);
  return `images/${key.slice(0, 2)}/${key.slice(2)}`;
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: S3-compatible stores differ in how much of the SDK's newer default
    // checksums they understand, and a content-addressed key already names what the bytes must be.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request (an image job retries) instead of holding it forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
}

export class S3BlobStore implements BlobStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  /**
   * Just a PUT, no HEAD first: the key is the content's hash, so writing an object that is already there writes
   * the same bytes again, and one request is cheaper than two for the usual case of a new picture.
   */
  async put(bytes: Buffer): Promise<string> {
    const key = blobKey(bytes);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: s3ObjectKey(key),
        Body: bytes,
        ContentType: 'application/octet-stream',
      }),
    );
    return key;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: s3ObjectKey(key) }),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  /** S3's DELETE answers 204 whether or not the object was there. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: s3ObjectKey(key) }));
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** Throws a StartupError unless the bucket answers with these credentials. */
  async check(endpoint: string): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = (error as S3ServiceException).$metadata?.httpStatusCode;
      const reason =
        status === 404
          ? 'no such bucket'
          : status === 403 || status === 401
            ? 'access denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'
            : (error as Error).message || (error as Error).name;
      throw new StartupError(
        `The S3 bucket ${this.bucket} at ${endpoint} cannot be used (${reason}). Create it, fix the S3_* variables, or unset them to keep pictures in DATA_DIR.`,
      );
    }
  }

  close(): void {
    this.client.destroy();
  }
}

/** A missing object (404 NoSuchKey), not a missing bucket or any other failure, which must surface. */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey' || error.name === 'NotFound') return true;
  return error.$metadata?.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

/** The configured store, its bucket checked: a store that cannot be used stops the start, not the first picture. */
export async function openS3BlobStore(config: S3Config): Promise<S3BlobStore> {
  const store = new S3BlobStore(createS3Client(config), config.bucket);
  try {
    await store.check(config.endpoint);
  } catch (error) {
    store.close();
    throw error;
  }
  return store;
}
