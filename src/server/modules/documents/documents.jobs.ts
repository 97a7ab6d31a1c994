import type { ModuleJob } from '../../app-services';
import { DOCUMENT_FILE_JOB } from './document-files';
import { DOCUMENT_EMAIL_JOB } from './document-numbering';

// Every payment issues two documents and every payout one: both queues take them in batches.

/** Queued at issue: the document's PDF rendered and stored, after the transaction that issued it commits. */
export function documentFileJob(store: (documentId: string) => Promise<void>): ModuleJob {
  return {
    name: DOCUMENT_FILE_JOB,
    handler: async ({ documentId }: { documentId: string }) => store(documentId),
    options: { batchSize: 20 },
  };
}

/** Queued at issue: the document e-mailed to the person it is addressed to. */
export function documentEmailJob(send: (documentId: string) => Promise<void>): ModuleJob {
  return {
    name: DOCUMENT_EMAIL_JOB,
    handler: async ({ documentId }: { documentId: string }) => send(documentId),
    options: { batchSize: 20 },
  };
}
