import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORTS_API, type TReportKind } from '@shared/domain/reports';
import type { TReportPage, TReportRowOf } from '@shared/schemas/reports';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * One page of a report. `query` is the API query string (search, filters, order, page, size). The previous page stays
 * on screen while the next loads (no flash of empty rows).
 */
export const reportPageQuery = <K extends TReportKind>(kind: K, query: string) =>
  queryOptions({
    queryKey: queryKeys.admin.reportPage(kind, query),
    queryFn: () => api.get<TReportPage<TReportRowOf[K]>>(`${REPORTS_API.list(kind)}?${query}`),
    placeholderData: keepPreviousData,
  });

export function useReportPage<K extends TReportKind>(kind: K, query: string) {
  return useQuery(reportPageQuery(kind, query));
}
