import { createHash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';

/** The store (bucket) deliverable files live in; keys are `{deliverable_id}/{timestamp}.{ext}`. */
export const PROJECT_FILES_STORE = 'project-files';

export type PutOptions = { contentType: string; maxBytes: number };
export type StoredObject = { size: number; /** SHA-256 of the stored bytes, hex. */ checksum: string };
export type StoredObjectStream = { stream: Readable; size: number; contentType: string };

/**
 * Where uploaded files are kept: a local directory or an S3-compatible bucket. Bodies stream in both directions and
 * are never held whole in memory.
 */
export interface StorageProvider {
  readonly kind: 'local' | 's3';
  /**
   * Stores the stream under `key`. A stream longer than `maxBytes` is aborted, nothing is stored and
   * `StorageLimitError` is thrown; any other failure also leaves nothing behind.
   */
  put(key: string, body: Readable, options: PutOptions): Promise<StoredObject>;
  /** The stored bytes; `StorageNotFoundError` when the key holds nothing. */
  get(key: string): Promise<StoredObjectStream>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'StorageLimitError';
  }
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`Nothing stored at ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Buffer size of each stream stage a stored file passes through. Above the 64 KB a socket read delivers, so a stage
 * does not pause and resume its source on every chunk; a handful of these in flight stay far below the memory budget.
 */
export const STREAM_HIGH_WATER_MARK = 1024 * 1024;

/** Keys are relative paths of plain segments: no `..`, no leading slash, nothing a path could escape with. */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  if (key.length > 512 || !segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..')))
    throw new Error(`Invalid storage key: ${key}`);
}

/**
 * Passes bytes through while counting and hashing them; fails with StorageLimitError as soon as the count passes
 * `maxBytes`, so a too-large upload stops early instead of being read to its end.
 */
export class MeteredStream extends Transform {
  /** Bytes passed so far (not `size`: the S3 uploader reads a body's `size` as its total length). */
  bytes = 0;
  private readonly hash = createHash('sha256');

  constructor(private readonly maxBytes: number) {
    super({ highWaterMark: STREAM_HIGH_WATER_MARK });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      callback(new StorageLimitError(this.maxBytes));
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  checksum(): string {
    return this.hash.digest('hex');
  }
}
