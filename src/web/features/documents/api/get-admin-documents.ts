import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DOCUMENTS_API } from '@shared/domain/documents';
import type { TAdminDocumentPage } from '@shared/schemas/documents';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The admin Documents register's filters as the API takes them (empty values mean "all"). */
export type AdminDocumentFilters = {
  q: string;
  /** A document kind, or '' for all. */
  kind: string;
  /** YYYY-MM, or '' for all months. */
  month: string;
  page: number;
};

/** The query string of these filters, leaving out what is not set. */
export function adminDocumentsSearch(filters: Partial<AdminDocumentFilters>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== '' && value !== undefined && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  return params.toString();
}

const withQuery = (path: string, search: string) => (search ? `${path}?${search}` : path);

export const adminDocumentsQuery = (filters: AdminDocumentFilters) =>
  queryOptions({
    // Under admin.all, so whatever refreshes the admin dashboard refreshes the register too.
    queryKey: [...queryKeys.admin.all, 'documents', filters],
    queryFn: () => api.get<TAdminDocumentPage>(withQuery(DOCUMENTS_API.adminList, adminDocumentsSearch(filters))),
    // Paging and filtering keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** One page of every issued document, newest first (admin only). */
export const useAdminDocuments = (filters: AdminDocumentFilters) => useQuery(adminDocumentsQuery(filters));

/** Where the accountant's CSV of these filters downloads from (a plain link: the browser sends the session cookie). */
export const invoiceRegisterCsvUrl = (filters: AdminDocumentFilters) =>
  withQuery(
    DOCUMENTS_API.adminRegisterCsv,
    adminDocumentsSearch({ q: filters.q, kind: filters.kind, month: filters.month }),
  );
