import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { TBusinessDocument } from '../../../shared/schemas/documents';
import { StorageNotFoundError, type StorageProvider } from '../../providers/storage/storage-provider';
import type { DocumentFileRow, createDocumentFilesRepository } from './document-files.repository';

/** Renders and stores a newly issued document's PDF, after the transaction that issued it commits. */
export const DOCUMENT_FILE_JOB = 'documents.store-file';

const PDF_TYPE = 'application/pdf';
/** Far above any document (a page of text with font subsets is tens of KB): a bound, not an expected size. */
const MAX_PDF_BYTES = 20 * 1024 * 1024;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export type StoredDocumentFile = { file: DocumentFileRow; body: Readable };

/**
 * A document's PDF is rendered once and kept (decision 035): stored under a key naming its SHA-256, recorded in
 * document_files, and every later read serves those bytes. Rendering is deterministic, so whoever stores first (the
 * job queued at issue, or a download or e-mail that came before it) stores the same bytes.
 */
export function createDocumentFiles({
  files,
  storage,
  render,
  byId,
}: {
  files: ReturnType<typeof createDocumentFilesRepository>;
  storage: StorageProvider;
  /** Draws the PDF (with whatever it embeds); deterministic for a given document. */
  render: (document: TBusinessDocument) => Promise<Readable>;
  byId: (id: string) => Promise<TBusinessDocument | null>;
}) {
  async function rendered(document: TBusinessDocument): Promise<{ bytes: Buffer; checksum: string }> {
    const bytes = await buffer(await render(document));
    return { bytes, checksum: sha256(bytes) };
  }

  /** The recorded PDF of a document, rendering and storing it first if nobody has yet. */
  async function storedPdf(document: TBusinessDocument): Promise<DocumentFileRow> {
    const existing = await files.find(document.id, 'pdf');
    if (existing) return existing;
    const { bytes, checksum } = await rendered(document);
    const key = `documents/${document.id}/${checksum}.pdf`;
    const stored = await storage.put(key, Readable.from([bytes]), { contentType: PDF_TYPE, maxBytes: MAX_PDF_BYTES });
    const row = await files.insertFirst({
      documentId: document.id,
      format: 'pdf',
      storagePath: key,
      contentType: PDF_TYPE,
      checksum: stored.checksum,
      sizeBytes: stored.size,
    });
    // Someone recorded other bytes first (a different release rendered it): theirs is the document, ours goes.
    if (row.storagePath !== key) await storage.delete(key);
    return row;
  }

  /**
   * The stored bytes. Should storage have lost them (a restore that did not bring the bucket back), the document is
   * drawn again and put back only if it gives exactly the recorded bytes; otherwise the loss is an error, never a
   * silently different document.
   */
  async function read(document: TBusinessDocument, file: DocumentFileRow): Promise<Readable> {
    try {
      return (await storage.get(file.storagePath)).stream;
    } catch (error) {
      if (!(error instanceof StorageNotFoundError)) throw error;
      const { bytes, checksum } = await rendered(document);
      if (checksum !== file.checksum) throw error;
      await storage.put(file.storagePath, Readable.from([bytes]), { contentType: PDF_TYPE, maxBytes: MAX_PDF_BYTES });
      return Readable.from([bytes]);
    }
  }

  return {
    /** The job queued at issue (DOCUMENT_FILE_JOB). Idempotent: a second delivery finds the file recorded. */
    async store(documentId: string): Promise<void> {
      const document = await byId(documentId);
      if (document) await storedPdf(document);
    },
    /** The document's PDF as stored, with its record (SHA-256, size). */
    async pdf(document: TBusinessDocument): Promise<StoredDocumentFile> {
      const file = await storedPdf(document);
      return { file, body: await read(document, file) };
    },
  };
}

export type DocumentFiles = ReturnType<typeof createDocumentFiles>;
