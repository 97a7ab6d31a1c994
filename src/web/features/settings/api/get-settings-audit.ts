import { useQuery } from '@tanstack/react-query';
import type { TSettingsAuditEntry, TSettingsFallbacks } from '@shared/domain/settings';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The newest settings changes first (who, when, key, old → new). */
export function useSettingsAudit() {
  return useQuery({
    queryKey: queryKeys.admin.settingsAudit,
    queryFn: () => api.get<{ entries: TSettingsAuditEntry[] }>('/api/admin/settings/audit'),
  });
}

/** Keys whose stored value is out of range and read as the default. */
export function useSettingsFallbacks() {
  return useQuery({
    queryKey: queryKeys.admin.settingsFallbacks,
    queryFn: () => api.get<TSettingsFallbacks>('/api/admin/settings/fallbacks'),
  });
}
