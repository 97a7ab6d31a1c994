import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import {
  assertValidKey,
  MeteredStream,
  PROJECT_FILES_STORE,
  StorageNotFoundError,
  type PutOptions,
  type StorageProvider,
  type StoredObject,
  type StoredObjectStream,
} from './storage-provider';

export type S3StorageConfig = {
  bucket: string;
  region?: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Key prefix inside the bucket: the store's name. */
  prefix?: string;
};

/** Multipart parts of 8 MB, two in flight: about 16 MB of buffers per upload whatever the file's size. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * An S3-compatible bucket (AWS, MinIO, R2, …). Uploads stream through a multipart Upload; objects live under
 * `project-files/` in the bucket. A custom endpoint implies path-style addressing, which the self-hosted servers need.
 */
export function createS3StorageProvider(config: S3StorageConfig): StorageProvider {
  const client = new S3Client({
    region: config.region ?? 'us-east-1',
    endpoint: config.endpoint,
    forcePathStyle: Boolean(config.endpoint),
    // Checksum headers only where S3 requires them: many S3-compatible servers reject the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const prefix = config.prefix ?? PROJECT_FILES_STORE;
  const objectKey = (key: string) => {
    assertValidKey(key);
    return `${prefix}/${key}`;
  };

  async function remove(key: string): Promise<void> {
    await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
  }

  return {
    kind: 's3',

    async put(key: string, body: Readable, { contentType, maxBytes }: PutOptions): Promise<StoredObject> {
      const meter = new MeteredStream(maxBytes);
      body.on('error', (error) => meter.destroy(error));
      body.pipe(meter);
      const upload = new Upload({
        client,
        params: { Bucket: config.bucket, Key: objectKey(key), Body: meter, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      // The meter fails fast (too large, client gone); the upload may be waiting on it, so stop it either way.
      let failure: unknown = null;
      meter.once('error', (error) => {
        failure = error;
        void upload.abort().catch(() => undefined);
      });
      try {
        await upload.done();
      } catch (error) {
        await remove(key).catch(() => undefined);
        throw failure ?? error;
      }
      if (failure) {
        await remove(key).catch(() => undefined);
        throw failure;
      }
      return { size: meter.bytes, checksum: meter.checksum() };
    },

    async get(key: string): Promise<StoredObjectStream> {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        if (!(result.Body instanceof Readable)) throw new Error('S3 returned no readable body');
        return {
          stream: result.Body,
          size: result.ContentLength ?? 0,
          contentType: result.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          throw new StorageNotFoundError(key);
        throw error;
      }
    },

    delete: remove,
  };
}
