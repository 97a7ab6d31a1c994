import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSettings } from '@shared/domain/settings';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The admin settings (the same entry the Settings tab reads): Matching Rules edits the matching ones. */
export const matchingSettingsQuery = queryOptions({
  queryKey: queryKeys.admin.settings,
  queryFn: () => api.get<TSettings>('/api/admin/settings'),
});

export function useMatchingSettings() {
  return useQuery(matchingSettingsQuery);
}
