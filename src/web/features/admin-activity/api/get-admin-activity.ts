import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ACTIVITY_API, type TAdminActivityAdmins, type TAdminActivityPage } from '@shared/schemas/admin-activity';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The Activity tab's filters as the URL and the API take them (empty values mean "all"). */
export type ActivityFilters = {
  actorId: string;
  action: string;
  targetType: string;
  from: string;
  to: string;
  q: string;
  page: number;
};

/** The query string of these filters, leaving out what is not set. */
export function activitySearch(filters: Partial<ActivityFilters>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== '' && value !== undefined && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  return params.toString();
}

export const adminActivityQuery = (filters: ActivityFilters) =>
  queryOptions({
    queryKey: [...queryKeys.admin.activity, filters],
    queryFn: () => api.get<TAdminActivityPage>(`${ADMIN_ACTIVITY_API.list}?${activitySearch(filters)}`),
    // Paging and filtering keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** `enabled: false` while the filters cannot be asked (dates the wrong way round): the last page stays. */
export const useAdminActivity = (filters: ActivityFilters, { enabled = true } = {}) =>
  useQuery({ ...adminActivityQuery(filters), enabled });

/** The admins who appear in the log, for the Admin filter. */
export const useActivityAdmins = () =>
  useQuery({
    queryKey: [...queryKeys.admin.activity, 'admins'],
    queryFn: () => api.get<TAdminActivityAdmins>(ADMIN_ACTIVITY_API.admins),
  });

/** Where the CSV export of these filters downloads from (a plain link: the browser sends the session cookie). */
export const activityExportUrl = (filters: ActivityFilters) =>
  `${ADMIN_ACTIVITY_API.export}?${activitySearch({ ...filters, page: 1 })}`;
