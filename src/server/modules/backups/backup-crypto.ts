import {
  createCipheriv,
  createDecipheriv,
  randomBytes,
  scrypt as scryptCallback,
  type ScryptOptions,
} from 'node:crypto';
import { open } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Backup encryption (decision 026): AES-256-GCM over the whole file in frames (the STREAM construction), so a file of
 * any size is encrypted and checked without holding it in memory.
 *
 * File layout: `OMBACKUP` (8 bytes), the header's length (u32, big-endian), the header (JSON), then frames of
 * `length (u32) ‖ ciphertext ‖ GCM tag (16 bytes)`. Each frame's plaintext is at most FRAME_BYTES. Frame i is
 * encrypted under the nonce `prefix (7 random bytes) ‖ i (u32) ‖ last (1 byte: 1 on the final frame)` with the whole
 * header as additional data, so frames cannot be reordered, dropped, cut off at the end or moved between files, and the
 * header (salt, KDF parameters) cannot be altered without every frame failing.
 */

const MAGIC = Buffer.from('OMBACKUP', 'ascii');
const FRAME_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const NONCE_PREFIX_BYTES = 7;
const MAX_HEADER_BYTES = 16 * 1024;
/** scrypt for a passphrase: N = 2^17, r = 8, p = 1 (OWASP's minimum for scrypt), 128 MiB of memory, once per file. */
const SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;
const SCRYPT_MAXMEM = 256 * 1024 * 1024;
/** A passphrase shorter than this is refused: it would be guessed offline from a stolen backup. */
export const BACKUP_PASSPHRASE_MIN_LENGTH = 16;

/**
 * `BACKUP_KEY`: exactly 32 bytes written as base64 (`openssl rand -base64 32`) is the AES-256 key itself; any other
 * value of at least 16 characters is a passphrase, stretched with scrypt and a random salt stored in each file.
 */
export type BackupKey = { kind: 'key'; key: Buffer } | { kind: 'passphrase'; passphrase: string };

export function parseBackupKey(value: string): BackupKey {
  const trimmed = value.trim();
  if (/^[A-Za-z0-9+/]{43}=$/.test(trimmed)) {
    const key = Buffer.from(trimmed, 'base64');
    if (key.length === 32) return { kind: 'key', key };
  }
  if (trimmed.length < BACKUP_PASSPHRASE_MIN_LENGTH)
    throw new Error(
      `BACKUP_KEY must be 32 bytes in base64 (openssl rand -base64 32) or a passphrase of at least ${BACKUP_PASSPHRASE_MIN_LENGTH} characters`,
    );
  return { kind: 'passphrase', passphrase: trimmed };
}

type Header = {
  format: 1;
  cipher: 'aes-256-gcm';
  kdf: 'none' | 'scrypt';
  /** base64; scrypt only. */
  salt?: string;
  scrypt?: { N: number; r: number; p: number };
  /** base64, NONCE_PREFIX_BYTES. */
  noncePrefix: string;
  frameBytes: number;
};

/** The backup could not be decrypted: a wrong key (first frame) or a damaged or altered file (any other). */
export class BackupDecryptError extends Error {
  constructor(
    readonly reason: 'wrong_key' | 'damaged',
    message: string,
  ) {
    super(message);
    this.name = 'BackupDecryptError';
  }
}

const wrongKey = () =>
  new BackupDecryptError(
    'wrong_key',
    'This backup cannot be decrypted with this BACKUP_KEY (AES-256-GCM authentication failed on its first block): ' +
      'use the key it was made with. Nothing was restored.',
  );
const damaged = (detail: string) =>
  new BackupDecryptError(
    'damaged',
    `This backup file is damaged or was altered (${detail}); it cannot be trusted. Nothing was restored.`,
  );

