// Types for s3rver (a local S3-protocol server the tests run in-process), which ships none: the part the tests use.
declare module 's3rver' {
  export type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    /** Where the buckets live on disk. */
    directory: string;
    /** Buckets created before the server answers. */
    configureBuckets?: { name: string }[];
  };
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
