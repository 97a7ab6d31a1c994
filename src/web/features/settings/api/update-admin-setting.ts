import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSettingKey, TSettings } from '@shared/domain/settings';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { adminSettingsQuery } from './get-admin-settings';

/** One key with a value of its own shape. */
export type TSettingUpdate = { [K in TSettingKey]: { key: K; value: TSettings[K] } }[TSettingKey];

/** Writes one setting (the server validates it and the cross-setting rules) and keeps the returned settings. */
export function useUpdateAdminSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: TSettingUpdate) => api.put<TSettings>(`/api/admin/settings/${key}`, { value }),
    onSuccess: (settings, { key }) => {
      queryClient.setQueryData(adminSettingsQuery.queryKey, settings);
      // Requiring MFA for admins may send this very admin to set it up.
      if (key === 'require_mfa_for_admins') void queryClient.invalidateQueries({ queryKey: queryKeys.viewer });
      // The change is in the audit log now, and a fallback may have been replaced by a valid value.
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.settingsAudit });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.settingsFallbacks });
    },
  });
}