function scrypt(passphrase: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: SCRYPT_MAXMEM };
  return new Promise((resolve, reject) =>
    scryptCallback(passphrase, salt, 32, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

async function keyFor(source: BackupKey, header: Header): Promise<Buffer> {
  if (header.kdf === 'none') {
    if (source.kind !== 'key') throw wrongKey();
    return source.key;
  }
  if (source.kind !== 'passphrase' || !header.salt || !header.scrypt) throw wrongKey();
  const { N, r, p } = header.scrypt;
  if (![N, r, p].every(Number.isSafeInteger) || N > 2 ** 20 || r > 32 || p > 16) throw damaged('bad key parameters');
  return scrypt(source.passphrase, Buffer.from(header.salt, 'base64'), { N, r, p });
}

function nonce(prefix: Buffer, counter: number, last: boolean): Buffer {
  const value = Buffer.alloc(12);
  prefix.copy(value, 0);
  value.writeUInt32BE(counter, NONCE_PREFIX_BYTES);
  value[11] = last ? 1 : 0;
  return value;
}

function encodeHeader(header: Header): Buffer {
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([MAGIC, length, json]);
}

/** Encrypts what is written to it; the output is a complete backup file. */
export async function createEncryptStream(source: BackupKey): Promise<Transform> {
  const header: Header = {
    format: 1,
    cipher: 'aes-256-gcm',
    kdf: source.kind === 'key' ? 'none' : 'scrypt',
    noncePrefix: randomBytes(NONCE_PREFIX_BYTES).toString('base64'),
    frameBytes: FRAME_BYTES,
  };
  if (source.kind === 'passphrase') Object.assign(header, { salt: randomBytes(16).toString('base64'), scrypt: SCRYPT });
  const key = await keyFor(source, header);
  const headerBytes = encodeHeader(header);
  const prefix = Buffer.from(header.noncePrefix, 'base64');
  let counter = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let headerSent = false;

  const frame = (plain: Buffer, last: boolean): Buffer => {
    if (counter > 0xffffffff) throw new Error('backup too large for one file');
    const cipher = createCipheriv('aes-256-gcm', key, nonce(prefix, counter++, last));
    cipher.setAAD(headerBytes);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    return Buffer.concat([length, body, cipher.getAuthTag()]);
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!headerSent) {
        this.push(headerBytes);
        headerSent = true;
      }
      pending.push(chunk);
      pendingBytes += chunk.length;
      // A frame goes out only when more bytes follow it, so the one left at the end is the final frame.
      if (pendingBytes > FRAME_BYTES) {
        let all = Buffer.concat(pending);
        while (all.length > FRAME_BYTES) {
          this.push(frame(all.subarray(0, FRAME_BYTES), false));
          all = all.subarray(FRAME_BYTES);
        }
        pending = [all];
        pendingBytes = all.length;
      }
      callback();
    },
    flush(callback: TransformCallback) {
      if (!headerSent) this.push(headerBytes);
      this.push(frame(Buffer.concat(pending), true));
      callback();
    },
  });
}

export type OpenedBackup = {
  /** Where the frames start in the file. */
  dataOffset: number;
  /** A fresh decrypting transform for the bytes from dataOffset on (each pass over the file needs its own). */
  decryptStream: () => Transform;
};

/** Reads a backup file's header and derives its key; the frames are checked as they are decrypted. */
export async function openBackupFile(file: string, source: BackupKey): Promise<OpenedBackup> {
  const handle = await open(file, 'r');
  let headerBytes: Buffer;
  try {
    const start = Buffer.alloc(12);
    const { bytesRead } = await handle.read(start, 0, 12, 0);
    if (bytesRead < 12 || !start.subarray(0, 8).equals(MAGIC))
      throw damaged('it is not a backup made by this application');
    const length = start.readUInt32BE(8);
    if (length > MAX_HEADER_BYTES) throw damaged('header too long');
    const json = Buffer.alloc(length);
    const read = await handle.read(json, 0, length, 12);
    if (read.bytesRead < length) throw damaged('cut off in its header');
    headerBytes = Buffer.concat([start, json]);
  } finally {
    await handle.close();
  }
  let header: Header;
  try {
    header = JSON.parse(headerBytes.subarray(12).toString('utf8')) as Header;
  } catch {
    throw damaged('unreadable header');
  }
  if (header.format !== 1 || header.cipher !== 'aes-256-gcm') throw damaged('unknown format');
  const key = await keyFor(source, header);
  const prefix = Buffer.from(header.noncePrefix ?? '', 'base64');
  if (prefix.length !== NONCE_PREFIX_BYTES || !Number.isSafeInteger(header.frameBytes)) throw damaged('bad header');
  const maxFrame = header.frameBytes;
  return { dataOffset: headerBytes.length, decryptStream: () => decryptStream(key, headerBytes, prefix, maxFrame) };
}

function decryptStream(key: Buffer, headerBytes: Buffer, prefix: Buffer, maxFrame: number): Transform {
  let buffered: Buffer = Buffer.alloc(0);
  let counter = 0;
  /** The latest complete frame, held back until we know whether it is the last. */
  let held: Buffer | null = null;

  const attempt = (frame: Buffer, index: number, last: boolean): Buffer | null => {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce(prefix, index, last));
    decipher.setAAD(headerBytes);
    decipher.setAuthTag(frame.subarray(frame.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(frame.subarray(4, frame.length - TAG_BYTES)), decipher.final()]);
    } catch {
      return null;
    }
  };

  const open = (frame: Buffer, last: boolean): Buffer => {
    const plain = attempt(frame, counter, last);
    if (plain) {
      counter++;
      return plain;
    }
    // The first block opens with the right key whatever follows it: if it opens as the other kind of block, the file
    // was cut off (or extended), not encrypted with another key.
    if (counter === 0) throw attempt(frame, 0, !last) ? damaged('cut off') : wrongKey();
    throw damaged(`block ${counter} failed AES-256-GCM authentication`);
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      try {
        buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
        while (buffered.length >= 4) {
          const length = buffered.readUInt32BE(0);
          if (length > maxFrame) throw counter === 0 && !held ? wrongKey() : damaged('bad block length');
          const total = 4 + length + TAG_BYTES;
          if (buffered.length < total) break;
          if (held) this.push(open(held, false));
          held = buffered.subarray(0, total);
          buffered = buffered.subarray(total);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        if (buffered.length || !held) throw damaged('cut off');
        this.push(open(held, true));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}
