import { useQuery } from '@tanstack/react-query';
import { DOCUMENTS_API } from '@shared/domain/documents';
import type { TBusinessDocument, TDocumentList } from '@shared/schemas/documents';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The signed-in buyer's receipts, invoices and credit notes, newest first. */
export const useMyDocuments = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.documents.mine,
    queryFn: () => api.get<TDocumentList>(DOCUMENTS_API.mine),
    enabled,
  });

/** One document (its buyer or an admin; 404 for anyone else). */
export const useDocument = (id: string) =>
  useQuery({
    queryKey: queryKeys.documents.one(id),
    queryFn: () => api.get<TBusinessDocument>(DOCUMENTS_API.one(id)),
    retry: false,
  });
