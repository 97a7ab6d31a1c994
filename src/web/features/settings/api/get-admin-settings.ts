import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSettings } from '@shared/domain/settings';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const adminSettingsQuery = queryOptions({
  queryKey: queryKeys.admin.settings,
  queryFn: () => api.get<TSettings>('/api/admin/settings'),
});

export function useAdminSettings() {
  return useQuery(adminSettingsQuery);
}
