import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorageProvider, sweepAbandonedUploads } from './local-storage-provider';
import { StorageLimitError, StorageNotFoundError, type StorageProvider } from './storage-provider';
import { generatedStream, sha256Of } from './storage-test-helpers';

let root: string;
let storage: StorageProvider;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'local-storage-'));
  storage = createLocalStorageProvider(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('local storage provider', () => {
  it('stores a stream and reads it back with its size, type and SHA-256', async () => {
    const { stream, checksum } = generatedStream(5 * 1024 * 1024 + 17);
    const stored = await storage.put('d1/1700000000000.pdf', stream, {
      contentType: 'application/pdf',
      maxBytes: 10 * 1024 * 1024,
    });
    expect(stored).toEqual({ size: 5 * 1024 * 1024 + 17, checksum });
    const read = await storage.get('d1/1700000000000.pdf');
    expect(read.size).toBe(5 * 1024 * 1024 + 17);
    expect(read.contentType).toBe('application/pdf');
    expect(await sha256Of(read.stream)).toEqual({ checksum, size: 5 * 1024 * 1024 + 17 });
  });

  it('refuses a stream over maxBytes and stores nothing', async () => {
    const before = await filesUnder(root);
    const { stream } = generatedStream(3 * 1024 * 1024);
    await expect(
      storage.put('d2/1.bin', stream, { contentType: 'application/octet-stream', maxBytes: 1024 * 1024 }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    expect(await filesUnder(root)).toEqual(before);
    await expect(storage.get('d2/1.bin')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('stores nothing when the source stream fails midway', async () => {
    const before = await filesUnder(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('d3/1.bin', failing, { contentType: 'text/plain', maxBytes: 1e6 })).rejects.toThrow(
      'client went away',
    );
    expect(await filesUnder(root)).toEqual(before);
  });

  it('deletes, and refuses keys that could escape its folder', async () => {
    await storage.put('d4/1.txt', Readable.from([Buffer.from('hello')]), { contentType: 'text/plain', maxBytes: 10 });
    await storage.delete('d4/1.txt');
    await expect(storage.get('d4/1.txt')).rejects.toBeInstanceOf(StorageNotFoundError);
    await storage.delete('d4/1.txt');
    for (const key of ['../x', '/etc/passwd', 'a/../../b', 'a//b', ''])
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
  });
});

describe('uploads abandoned by a killed process', () => {
  it("are swept after an hour untouched; a live upload's temporary file stays", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'local-storage-sweep-'));
    await mkdir(path.join(folder, '.incoming'));
    const abandoned = path.join(folder, '.incoming', 'abandoned');
    const live = path.join(folder, '.incoming', 'live');
    await writeFile(abandoned, 'half a file');
    await writeFile(live, 'being written');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(abandoned, twoHoursAgo, twoHoursAgo);

    expect(await sweepAbandonedUploads(folder)).toBe(1);
    expect(await readdir(path.join(folder, '.incoming'))).toEqual(['live']);
    await rm(folder, { recursive: true, force: true });
  });
});
