import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/** A stream of `size` pseudo-random bytes produced chunk by chunk, and the SHA-256 it will have. */
export function generatedStream(size: number, chunkSize = 1024 * 1024): { stream: Readable; checksum: string } {
  const block = randomBytes(chunkSize);
  const hash = createHash('sha256');
  for (let sent = 0; sent < size; sent += chunkSize) hash.update(block.subarray(0, Math.min(chunkSize, size - sent)));
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const length = Math.min(chunkSize, size - sent);
      sent += length;
      this.push(Buffer.from(block.subarray(0, length)));
    },
  });
  return { stream, checksum: hash.digest('hex') };
}

export async function sha256Of(stream: Readable): Promise<{ checksum: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { checksum: hash.digest('hex'), size };
}
