import { useQuery } from '@tanstack/react-query';
import type { TSettings } from '@shared/domain/settings';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Whether analytics capture is on (the Live Analytics Monitor setting); read from the admin settings. */
export function useCaptureEnabled(): boolean | undefined {
  return useQuery({
    queryKey: queryKeys.admin.settings,
    queryFn: () => api.get<TSettings>('/api/admin/settings'),
    select: (settings) => settings.analytics_capture_enabled.enabled,
  }).data;
}
