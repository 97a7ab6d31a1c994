import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSettingKey, TSettings } from '@shared/domain/settings';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type TMatchingSettingKey = Extract<
  TSettingKey,
  | 'matching_weights'
  | 'shortlist_size_default'
  | 'max_quotes_per_request'
  | 'min_quotes_before_presenting'
  | 'invite_response_sla_hours'
  | 'conflict_window_days'
  | 'sensitive_single_provider_only'
>;
export type TMatchingSettingsChange = Partial<Pick<TSettings, TMatchingSettingKey>>;

/**
 * The spec's update_admin_setting, one call per changed setting, in an order that never breaks "minimum quotes ≤
 * maximum quotes" on the way: the minimum goes first when it fits under the current maximum, else the maximum does.
 */
export function orderedWrites(change: TMatchingSettingsChange, current: TSettings): [TMatchingSettingKey, unknown][] {
  const keys = Object.keys(change) as TMatchingSettingKey[];
  const minFirst =
    change.min_quotes_before_presenting === undefined ||
    change.min_quotes_before_presenting.value <= current.max_quotes_per_request.value;
  keys.sort((a, b) => {
    const rank = (key: TMatchingSettingKey) =>
      key === 'min_quotes_before_presenting' ? (minFirst ? 0 : 2) : key === 'max_quotes_per_request' ? 1 : 3;
    return rank(a) - rank(b);
  });
  return keys.map((key) => [key, change[key]]);
}

export function useUpdateMatchingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ change, current }: { change: TMatchingSettingsChange; current: TSettings }) => {
      let settings = current;
      for (const [key, value] of orderedWrites(change, current))
        settings = await api.put<TSettings>(`/api/admin/settings/${key}`, { value });
      return settings;
    },
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.admin.settings, settings),
    // A failure part-way leaves some settings written: read them back.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.settings }),
  });
}
