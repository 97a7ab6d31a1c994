import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveEnd, archiveEntry, archiveStart, readArchive } from './backup-archive';
import { BackupDecryptError, createEncryptStream, openBackupFile, parseBackupKey } from './backup-crypto';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'backup-crypto-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const KEY = parseBackupKey(randomBytes(32).toString('base64'));

async function encryptTo(file: string, plain: Buffer, key = KEY): Promise<void> {
  // Written in uneven pieces, as a gzip stream would hand them over.
  const pieces = [];
  for (let at = 0; at < plain.length; at += 10_007) pieces.push(plain.subarray(at, at + 10_007));
  await pipeline(Readable.from(pieces), await createEncryptStream(key), createWriteStream(file));
}

async function decrypt(file: string, key = KEY): Promise<Buffer> {
  const opened = await openBackupFile(file, key);
  const chunks: Buffer[] = [];
  await pipeline(
    createReadStream(file, { start: opened.dataOffset }),
    opened.decryptStream(),
    async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) chunks.push(chunk);
    },
  );
  return Buffer.concat(chunks);
}

const decryptError = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('backup encryption (AES-256-GCM in authenticated frames)', () => {
  it('round-trips content of several frames, one frame and none', async () => {
    for (const size of [200_000, 65_536, 10, 0]) {
      const plain = randomBytes(size);
      const file = path.join(dir, `round-${size}`);
      await encryptTo(file, plain);
      expect((await decrypt(file)).equals(plain)).toBe(true);
      // Nothing of the content is written in the clear.
      if (size >= 10) expect((await readFile(file)).includes(plain.subarray(0, 10))).toBe(false);
    }
  });

  it('refuses a wrong key with a clear message, and a damaged or cut file as damaged', async () => {
    const plain = randomBytes(150_000);
    const file = path.join(dir, 'damage');
    await encryptTo(file, plain);

    const wrong = await decryptError(decrypt(file, parseBackupKey(randomBytes(32).toString('base64'))));
    expect(wrong).toBeInstanceOf(BackupDecryptError);
    expect((wrong as BackupDecryptError).reason).toBe('wrong_key');
    expect((wrong as Error).message).toMatch(/BACKUP_KEY.*AES-256-GCM authentication failed/);

    const bytes = await readFile(file);
    const flipped = Buffer.from(bytes);
    flipped[bytes.length - 5_000]! ^= 0x01;
    await writeFile(path.join(dir, 'flipped'), flipped);
    const tampered = await decryptError(decrypt(path.join(dir, 'flipped')));
    expect((tampered as BackupDecryptError).reason).toBe('damaged');

    // Cut at a frame boundary: every remaining frame is intact, but the last one is not marked final.
    const frame = 4 + 65_536 + 16;
    const headerLength = 12 + bytes.readUInt32BE(8);
    await writeFile(path.join(dir, 'cut'), bytes.subarray(0, headerLength + 2 * frame));
    const cut = await decryptError(decrypt(path.join(dir, 'cut')));
    expect((cut as BackupDecryptError).reason).toBe('damaged');

    await writeFile(path.join(dir, 'alien'), Buffer.from('not a backup at all'));
    expect(((await decryptError(decrypt(path.join(dir, 'alien')))) as BackupDecryptError).reason).toBe('damaged');
  });

  it('takes a passphrase through scrypt; a different passphrase is a wrong key', async () => {
    const plain = randomBytes(1_000);
    const file = path.join(dir, 'passphrase');
    await encryptTo(file, plain, parseBackupKey('correct horse battery staple'));
    expect((await decrypt(file, parseBackupKey('correct horse battery staple'))).equals(plain)).toBe(true);
    const wrong = await decryptError(decrypt(file, parseBackupKey('correct horse battery stapler')));
    expect((wrong as BackupDecryptError).reason).toBe('wrong_key');
    // A raw key cannot open a passphrase backup.
    expect(((await decryptError(decrypt(file))) as BackupDecryptError).reason).toBe('wrong_key');
  });

  it('refuses a key that is neither 32 bytes of base64 nor a passphrase of 16 characters', () => {
    expect(() => parseBackupKey('short')).toThrow(/32 bytes in base64/);
    expect(parseBackupKey(randomBytes(32).toString('base64')).kind).toBe('key');
    expect(parseBackupKey(randomBytes(16).toString('base64')).kind).toBe('passphrase');
  });
});

describe('backup archive', () => {
  it('reads back every entry in order, skipping bodies a reader leaves', async () => {
    const big = randomBytes(300_000);
    async function* content() {
      yield archiveStart();
      yield* archiveEntry('table', 'public.a', ['1\tx\n', '2\ty\n']);
      yield* archiveEntry('file', 'd/1.bin', [big.subarray(0, 100), big.subarray(100)]);
      yield* archiveEntry('table', 'public.empty', []);
      yield* archiveEntry('manifest', 'manifest.json', ['{"ok":true}']);
      yield archiveEnd();
    }
    const chunks: Buffer[] = [];
    for await (const chunk of content()) chunks.push(chunk);
    const bytes = Buffer.concat(chunks);

    const seen: string[] = [];
    let file: Buffer | null = null;
    await readArchive(Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]), async (kind, name, body) => {
      seen.push(`${kind}:${name}`);
      if (kind === 'file') {
        const parts: Buffer[] = [];
        for await (const part of body) parts.push(part);
        file = Buffer.concat(parts);
      }
      if (kind === 'table' && name === 'public.a') for await (const _first of body) break;
    });
    expect(seen).toEqual(['table:public.a', 'file:d/1.bin', 'table:public.empty', 'manifest:manifest.json']);
    expect(file!.equals(big)).toBe(true);

    await expect(
      readArchive(Readable.from([bytes.subarray(0, bytes.length - 1)]), async () => undefined),
    ).rejects.toThrow(/ends early/);
  });
});
