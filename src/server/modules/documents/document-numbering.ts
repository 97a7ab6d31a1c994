import { clock } from '../../lib/clock';
import { documentNumber, DOCUMENT_SERIES, type TDocumentKind } from '../../../shared/domain/documents';
import type { Executor } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import { DOCUMENT_FILE_JOB } from './document-files';
import type { DocumentRow, NewDocumentRow, createDocumentsRepository } from './documents.repository';

/** E-mails a newly issued document to the person it is addressed to, after its transaction commits. */
export const DOCUMENT_EMAIL_JOB = 'documents.email';

export type DocumentFields = Omit<NewDocumentRow, 'kind' | 'number' | 'sourceKey' | 'issuedAt'>;

/**
 * Issues a document once per source key (asking again returns the first one), numbered in its kind's gap-free
 * series inside the caller's transaction, and queues the storing of its PDF and its e-mail in the same transaction.
 */
export function createDocumentNumbering({
  repository,
  jobs,
}: {
  repository: ReturnType<typeof createDocumentsRepository>;
  jobs: Pick<Jobs, 'send'>;
}) {
  return async function issueNumbered(
    kind: TDocumentKind,
    sourceKey: string,
    fields: DocumentFields,
    tx: Executor,
  ): Promise<DocumentRow> {
    const existing = await repository.findBySource(sourceKey, tx);
    if (existing) return existing;
    const issuedAt = clock.now();
    const year = issuedAt.getUTCFullYear();
    const sequence = await repository.nextNumber(DOCUMENT_SERIES[kind], year, tx);
    const document = await repository.insert(
      { ...fields, kind, number: documentNumber(kind, year, sequence), sourceKey, issuedAt },
      tx,
    );
    // Rendering embeds font subsets and takes a while: after commit, not in the money's transaction.
    await jobs.send(DOCUMENT_FILE_JOB, { documentId: document.id }, tx);
    await jobs.send(DOCUMENT_EMAIL_JOB, { documentId: document.id }, tx);
    return document;
  };
}

export type IssueNumbered = ReturnType<typeof createDocumentNumbering>;
