import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { documentEmailJob, documentFileJob } from './documents.jobs';
import { documentsRoutes } from './documents.routes';
import { createDocumentsService, type DocumentsService } from './documents.service';

/** Receipts, VAT invoices and credit notes, issued in the transactions that book the money; their PDFs in storage. */
export function createDocumentsModule(
  deps: Pick<ModuleContext, 'db'> &
    Pick<AppServices, 'settings' | 'profiles' | 'projects' | 'jobs' | 'notifications' | 'storage'>,
): ServerModule<DocumentsService> {
  const documents = createDocumentsService(deps);
  return {
    service: documents,
    routes: [documentsRoutes({ documents })],
    jobs: [documentFileJob(documents.storeDocumentFile), documentEmailJob(documents.sendDocumentEmail)],
  };
}
