import { queryOptions, useQuery } from '@tanstack/react-query';
import { REPORTS_API } from '@shared/domain/reports';
import type { TReportsOverview } from '@shared/schemas/reports';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The Overview tab's KPIs, summary badges and chart series, computed by the server from the data. */
export const reportsOverviewQuery = queryOptions({
  queryKey: queryKeys.admin.reportsOverview,
  queryFn: () => api.get<TReportsOverview>(REPORTS_API.overview),
});

export function useReportsOverview() {
  return useQuery(reportsOverviewQuery);
}
