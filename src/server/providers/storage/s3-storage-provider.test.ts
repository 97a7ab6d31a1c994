import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3StorageProvider } from './s3-storage-provider';
import { StorageLimitError, StorageNotFoundError, type StorageProvider } from './storage-provider';
import { generatedStream, sha256Of } from './storage-test-helpers';

const BUCKET = 'marketplace-test';
const MB = 1024 * 1024;

let directory: string;
let server: S3rver;
let storage: StorageProvider;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  storage = createS3StorageProvider({
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});
afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('S3-compatible storage provider (against s3rver)', () => {
  it('uploads and downloads a 50 MB file with a multipart upload; the SHA-256 checksums match', async () => {
    const { stream, checksum } = generatedStream(50 * MB);
    const stored = await storage.put('deliverable-1/1700000000000.zip', stream, {
      contentType: 'application/zip',
      maxBytes: 200 * MB,
    });
    expect(stored).toEqual({ size: 50 * MB, checksum });

    const read = await storage.get('deliverable-1/1700000000000.zip');
    expect(read.size).toBe(50 * MB);
    expect(read.contentType).toBe('application/zip');
    expect(await sha256Of(read.stream)).toEqual({ checksum, size: 50 * MB });
  }, 120_000);

  it('aborts an upload over maxBytes and leaves no object', async () => {
    const { stream } = generatedStream(20 * MB);
    await expect(
      storage.put('deliverable-2/1.bin', stream, { contentType: 'application/octet-stream', maxBytes: 10 * MB }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    await expect(storage.get('deliverable-2/1.bin')).rejects.toBeInstanceOf(StorageNotFoundError);
  }, 60_000);

  it('deletes an object', async () => {
    const { stream } = generatedStream(1000);
    await storage.put('deliverable-3/1.txt', stream, { contentType: 'text/plain', maxBytes: MB });
    await storage.delete('deliverable-3/1.txt');
    await expect(storage.get('deliverable-3/1.txt')).rejects.toBeInstanceOf(StorageNotFoundError);
  });
});
