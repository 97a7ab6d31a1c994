import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { STREAM_HIGH_WATER_MARK } from '../../providers/storage/storage-provider';

/**
 * Magic numbers of the allowed types that have one: a file whose first bytes do not match its extension is refused
 * (a renamed executable is not a PDF). Text formats have none and pass on extension + declared type alone.
 */
const SIGNATURES: Record<string, readonly (readonly number[])[]> = {
  pdf: [[0x25, 0x50, 0x44, 0x46]],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [[0x47, 0x49, 0x46, 0x38]],
  zip: [
    [0x50, 0x4b, 0x03, 0x04],
    [0x50, 0x4b, 0x05, 0x06],
  ],
  docx: [[0x50, 0x4b, 0x03, 0x04]],
  xlsx: [[0x50, 0x4b, 0x03, 0x04]],
  pptx: [[0x50, 0x4b, 0x03, 0x04]],
  doc: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  xls: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ppt: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  webp: [[0x52, 0x49, 0x46, 0x46]],
};

export class FileSignatureError extends Error {
  constructor(readonly extension: string) {
    super(`The file's content is not a .${extension} file`);
    this.name = 'FileSignatureError';
  }
}

/** Passes the stream through, checking its first bytes against the extension's signature. */
class SignatureCheck extends Transform {
  private head = Buffer.alloc(0);
  private checked = false;
  private readonly needed: number;

  constructor(
    private readonly extension: string,
    private readonly signatures: readonly (readonly number[])[],
  ) {
    super({ highWaterMark: STREAM_HIGH_WATER_MARK });
    this.needed = Math.max(...signatures.map((signature) => signature.length));
  }

  private verify(): boolean {
    return this.signatures.some((signature) => signature.every((byte, index) => this.head[index] === byte));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.checked) return callback(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < this.needed) return callback();
    this.checked = true;
    if (!this.verify()) return callback(new FileSignatureError(this.extension));
    const head = this.head;
    this.head = Buffer.alloc(0);
    callback(null, head);
  }

  override _flush(callback: TransformCallback): void {
    if (this.checked || this.head.length === 0) return callback();
    // Shorter than the signature: only acceptable if it is empty (refused elsewhere) — otherwise not this type.
    callback(new FileSignatureError(this.extension));
  }
}

/** Passes everything through unchanged (extensions without a signature). */
class PassAll extends Transform {
  constructor() {
    super({ highWaterMark: STREAM_HIGH_WATER_MARK });
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    callback(null, chunk);
  }
}

/**
 * The request body for storage, checked against the extension's signature when it has one, in one stream stage.
 * When the consumer stops early (too large, wrong type) the request is unpiped and the rest of it drained, not
 * destroyed, so the client still receives the error response.
 */
export function uploadBody(request: Readable, extension: string): Readable {
  const signatures = SIGNATURES[extension];
  const body: Transform = signatures ? new SignatureCheck(extension, signatures) : new PassAll();
  request.on('error', (error) => body.destroy(error));
  body.on('close', () => {
    request.unpipe(body);
    request.resume();
  });
  // Failures reach the consumer through its own listener; this one only keeps a late one from going uncaught.
  body.on('error', () => undefined);
  request.pipe(body);
  return body;
}

/** The file name a client sent in the X-File-Name header (percent-encoded, since headers are ASCII). */
export function decodeFileName(header: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    return null;
  }
  // Only the last path segment, no control characters.
  name = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return name || null;
}

/** `attachment; filename="report.pdf"; filename*=UTF-8''r%C3%A9port.pdf` (RFC 6266 + RFC 5987). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
