import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  MeteredStream,
  StorageNotFoundError,
  STREAM_HIGH_WATER_MARK,
  type PutOptions,
  type StorageProvider,
  type StoredObject,
  type StoredObjectStream,
} from './storage-provider';

const TEMP_FOLDER = '.incoming';
const TYPE_SUFFIX = '.content-type';
/** A temporary file this old belongs to an upload whose process died (no drain lasts this long). */
const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Removes temporary files of uploads that never finished because their process was killed mid-write. Several
 * instances may share the folder, so only files untouched for an hour go: a live upload writes to its file.
 */
export async function sweepAbandonedUploads(root: string, now = Date.now()): Promise<number> {
  const folder = path.join(path.resolve(root), TEMP_FOLDER);
  const names = await readdir(folder).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (!info || now - info.mtimeMs < ABANDONED_UPLOAD_MS) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}

/**
 * Files in a directory (e.g. `<DATA_DIR>/storage/project-files`). A write goes to a temporary file in the same
 * directory tree and is renamed into place only when complete, so readers never see half a file.
 */
export function createLocalStorageProvider(root: string): StorageProvider {
  const absoluteRoot = path.resolve(root);
  void sweepAbandonedUploads(absoluteRoot).catch(() => undefined);
  const pathOf = (key: string) => {
    assertValidKey(key);
    return path.join(absoluteRoot, key);
  };

  return {
    kind: 'local',

    async put(key: string, body: Readable, { contentType, maxBytes }: PutOptions): Promise<StoredObject> {
      const target = pathOf(key);
      const temp = path.join(absoluteRoot, TEMP_FOLDER, randomUUID());
      await mkdir(path.dirname(temp), { recursive: true });
      const meter = new MeteredStream(maxBytes);
      try {
        await pipeline(body, meter, createWriteStream(temp, { flags: 'wx', highWaterMark: STREAM_HIGH_WATER_MARK }));
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(`${temp}${TYPE_SUFFIX}`, contentType);
        await rename(`${temp}${TYPE_SUFFIX}`, `${target}${TYPE_SUFFIX}`);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        await rm(`${temp}${TYPE_SUFFIX}`, { force: true });
        throw error;
      }
      return { size: meter.bytes, checksum: meter.checksum() };
    },

    async get(key: string): Promise<StoredObjectStream> {
      const file = pathOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw new StorageNotFoundError(key);
      const contentType = await readFile(`${file}${TYPE_SUFFIX}`, 'utf8').catch(() => 'application/octet-stream');
      return {
        stream: createReadStream(file, { highWaterMark: STREAM_HIGH_WATER_MARK }),
        size: info.size,
        contentType,
      };
    },

    async delete(key: string): Promise<void> {
      const file = pathOf(key);
      await rm(file, { force: true });
      await rm(`${file}${TYPE_SUFFIX}`, { force: true });
    },
  };
}
