/**
 * The plain content of a backup, before compression and encryption (decision 026): `OMARCH01`, then entries, then an
 * end marker. An entry is `kind (1 byte) ‖ name length (u16) ‖ name (UTF-8)` followed by its body in pieces of
 * `length (u32) ‖ bytes`, closed by a zero length. Kinds: `T` a table's rows (COPY text format), `F` a stored file's
 * bytes, `M` the manifest (JSON, always the last entry), `E` the end. Bodies stream: nothing is held whole.
 */

export type EntryKind = 'table' | 'file' | 'manifest';

const ARCHIVE_MAGIC = Buffer.from('OMARCH01', 'ascii');
const CODES: Record<EntryKind | 'end', number> = { table: 0x54, file: 0x46, manifest: 0x4d, end: 0x45 };
const KINDS = new Map<number, EntryKind | 'end'>(
  Object.entries(CODES).map(([kind, code]) => [code, kind as EntryKind]),
);
/** Small pieces (COPY yields one chunk per row) are gathered into pieces of about this size. */
const PIECE_BYTES = 64 * 1024;
const MAX_PIECE_BYTES = 16 * 1024 * 1024;

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

export const archiveStart = (): Buffer => ARCHIVE_MAGIC;
export const archiveEnd = (): Buffer => Buffer.from([CODES.end]);

/** One entry's bytes: its head, then its body as it arrives. */
export async function* archiveEntry(
  kind: EntryKind,
  name: string,
  body: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
): AsyncGenerator<Buffer> {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > 0xffff) throw new Error(`archive entry name too long: ${name.slice(0, 80)}…`);
  const nameLength = Buffer.alloc(2);
  nameLength.writeUInt16BE(nameBytes.length);
  yield Buffer.concat([Buffer.from([CODES[kind]]), nameLength, nameBytes]);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of body) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    if (!bytes.length) continue;
    pending.push(bytes);
    pendingBytes += bytes.length;
    if (pendingBytes >= PIECE_BYTES) {
      yield Buffer.concat([u32(pendingBytes), ...pending]);
      pending = [];
      pendingBytes = 0;
    }
  }
  if (pendingBytes) yield Buffer.concat([u32(pendingBytes), ...pending]);
  yield u32(0);
}

export class ArchiveFormatError extends Error {
  constructor(message: string) {
    super(`The backup's content is malformed: ${message}`);
    this.name = 'ArchiveFormatError';
  }
}

/** Exact-length reads over a stream of chunks. */
class ByteReader {
  private buffer: Buffer = Buffer.alloc(0);

  constructor(private readonly iterator: AsyncIterator<Buffer>) {}

  async read(length: number): Promise<Buffer> {
    while (this.buffer.length < length) {
      const next = await this.iterator.next();
      if (next.done) throw new ArchiveFormatError('it ends early');
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, next.value]) : next.value;
    }
    const out = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    return out;
  }

  async atEnd(): Promise<boolean> {
    if (this.buffer.length) return false;
    const next = await this.iterator.next();
    if (next.done) return true;
    this.buffer = next.value;
    return false;
  }
}

export type ArchiveEntryHandler = (kind: EntryKind, name: string, body: AsyncIterable<Buffer>) => Promise<void>;

/**
 * Reads the entries in order, handing each one's body to `onEntry` (whatever it leaves unread is skipped). Throws
 * ArchiveFormatError on anything but a well-formed archive read to its end marker.
 */
export async function readArchive(source: AsyncIterable<Buffer>, onEntry: ArchiveEntryHandler): Promise<void> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  if (!(await reader.read(ARCHIVE_MAGIC.length)).equals(ARCHIVE_MAGIC)) throw new ArchiveFormatError('no header');
  for (;;) {
    const code = (await reader.read(1))[0]!;
    const kind = KINDS.get(code);
    if (!kind) throw new ArchiveFormatError(`unknown entry kind ${code}`);
    if (kind === 'end') break;
    const name = (await reader.read((await reader.read(2)).readUInt16BE(0))).toString('utf8');
    // The body stops between pieces whenever the handler stops reading it, so what is left is skipped piece by piece.
    let finished = false;
    const nextPiece = async (): Promise<Buffer | null> => {
      if (finished) return null;
      const length = (await reader.read(4)).readUInt32BE(0);
      if (length === 0) {
        finished = true;
        return null;
      }
      if (length > MAX_PIECE_BYTES) throw new ArchiveFormatError('a piece is too long');
      return reader.read(length);
    };
    async function* body(): AsyncGenerator<Buffer> {
      for (let piece = await nextPiece(); piece; piece = await nextPiece()) yield piece;
    }
    await onEntry(kind, name, body());
    while (await nextPiece());
  }
  if (!(await reader.atEnd())) throw new ArchiveFormatError('data after its end');
}
